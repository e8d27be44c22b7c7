export {
  PALETTE_DEFAULTS,
  PALETTE_FORMATS,
  type PaletteFormat,
  runPaletteExport,
  runPaletteExportFile,
} from './export';
export { FONT_PAIRS, type FontPair } from './font-pairs';
export { meta } from './meta';
