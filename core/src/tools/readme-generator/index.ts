export { meta } from './meta';
export {
  BADGE_LABELS,
  BADGE_STYLES,
  BADGES,
  type Badge,
  type BadgeStyle,
  README_DEFAULTS,
  README_FILE,
  README_TEMPLATES,
  REPOSITORY_PLACEHOLDER,
  type ReadmeInput,
  type ReadmeTemplate,
  TEMPLATE_LABELS,
} from './options';
export type { Repository } from './repository';
export {
  type ReadmeRequest,
  type ReadmeResult,
  type ReadmeSections,
  runReadme,
  runReadmeSections,
} from './run';
