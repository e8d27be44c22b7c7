export { META_TAGS_FILE } from './generate';
export { meta } from './meta';
export {
  CONTENT_TYPES,
  DESCRIPTION_MAX,
  GENERATED_TOAST,
  KEYWORDS_MAX,
  META_DEFAULTS,
  type MetaTagInput,
  STRUCTURED_DATA_TYPES,
  TITLE_MAX,
  TWITTER_CARDS,
  VALIDATION_TOAST,
} from './options';

export {
  type MetaPreview,
  type MetaTagsResult,
  runAbsoluteUrlCheck,
  runMetaCheck,
  runMetaTags,
} from './run';
export type { SearchPreview } from './search-preview';
