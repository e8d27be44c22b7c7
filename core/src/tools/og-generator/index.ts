export { logoRect, type Rect } from './logo';
export { meta } from './meta';
export { metaTags, OG_TAGS_FILE, type OgMetaTagsInput, type TaggedImage } from './meta-tags';
export {
  drawOgImage,
  LOGO_LOAD_WARNING,
  type OgImageResult,
  renderOgImage,
  renderOgImages,
} from './og-generator';
export * from './options';
export { TEMPLATES } from './templates';
export { THEMES } from './themes';
