export type {
  ChangelogRepository,
  HistoryRange,
  HistoryRequest,
  ReleaseTags,
  WorkspacePackage,
} from './changelog-history';
export type { ChangelogConfig, CommitParser, LoadedConfig } from './config';
export type { ChangelogConfigFile } from './config-files';
export type { ConfigPattern, TagPattern } from './config-pattern';
export { DEPENDENCY_FIELDS, type DependencyField } from './dependency-ranges';
export { type EntryForm, type EntryFormResult, runEntryForm } from './entry-form';
export {
  ENTRY_DEFAULTS,
  type EntryChangelogInput,
  type EntryChangelogResult,
  generateEntryChangelog,
  SKIPPED_RULE,
} from './entry-mode';
export { GIT_LOG_COMMAND } from './git-log-text';
export type { Commit, GitChangelogOptions, GitChangelogResult } from './git-mode';
export { CHANGELOG_STYLE_LABELS, CHANGELOG_STYLES, type ChangelogStyle } from './markdown';
export { meta } from './meta';
export type { SpecifierChange } from './pnpm-lock';
export type { PrependOptions } from './prepend';
export type { BumpType, ChangeCategory, ChangeItem, Release } from './release';
export type {
  PackageManifest,
  PackageRelease,
  RangeUpdate,
  ReleaseCommit,
  ReleaseKind,
  ReleasePlan,
  ReleasePlanInput,
  ReleasePlanOptions,
  ReleaseRules,
} from './release-plan-types';
export { RELEASE_PLEASE_CONFIG } from './release-please';
export type { TagFormat } from './release-tags';
export type { RepoLinks } from './repo-url';
export {
  type ChangelogInput,
  type ChangelogPorts,
  type ChangelogResult,
  ChangelogUsageError,
  runChangelog,
  runChangelogPrepend,
} from './run-changelog';
export {
  type MergedReleaseInput,
  type MergedReleaseTag,
  type PastedHistory,
  type ReadRepositoryFile,
  type ReleaseFile,
  type ReleaseInput,
  type ReleaseResult,
  type ReleaseTag,
  runMergedRelease,
  runReleaseFiles,
  runReleasePlan,
} from './run-release';
export type { TagLine, TagLineInput } from './tag-line';
