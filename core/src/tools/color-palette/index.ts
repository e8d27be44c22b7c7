export {
  type GeneratedPalette,
  PALETTE_DEFAULTS,
  PALETTE_FORMATS,
  type PaletteFormat,
  runFormatLocks,
  runPalette,
  runPaletteCss,
  runPaletteExport,
  runPaletteExportFile,
  runPaletteJson,
  runPaletteList,
  runPaletteTailwind,
  runParseLocks,
  runRoleScales,
  runRoleScalesCss,
  SCALED_ROLES,
} from './export';
export { FONT_PAIRS, type FontPair } from './font-pairs';
export { meta } from './meta';
export {
  PAGE_ROLES,
  PAGE_SCHEMES,
  type PageRole,
  type PageScheme,
  type PageTheme,
  type PairCheck,
  type RoleColors,
  runPageContrast,
} from './page-theme';
