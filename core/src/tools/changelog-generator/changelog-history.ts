import type { Commit } from './commits';

/** A workspace package as the changelog finds its folder and tags. */
export interface WorkspacePackage {
  /** The full name (`@scope/name`). */
  name: string;
  /** The name without its npm scope. */
  scope: string;
  /** Its folder, relative to the repository root (`.` the root itself). */
  dir: string;
  /** The prefix of its release tags where a release tool's config names it (release-please's `component-v`). */
  tagPrefix?: string;
  /** Another name `--package` finds it by (release-please's `component`). */
  component?: string;
}

/** Which tags are releases, as core decided them: what the repository's range reading stops at. */
export interface ReleaseTags {
  isRelease(tag: string): boolean;
  /** The release with the highest version among `tags`, or undefined. */
  latest(tags: Iterable<string>): string | undefined;
}

/** A range of the history the changelog asks the repository for. */
export interface HistoryRequest {
  /** Start after this ref (`--from`); absent: after the latest release `to` contains. */
  from?: string;
  to: string;
  /** The whole history, releases cut at their tags (`--all`). */
  all: boolean;
  /** Only commits touching these are listed: `--include-path` as given. */
  paths: readonly string[];
  /** And these package folders, relative to the repository root. */
  packageDirs: readonly string[];
  releases: ReleaseTags;
}

export interface HistoryRange {
  /** The ref the range starts after, when there is one (the previous release, or `--from`). */
  from: string | undefined;
  /** Newest first; outside the paths marked `outside` where the whole graph is read. */
  commits: Commit[];
}

/** The repository a changelog is read from: the CLI binds it to git and the files at the repository's root. */
export interface ChangelogRepository {
  /** A shallow clone: releases older than its depth are missing. */
  shallow: boolean;
  /** Every tag name. */
  tags(): Promise<readonly string[]>;
  /**
   * A file's text, undefined when there is none: a changelog config at the root (`CHANGELOG_CONFIG_FILES`), or a
   * release tool's file core names (release-please's config, a package's package.json), from the root, inside it.
   */
  readFile(path: string): Promise<string | undefined>;
  workspacePackages(): Promise<readonly WorkspacePackage[]>;
  /**
   * The packages (a named package.json and its folder) in the tree of `ref`: where a package released at that tag
   * was, once it has left the workspace.
   */
  packagesAt(ref: string): Promise<readonly WorkspacePackage[]>;
  readRange(request: HistoryRequest): Promise<HistoryRange>;
  /** The origin's URL, the default `--repo-url`. */
  repoUrl(): Promise<string | undefined>;
  /** Where warnings go as they arise (before a refusal that may follow them). */
  warn(message: string): void;
}
