export {
  exportPalette,
  PALETTE_DEFAULTS,
  PALETTE_FORMATS,
  type PaletteFormat,
  paletteExportFile,
} from './export';
export { FONT_PAIRS, type FontPair, fontFamily } from './font-pairs';
export { meta } from './meta';
