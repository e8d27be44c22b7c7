export type { Rect } from './logo';
export { meta } from './meta';
export { OG_TAGS_FILE, type OgMetaTagsInput, type TaggedImage } from './meta-tags';
export {
  LOGO_LOAD_WARNING,
  type OgImageResult,
  type OgImagesOptions,
  runOgImages,
  runOgPreview,
} from './og-generator';
export {
  DESCRIPTION_MAX,
  type FileCheck,
  LOGO_FILE_MESSAGES,
  LOGO_MAX_BYTES,
  LOGO_POSITIONS,
  LOGO_SIZE_NAMES,
  LOGO_SIZES,
  type LogoPosition,
  type LogoSize,
  OG_DEFAULTS,
  OG_DOWNLOAD_SPACING_MS,
  OG_SIZES,
  OG_TEMPLATES,
  OG_THEMES,
  type OgImageInput,
  type OgLogo,
  type OgSize,
  type OgTemplate,
  type OgTheme,
  TITLE_MAX,
} from './options';
export { type OgPlan, type OgRequest, runOgLogoCheck, runOgPlan, runOgTags } from './plan';
