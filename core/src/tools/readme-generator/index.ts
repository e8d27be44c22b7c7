export { meta } from './meta';
export {
  BADGE_LABELS,
  BADGE_STYLES,
  BADGES,
  type Badge,
  type BadgeStyle,
  type CustomSection,
  README_DEFAULTS,
  README_FILE,
  README_TEMPLATES,
  REPOSITORY_PLACEHOLDER,
  type ReadmeInput,
  type ReadmeTemplate,
  TEMPLATE_LABELS,
} from './options';
export { PACKAGE_JSON_MAX_BYTES, PACKAGE_JSON_TOO_LARGE } from './package-json';
export type { Repository } from './repository';
export {
  type ReadmeRequest,
  type ReadmeResult,
  type ReadmeSections,
  runReadme,
  runReadmeImport,
  runReadmeSections,
  runReadmeStoredFields,
} from './run';
