export { generateReadme, readmeSectionTitles } from './generate';
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
export { fieldsFromPackageJson } from './package-json';
export type { Repository } from './repository';
