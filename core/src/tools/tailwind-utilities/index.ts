export { CLASS_GROUPS, type ClassGroup } from './class-groups';
export {
  CONFIG_DEFAULTS,
  type TailwindConfigInput,
  tailwindConfigV3,
  tailwindThemeV4,
} from './config-generator';
export { type ExtractedColor, extractColors, INVALID_CONFIG } from './extract-colors';
export { meta } from './meta';
export {
  type ClassConflict,
  type OptimizedClasses,
  optimizeClasses,
  type RemovedClass,
} from './optimize';
export {
  BREAKPOINT_NAMES,
  BREAKPOINTS,
  type Breakpoint,
  prefixForBreakpoints,
  previewByWidth,
  type ResponsiveInput,
  responsiveClasses,
  type WidthPreview,
} from './responsive';
