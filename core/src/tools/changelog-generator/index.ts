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
  SHIPPED_FIELDS,
  updatedRange,
} from './dependency-ranges';
export { entriesBump, entryLines } from './entry-bump';
export {
  CATEGORY_RULES,
  categorizeEntry,
  ENTRY_DEFAULTS,
  type EntryChangelogInput,
  type EntryChangelogResult,
  entryItem,
  generateEntryChangelog,
} from './entry-mode';
export { GIT_LOG_COMMAND, parseGitLogText, parsePackageLines, planFromGitLog } from './git-log-text';
export {
  autoBump,
  breakingNotes,
  type Commit,
  cancelReverts,
  classifyCommit,
  configTagPattern,
  defaultTagLine,
  type GitChangelogOptions,
  type GitChangelogResult,
  generateGitChangelog,
  isReleaseTag,
  latestReleaseTag,
  partitionByTags,
  releasesFromCommits,
  releaseTagPrefix,
  tagVersion,
} from './git-mode';
export {
  CHANGELOG_PREAMBLE,
  CHANGELOG_STYLE_LABELS,
  CHANGELOG_STYLES,
  type ChangelogStyle,
  renderChangelog,
  renderChangelogStyle,
  renderRelease,
  renderReleaseBody,
  renderReleaseHeading,
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
  formatDay,
  type Release,
} from './release';
export { releaseCommitMessage, releaseNotes, releaseTagMessage } from './release-messages';
export {
  nextReleaseVersion,
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
  checkTagFormat,
  detectTagFormat,
  formatTag,
  isValidTagName,
  SINGLE_PACKAGE_TAG_FORMAT,
  type TagFormat,
  tagPatternFor,
  WORKSPACE_TAG_FORMAT,
} from './release-tags';
export { linkIssueRefs, type RepoLinks, repoLinks } from './repo-url';
export { packageTagLine, releaseTagLine, type TagLine, type TagLineInput } from './tag-line';
export { bumpVersion, nextVersion, toSemver } from './version';
