// `toolbox release --github` and `--pr` around the release the command made: the checks before anything is
// written, the Releases with the push between their draft and their publication, the merged release commit a later
// run turns into tags and Releases, and the release pull request. git runs with argument arrays only.
import { join } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { parseNpmJson } from '@toolbox/core/json/npm-json';
import { runMergedRelease } from '@toolbox/core/tools/changelog-generator';
import * as git from '../../../platform/git';
import { readUnlessLink } from '../../../platform/safe-write';
import { terminalText } from '../../../terminal-text';
import { readWorkspace } from '../files';
import { branchRefspec, deleteTagRefspec, localTagCommit, pushAtomic, tagRefspec } from '../git-remote';
import type { ReleaseOutcome } from '../outcome';
import { GitHubClient } from './client';
import { type OpenedPull, openOrUpdatePull } from './pull-request';
import { checkRepositoryAccess, type PublishedRelease, publishReleases } from './releases';
import { gitHubTarget } from './repository';

type Env = Readonly<Record<string, string | undefined>>;

/** The subject every release commit starts with (core's releaseCommitMessage); a squash merge keeps it. */
const RELEASE_SUBJECT = /^chore\(release\):/;
const RELEASE_BRANCH_PREFIX = 'release/';

const shown = (text: string) => terminalText(text);

export async function remoteUrl(root: string, remote: string): Promise<string | undefined> {
  try {
    return (await git.runGit(root, ['remote', 'get-url', '--', remote])).trim() || undefined;
  } catch (error) {
    git.unlessGitMissing(error);
    return undefined;
  }
}

/**
 * Before the release writes anything: GitHub is reachable with a token that may push to the repository, and none
 * of the tags about to be made exists on the remote already (a tag there would point elsewhere).
 */
export async function checkGitHubRelease(
  root: string,
  remote: string,
  newTags: readonly string[],
  env: Env,
): Promise<GitHubClient> {
  const client = new GitHubClient(gitHubTarget(env, await remoteUrl(root, remote)));
  await checkRepositoryAccess(client);
  const there = await git.remoteTags(root, remote);
  const taken = newTags.find((tag) => there.has(tag));
  if (taken !== undefined)
    throw new ToolInputError(
      `the tag ${shown(taken)} already exists on ${shown(remote)} (at ${there.get(taken)?.slice(0, 7)}): refusing to publish over it.`,
    );
  return client;
}

/**
 * Publishes one GitHub Release per tag of a release that exists locally (commit and annotated tags). The push
 * (the branch, if any, and the tags the remote lacks, in one atomic push) happens between making the drafts and
 * publishing them; a tag the remote has on another commit stops everything first. Returns what was published.
 */
export async function publishToGitHub(
  client: GitHubClient,
  root: string,
  release: ReleaseOutcome,
): Promise<PublishedRelease[]> {
  const there = await git.remoteTags(root, release.remote);
  const toPush: string[] = [];
  for (const { tag } of release.tags) {
    const commit = there.get(tag);
    if (commit === undefined) toPush.push(tag);
    else if (commit !== release.commit)
      throw new ToolInputError(
        `the tag ${shown(tag)} on ${shown(release.remote)} points at ${commit.slice(0, 7)}, not at the release commit ${release.commit.slice(0, 7)}: refusing to publish.`,
      );
  }
  const refspecs = [
    ...(release.branch ? [branchRefspec(`refs/heads/${release.branch}`, release.branch)] : []),
    ...toPush.map(tagRefspec),
  ];
  return publishReleases(
    client,
    release.tags.map((entry) => ({
      tag: entry.tag,
      name: entry.tag,
      notes: entry.notes,
      prerelease: entry.prerelease,
      commit: release.commit,
    })),
    {
      push: () => pushAtomic(root, release.remote, refspecs),
      unpush: () => pushAtomic(root, release.remote, toPush.map(deleteTagRefspec)),
    },
  );
}

async function subjectOf(root: string, rev: string): Promise<string> {
  return (await git.runGit(root, ['log', '-1', '--format=%s', rev, '--'])).trim();
}

async function versionAt(root: string, rev: string, dir: string): Promise<string | undefined> {
  const path = dir ? `${dir}/package.json` : 'package.json';
  try {
    const parsed: unknown = parseNpmJson(await git.runGit(root, ['show', `${rev}:${path}`]));
    return typeof parsed === 'object' &&
      parsed !== null &&
      'version' in parsed &&
      typeof parsed.version === 'string'
      ? parsed.version
      : undefined;
  } catch (error) {
    git.unlessGitMissing(error);
    return undefined;
  }
}

/**
 * A release commit at HEAD whose tags and Releases are not all published yet: a merged release pull request
 * (squashed or rebased: HEAD is the `chore(release): …` commit; merged: HEAD's second parent is), or a release
 * whose publishing failed before. The packages are those whose package.json version the release commit changed
 * (against HEAD's first parent); each one's notes are its CHANGELOG.md section. Null when HEAD is no release
 * commit.
 */
export async function pendingRelease(
  root: string,
  remote: string,
  tagFormat: string | undefined,
): Promise<ReleaseOutcome | null> {
  const [head = '', first, second] = (
    await git.runGit(root, ['rev-list', '--parents', '-n', '1', 'HEAD', '--'])
  )
    .trim()
    .split(' ');
  if (!first) return null;
  const released =
    RELEASE_SUBJECT.test(await subjectOf(root, head)) ||
    (second !== undefined && RELEASE_SUBJECT.test(await subjectOf(root, second)));
  if (!released) return null;
  const workspace = await readWorkspace(root);
  const tagsByCommit = await git.readTags(root);
  const changed: { name: string; version: string; changelog: string }[] = [];
  for (const { manifest } of workspace.packages) {
    if (manifest.private) continue;
    const before = await versionAt(root, first, manifest.dir);
    if (before === undefined || before === manifest.version) continue;
    const label = manifest.dir ? `${manifest.dir}/CHANGELOG.md` : 'CHANGELOG.md';
    const changelog = await readUnlessLink(join(root, manifest.dir, 'CHANGELOG.md'), label);
    // A hand edit of the merged pull request may have put escapes in: the tag and the Release carry none.
    changed.push({
      name: manifest.name,
      version: manifest.version,
      changelog: terminalText(changelog, { multiline: true }),
    });
  }
  const tags = runMergedRelease({
    tags: [...tagsByCommit.values()].flat(),
    ...(tagFormat === undefined ? {} : { tagFormat }),
    names: workspace.packages.map((file) => file.manifest.name),
    released: changed,
  });
  if (tags.length === 0) return null;
  return { commit: head, branch: await git.currentBranch(root), remote, tags };
}

/**
 * The tags of a pending release, made where missing (annotated, on HEAD); a tag that exists on another commit is
 * refused.
 */
export async function tagPendingRelease(root: string, release: ReleaseOutcome): Promise<string[]> {
  const made: string[] = [];
  for (const entry of release.tags) {
    const existing = await localTagCommit(root, entry.tag);
    if (existing === release.commit) continue;
    if (existing)
      throw new ToolInputError(
        `the tag ${shown(entry.tag)} already exists on ${existing.slice(0, 7)}, not on the release commit ${release.commit.slice(0, 7)}.`,
      );
    const message = `${entry.name} ${entry.version}\n${entry.notes ? `\n${entry.notes}\n` : ''}`;
    await git.createAnnotatedTag(root, entry.tag, release.commit, message);
    made.push(entry.tag);
  }
  return made;
}

/** The release pull request's body: what merging it publishes, each package's notes under its tag. */
export function releasePullBody(release: Pick<ReleaseOutcome, 'tags'>): string {
  const sections = release.tags.map((entry) => `## ${entry.tag}\n\n${entry.notes.trim() || '_No notes._'}`);
  return [
    'Merging this pull request releases the packages below: the next `toolbox release --pr` (or `--github`) run on',
    'the base branch tags the merged commit and publishes one GitHub Release per tag.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ]
    .join('\n')
    .trimEnd();
}

/**
 * `--pr`: the release commit goes on `release/<base>` instead of the base branch, which is force-pushed (the
 * tool owns it: each run rebuilds it from the base) and proposed as one pull request, opened or updated. `write`
 * makes the release commit on the checked-out branch; the base branch is checked out again afterwards, whatever
 * happens.
 */
export async function proposeRelease<T extends ReleaseOutcome>(
  client: GitHubClient,
  root: string,
  options: { base: string | undefined; remote: string; title: string },
  write: () => Promise<T>,
): Promise<OpenedPull & { branch: string; release: T }> {
  const { base, remote } = options;
  if (!base) throw new ToolInputError('--pr needs a branch to propose the release to: HEAD is detached.');
  const branch = `${RELEASE_BRANCH_PREFIX}${base}`;
  await git.runGit(root, ['switch', '--quiet', '-C', branch]);
  try {
    const release = await write();
    await pushAtomic(root, remote, [`+${branchRefspec(`refs/heads/${branch}`, branch)}`]);
    const pull = await openOrUpdatePull(client, {
      head: branch,
      base,
      title: options.title,
      body: releasePullBody(release),
    });
    return { ...pull, branch, release };
  } finally {
    await git.runGit(root, ['switch', '--quiet', base]).catch(() => {});
  }
}
