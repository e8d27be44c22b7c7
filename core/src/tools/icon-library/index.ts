export {
  buildCatalog,
  buildIconInfos,
  CATEGORIES,
  FEATURED_ICONS,
  findIcon,
  type IconData,
  type IconElement,
  type IconEntry,
  type IconIndexData,
  type IconInfo,
  iconIndexData,
} from './catalog';
export { loadIconData } from './load';
export { meta } from './meta';
export { checkStyle, ICON_STYLE_DEFAULTS, type IconStyle, iconImport, iconJsx, iconSvg } from './render';
export { indexIcons, type SearchIndex, searchIcons } from './search';
