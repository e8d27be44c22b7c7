export type {
  ChangelogRepository,
  ReleaseTags,
} from './changelog-history';

export { DEPENDENCY_FIELDS } from './dependency-ranges';
export { runEntryForm } from './entry-form';
export {
  ENTRY_DEFAULTS,
  type EntryChangelogResult,
  generateEntryChangelog,
  SKIPPED_RULE,
} from './entry-mode';
export { GIT_LOG_COMMAND } from './git-log-text';
export type { Commit } from './git-mode';
export { CHANGELOG_STYLE_LABELS, CHANGELOG_STYLES, type ChangelogStyle } from './markdown';
export { meta } from './meta';

export type { BumpType } from './release';
export type {
  PackageManifest,
  PackageRelease,
  ReleaseCommit,
  ReleasePlan,
  ReleasePlanOptions,
  ReleaseRules,
} from './release-plan-types';
export { RELEASE_PLEASE_CONFIG } from './release-please';

export {
  type ChangelogInput,
  type ChangelogResult,
  ChangelogUsageError,
  runChangelog,
  runChangelogPrepend,
} from './run-changelog';
export { type ReleaseTag, runMergedRelease, runReleaseFiles, runReleasePlan } from './run-release';
