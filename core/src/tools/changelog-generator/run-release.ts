import { replaceJsonStrings } from '../../json/json-edit';
import type { Clock } from '../../ports';
import { changelogSection } from './changelog-section';
import { planFromGitLog } from './git-log-text';
import { updatePackageLock } from './package-lock';
import { updateLockSpecifiers } from './pnpm-lock';
import { prependReleases } from './prepend';
import { releaseCommitMessage, releaseNotes, releaseTagMessage } from './release-messages';
import { planRelease } from './release-plan';
import type { ReleasePlan, ReleasePlanInput, ReleasePlanOptions } from './release-plan-types';
import { RELEASE_PLEASE_MANIFEST, updateReleasePleaseManifest } from './release-please';
import { detectTagFormat, formatTag } from './release-tags';

/** `git log --decorate --name-only` output pasted on the page, and its package lines (`name dir [version]`). */
interface PastedHistory {
  log: string;
  packageList: string;
}

export type ReleaseInput = (ReleasePlanInput | PastedHistory) & ReleasePlanOptions;

export interface ReleaseTag {
  tag: string;
  /** The annotated tag's message. */
  message: string;
  /** The release notes (Markdown, without a heading): the CHANGELOG section, a GitHub Release's body. */
  notes: string;
}

export interface ReleaseResult {
  plan: ReleasePlan;
  /** The release commit's message (its first line: the release pull request's title). */
  commitMessage: string;
  /** The tags to make, in the plan's order. */
  tags: ReleaseTag[];
}

/** The release of every changed package from data alone: versions, tags, messages and notes (nothing written). */
export function runReleasePlan(input: ReleaseInput, clock: Clock): ReleaseResult {
  const plan =
    'log' in input
      ? planFromGitLog({ log: input.log, packages: input.packageList }, input, clock)
      : planRelease(input, input, clock);
  return {
    plan,
    commitMessage: releaseCommitMessage(plan.releases),
    tags: plan.releases.map((release) => ({
      tag: release.tag,
      message: releaseTagMessage(release),
      notes: releaseNotes(release),
    })),
  };
}

/** A file of the repository as it is: '' when it does not exist. `path` is relative to the root, `/`-separated. */
export type ReadRepositoryFile = (path: string) => Promise<string>;

export interface ReleaseFile {
  /** Relative to the repository root, `/`-separated. */
  path: string;
  text: string;
}

const within = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);

/**
 * What the release writes, in order, each file only if it changes: the manifests (version, dependents' ranges),
 * the lockfiles, then each released package's CHANGELOG.md with its section on top.
 */
export async function runReleaseFiles(plan: ReleasePlan, read: ReadRepositoryFile): Promise<ReleaseFile[]> {
  const files: ReleaseFile[] = [];
  const dirs = [
    ...new Set([...plan.releases.map((entry) => entry.dir), ...plan.ranges.map((range) => range.dir)]),
  ];
  for (const dir of dirs) {
    const path = within(dir, 'package.json');
    const release = plan.releases.find((entry) => entry.dir === dir);
    const edits = [
      ...(release && !release.keepsVersion ? [{ path: ['version'], value: release.next }] : []),
      ...plan.ranges
        .filter((range) => range.dir === dir)
        .map((range) => ({ path: [range.field, range.dependency], value: range.to })),
    ];
    files.push({ path, text: replaceJsonStrings(await read(path), edits, path) });
  }
  const lockfiles = [
    { path: 'pnpm-lock.yaml', update: (text: string) => updateLockSpecifiers(text, plan.ranges) },
    { path: 'package-lock.json', update: (text: string) => updatePackageLock(text, plan) },
    {
      path: RELEASE_PLEASE_MANIFEST,
      update: (text: string) => updateReleasePleaseManifest(text, plan.releases),
    },
  ];
  for (const { path, update } of lockfiles) {
    const lock = await read(path);
    if (lock === '') continue;
    const updated = update(lock);
    if (updated !== lock) files.push({ path, text: updated });
  }
  for (const release of plan.releases) {
    const path = within(release.dir, 'CHANGELOG.md');
    const existing = await read(path);
    const updated = prependReleases(existing, [release.release], { keepListed: release.kind === 'graduate' });
    if (updated !== existing) files.push({ path, text: updated });
  }
  return files;
}

/** A release commit already made (a merged release pull request): the packages whose version it changed. */
export interface MergedReleaseInput {
  /** Every tag of the repository. */
  tags: readonly string[];
  /** `--tag-format`; default: the style of the existing tags. */
  tagFormat?: string;
  /** Every workspace package's name (they decide the style). */
  names: readonly string[];
  /** Each package the commit released, with its CHANGELOG.md as it is now ('' when there is none). */
  released: readonly { name: string; version: string; changelog: string }[];
}

export interface MergedReleaseTag {
  tag: string;
  name: string;
  version: string;
  /** The version's section of the package's CHANGELOG.md. */
  notes: string;
  prerelease: boolean;
}

/** The tags a merged release commit is to get, in the repository's style (or `--tag-format`), with their notes. */
export function runMergedRelease(input: MergedReleaseInput): MergedReleaseTag[] {
  const format = input.tagFormat ?? detectTagFormat(input.tags, input.names);
  return input.released.map(({ name, version, changelog }) => ({
    tag: formatTag(format, name, version),
    name,
    version,
    notes: changelogSection(changelog, version),
    prerelease: version.includes('-'),
  }));
}
