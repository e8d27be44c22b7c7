export {
  ICON_CATEGORIES,
  type IconData,
  type IconElement,
  type IconIndexData,
  type IconInfo,
} from './catalog.ts';
export {
  type IconCatalogue,
  type IconsInput,
  runIconCatalogue,
  runIconCode,
  runIconIndex,
  runIconSearch,
  runIcons,
  runPackedIconCatalogue,
  runUnpackedIconCatalogue,
} from './icons.ts';
export { meta } from './meta.ts';
export type { PackedIconCatalogue } from './packed';
export { ICON_STYLE_DEFAULTS, ICON_STYLE_LIMITS, type IconStyle } from './render.ts';
