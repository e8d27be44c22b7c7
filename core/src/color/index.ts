export { type ColorNotations, colorNotations, hexToHsl, hslToHex } from './color-formats';
export {
  CONTRAST_THRESHOLDS,
  type ContrastGrade,
  type ContrastResult,
  checkContrast,
  gradeContrast,
  readableOn,
} from './contrast';
export { normalizeHexColor, parseHexOrBlack, requireHexColor } from './hex-color';
export {
  generatePalette,
  PALETTE_MAX_COLORS,
  PALETTE_TYPE_LABELS,
  PALETTE_TYPES,
  type PaletteType,
  quickPalette,
  type ScaleStep,
  TAILWIND_STEPS,
  TAILWIND_STEPS_950,
  type TailwindStep,
  tailwindScale,
} from './palette';
export { paletteCss } from './palette-export';
