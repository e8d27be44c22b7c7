export { meta } from './meta';
export {
  BADGE_LABELS,
  BADGE_STYLES,
  BADGES,
  type Badge,
  type CustomSection,
  README_DEFAULTS,
  README_FILE,
  README_TEMPLATES,
  REPOSITORY_PLACEHOLDER,
  type ReadmeInput,
  TEMPLATE_LABELS,
} from './options';
export { PACKAGE_JSON_MAX_BYTES, PACKAGE_JSON_TOO_LARGE } from './package-json';

export { runReadme, runReadmeImport, runReadmeSections, runReadmeStoredFields } from './run';
