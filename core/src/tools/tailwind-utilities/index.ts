export {
  CONFIG_DEFAULTS,
  runTailwindConfigV3,
  runTailwindThemeV4,
  type TailwindConfigInput,
} from './config-generator';
export { type ExtractedColor, INVALID_CONFIG, runColorExtract } from './extract-colors';
export { meta } from './meta';
export { type OptimizedClasses, runClassOptimize } from './optimize';
export { BREAKPOINT_NAMES, BREAKPOINTS, type Breakpoint, runResponsiveClasses } from './responsive';
