export { colorNotations } from './color-formats';
export {
  CONTRAST_THRESHOLDS,
  type ContrastGrade,
  type ContrastResult,
  checkContrast,
  readableOn,
} from './contrast';
export { normalizeHexColor, parseHexOrBlack, requireHexColor } from './hex-color';
export {
  generatePalette,
  PALETTE_TYPE_LABELS,
  PALETTE_TYPES,
  type PaletteType,
  quickPalette,
  type ScaleStep,
  TAILWIND_STEPS_950,
  tailwindScale,
} from './palette';
export { paletteCss } from './palette-export';
