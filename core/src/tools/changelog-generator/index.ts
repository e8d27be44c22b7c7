export {
  type ChangelogConfig,
  type CommitParser,
  groupTitle,
  type LoadedConfig,
  readCliffToml,
  readPackageChangelogConfig,
  readYamlChangelogConfig,
} from './config';
export type { ConfigPattern, TagPattern } from './config-pattern';
export {
  DEPENDENCY_FIELDS,
  type DependencyField,
} from './dependency-ranges';
export { entriesBump, entryLines } from './entry-bump';
export {
  ENTRY_DEFAULTS,
  type EntryChangelogInput,
  type EntryChangelogResult,
  generateEntryChangelog,
} from './entry-mode';
export { GIT_LOG_COMMAND, planFromGitLog } from './git-log-text';
export {
  type Commit,
  type GitChangelogOptions,
  type GitChangelogResult,
  generateGitChangelog,
  isReleaseTag,
  latestReleaseTag,
} from './git-mode';
export {
  CHANGELOG_STYLE_LABELS,
  CHANGELOG_STYLES,
  type ChangelogStyle,
  renderChangelog,
  renderChangelogStyle,
} from './markdown';
export { meta } from './meta';
export { updatePackageLock } from './package-lock';
export { type SpecifierChange, updateLockSpecifiers } from './pnpm-lock';
export { type PrependOptions, prependReleases } from './prepend';
export {
  type BumpType,
  CATEGORY_TITLES,
  CHANGE_CATEGORIES,
  type ChangeCategory,
  type ChangeItem,
  type Release,
} from './release';
export { releaseCommitMessage, releaseNotes, releaseTagMessage } from './release-messages';
export {
  type PackageManifest,
  type PackageRelease,
  planRelease,
  type RangeUpdate,
  type ReleaseCommit,
  type ReleaseKind,
  type ReleasePlan,
  type ReleasePlanInput,
  type ReleasePlanOptions,
} from './release-plan';
export {
  detectTagFormat,
  formatTag,
  SINGLE_PACKAGE_TAG_FORMAT,
  type TagFormat,
  WORKSPACE_TAG_FORMAT,
} from './release-tags';
export type { RepoLinks } from './repo-url';
export { packageTagLine, releaseTagLine, type TagLine, type TagLineInput } from './tag-line';
export { bumpVersion, nextVersion } from './version';
