export {
  exportPalette,
  PALETTE_DEFAULTS,
  PALETTE_FORMATS,
  type PaletteFormat,
  requireColors,
} from './export';
export { FONT_PAIRS, type FontPair, fontFamily } from './font-pairs';
export { meta } from './meta';
