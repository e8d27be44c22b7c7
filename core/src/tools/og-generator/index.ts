export { meta } from './meta';
export { OG_TAGS_FILE } from './meta-tags';
export { LOGO_LOAD_WARNING, runOgImages, runOgPreview } from './og-generator';
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
  type OgSize,
  type OgTemplate,
  type OgTheme,
  TITLE_MAX,
} from './options';
export { runOgLogoCheck, runOgPlan, runOgTags } from './plan';
