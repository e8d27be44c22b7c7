// The shapes a release plan reads and gives: packages with their rules, commits with their files, each package's
// release and the dependency ranges it moves.
import type { DependencyField } from './dependency-ranges';
import type { Commit } from './git-mode';
import type { BumpType, Release } from './release';
import type { TagFormat } from './release-tags';

/** release-please's rules for one package (its config's keys of the same names, `changelog-sections` as types). */
export interface ReleaseRules {
  /** The commit types of visible changelog sections: they release; a breaking change of a hidden one does too. */
  visibleTypes: readonly string[];
  hiddenTypes: readonly string[];
  /** Before 1.0.0 a breaking change is a minor release (else a major). */
  bumpMinorPreMajor: boolean;
  /** Before 1.0.0 a feature is a patch release (else a minor). */
  bumpPatchForMinorPreMajor: boolean;
  /** The next release's version, when it is above the current one. */
  releaseAs?: string;
}

/** One package.json as the plan needs it. */
export interface PackageManifest {
  name: string;
  /** Its folder relative to the repository root, `/`-separated; '' for the root. */
  dir: string;
  /** '' when package.json has none. */
  version: string;
  private: boolean;
  /** The prefix of its release tags where a release tool's config names it (release-please's `component-v`). */
  tagPrefix?: string;
  /** How its commits release, where a release tool's config says (release-please's); toolbox's rules without. */
  rules?: ReleaseRules;
  dependencies?: Readonly<Record<string, string>>;
  devDependencies?: Readonly<Record<string, string>>;
  peerDependencies?: Readonly<Record<string, string>>;
  optionalDependencies?: Readonly<Record<string, string>>;
}

/** A commit with the files it touches (repository paths, `/`-separated). */
export interface ReleaseCommit extends Commit {
  files: readonly string[];
}

export interface ReleasePlanInput {
  /** The packages that may be released. */
  packages: readonly PackageManifest[];
  /** Manifests whose ranges follow the releases but which are never released themselves (a workspace's root). */
  others?: readonly PackageManifest[];
  /** Newest first, no parent before its children (`git log --date-order`), with parents and tags. */
  commits: readonly ReleaseCommit[];
  /** Every tag of the repository. */
  tags: readonly string[];
}

export interface ReleasePlanOptions {
  /** `--prerelease rc`: 1.2.3 -> 1.3.0-rc.0, then rc.1...; without it a prerelease graduates (1.3.0-rc.1 -> 1.3.0). */
  preid?: string;
  /** A package without a release tag is released at the version its package.json has. */
  firstRelease?: boolean;
  /** Every package released gets this version. */
  releaseAs?: string;
  /** Overrides the style read from the existing tags. */
  tagFormat?: string;
  /** A package whose shipped dependency is released gets a patch release too. */
  bumpDependents?: boolean;
  repoUrl?: string;
}

/** How a version was chosen. */
export type ReleaseKind = BumpType | 'prerelease' | 'graduate' | 'first' | 'release-as';

export interface PackageRelease {
  name: string;
  dir: string;
  current: string;
  next: string;
  kind: ReleaseKind;
  /** Why it is released, in a few words (counts, never commit text): what the plan's table shows. */
  why: string;
  /** The tag to create. */
  tag: string;
  previousTag?: string;
  prerelease: boolean;
  /** package.json keeps its version (semantic-release's placeholder, or none): the tag alone carries the release. */
  keepsVersion?: boolean;
  /** The changelog section (what CHANGELOG.md gets and the release notes are). */
  release: Release;
}

export interface RangeUpdate {
  /** The package whose manifest changes. */
  name: string;
  dir: string;
  field: DependencyField;
  dependency: string;
  from: string;
  to: string;
}

export interface ReleasePlan {
  tagFormat: TagFormat;
  /** In the order of `packages`. */
  releases: PackageRelease[];
  ranges: RangeUpdate[];
  /** The packages no release is planned for whatever their commits: private, or no version to bump from. */
  held?: { name: string; reason: 'private' | 'unversioned' }[];
}
