export type { Rect } from './logo';
export { meta } from './meta';
export { metaTags, OG_TAGS_FILE, type OgMetaTagsInput, type TaggedImage } from './meta-tags';
export {
  drawOgImage,
  LOGO_LOAD_WARNING,
  type OgImageResult,
  renderOgImage,
  renderOgImages,
} from './og-generator';
export {
  checkLogoFile,
  DESCRIPTION_MAX,
  type FileCheck,
  LOGO_FILE_MESSAGES,
  LOGO_MARGIN,
  LOGO_MAX_BYTES,
  LOGO_OPACITY_MAX,
  LOGO_OPACITY_MIN,
  LOGO_POSITIONS,
  LOGO_SIZE_NAMES,
  LOGO_SIZES,
  type LogoPosition,
  type LogoSize,
  normalizeOgInput,
  OG_DEFAULTS,
  OG_DOWNLOAD_SPACING_MS,
  OG_PREVIEW_SIZE,
  OG_SIZES,
  OG_TEMPLATES,
  OG_THEMES,
  type OgImageInput,
  type OgLogo,
  type OgSize,
  type OgTemplate,
  type OgTheme,
  ogFileName,
  TITLE_MAX,
} from './options';
export { THEMES } from './themes';
