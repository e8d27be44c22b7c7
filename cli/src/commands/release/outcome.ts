/**
 * What a release made, once the commit and the tags exist: the step publishing starts from. `toolbox release`
 * builds it after tagging and hands it to `publishRelease` (release.ts), then pushes with --push. A publisher (GitHub
 * Releases, a release pull request) reads only this: each tag with its package, version, notes (Markdown, the
 * CHANGELOG section) and prerelease flag, and the release commit they all point at.
 */
export interface ReleaseOutcome {
  /** The release commit's full hash. */
  commit: string;
  /** The branch it was made on; undefined on a detached HEAD (--allow-detached). */
  branch: string | undefined;
  /** The remote --push uses. */
  remote: string;
  tags: readonly ReleasedTag[];
}

interface ReleasedTag {
  tag: string;
  /** The package name. */
  name: string;
  version: string;
  previousTag?: string;
  /** The release notes in Markdown (without a heading). */
  notes: string;
  prerelease: boolean;
}
