export type { PageCheck } from './check';
export { META_TAGS_FILE } from './generate';
export { meta } from './meta';
export {
  CONTENT_TYPES,
  type ContentType,
  DESCRIPTION_MAX,
  GENERATED_TOAST,
  KEYWORDS_MAX,
  META_DEFAULTS,
  type MetaTagInput,
  STRUCTURED_DATA_TYPES,
  type StructuredDataType,
  TITLE_MAX,
  TWITTER_CARDS,
  type TwitterCard,
  VALIDATION_TOAST,
} from './options';
export type { SocialPreview } from './preview';
export { type MetaCheckInput, type MetaPreview, type MetaTagsResult, runMetaCheck, runMetaTags } from './run';
export type { SearchPreview } from './search-preview';
export type { SeoFactor } from './validate';
