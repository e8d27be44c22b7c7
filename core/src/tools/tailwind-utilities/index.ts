// The colour extractor (acorn) and the config generator (culori's scales) are doors of their own,
// `tools/tailwind-utilities/{extract-colors,config-generator}`: `toolbox tailwind optimize` loads neither.
export { meta } from './meta';
export { type OptimizedClasses, runClassOptimize } from './optimize';
export { BREAKPOINT_NAMES, BREAKPOINTS, type Breakpoint, runResponsiveClasses } from './responsive';
