// `toolbox release` against the repository: the checks before anything happens (a clean tree, a branch, no
// existing tag), the plan from the packages, tags and history, then the writes (package.json, pnpm-lock.yaml,
// CHANGELOG.md), the commit, the tags and the push. git runs with argument arrays only; every write is undone
// if anything fails before the commit.
import { join } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import type { Clock } from '@toolbox/core/ports';
import {
  type ReleasePlan,
  type ReleaseTag,
  runReleaseFiles,
  runReleasePlan,
} from '@toolbox/core/tools/changelog-generator';
import { UsageError } from '../../errors';
import * as git from '../../platform/git';
import { historyWithFiles } from '../../platform/git-history';
import { readUnlessLink } from '../../platform/safe-write';
import { terminalText } from '../../terminal-text';
import { FileTransaction, type ManifestFile, readWorkspace } from './files';

export interface ReleaseRequest {
  prerelease?: string;
  firstRelease: boolean;
  releaseAs?: string;
  tagFormat?: string;
  bumpDependents: boolean;
  allowDetached: boolean;
  remote: string;
  /** The tags are to be pushed: one that exists on the remote is refused too. */
  push: boolean;
  repoUrl?: string;
}

export interface PreparedRelease {
  root: string;
  branch: string | undefined;
  remote: string;
  plan: ReleasePlan;
  manifests: ManifestFile[];
  /** The release commit's message. */
  commitMessage: string;
  /** Each new tag with its message and notes (Markdown), in the plan's order. */
  tags: ReleaseTag[];
  /** What the plan could not follow, one line each (for stderr). */
  warnings: string[];
}

const shown = (text: string) => terminalText(text);

/** The checks, then the plan; nothing is written. */
export async function prepareRelease(
  cwd: string,
  clock: Clock,
  request: ReleaseRequest,
): Promise<PreparedRelease> {
  const located = await git.locate(cwd, 'HEAD').catch((error: unknown) => {
    git.unlessGitMissing(error);
    throw new ToolInputError('the repository has no commit yet: nothing to release.');
  });
  if (!located) throw new UsageError('not inside a git repository.');
  const { root, shallow } = located;
  // Every read at once (none writes); the checks then refuse in order.
  const [changed, branch, tagsByCommit, repoUrl] = await Promise.all([
    git.changedPaths(root),
    git.currentBranch(root),
    git.readTags(root),
    request.repoUrl ?? git.originUrl(root),
  ]);
  const history = historyWithFiles(root, 'HEAD', tagsByCommit);
  // A refusal below must not leave the history's read unhandled.
  history.catch(() => {});
  if (changed.length > 0) {
    throw new ToolInputError(
      `the working tree is not clean (${changed.slice(0, 3).map(shown).join(', ')}${changed.length > 3 ? ', ...' : ''}): commit or stash first.`,
    );
  }
  if (!branch && !request.allowDetached) {
    throw new ToolInputError('HEAD is detached: check out a branch, or give --allow-detached.');
  }
  if (shallow) {
    throw new ToolInputError(
      'this is a shallow clone: run `git fetch --unshallow --tags` (or check out with fetch-depth: 0) first.',
    );
  }
  const workspace = await readWorkspace(root);
  const tags = [...tagsByCommit.values()].flat();
  // Commit messages are the authors' text: escape sequences and control characters are dropped before they reach
  // CHANGELOG.md, the tags, the release commit, a GitHub Release or a pull request (the rule of `changelog -o`).
  const commits = (await history).map((commit) => ({
    ...commit,
    author: terminalText(commit.author),
    subject: terminalText(commit.subject),
    body: terminalText(commit.body, { multiline: true }),
  }));
  const planned = runReleasePlan(
    {
      packages: workspace.packages.map((file) => file.manifest),
      others: workspace.others.map((file) => file.manifest),
      commits,
      tags,
      preid: request.prerelease,
      firstRelease: request.firstRelease,
      releaseAs: request.releaseAs,
      tagFormat: request.tagFormat,
      bumpDependents: request.bumpDependents,
      repoUrl,
    },
    clock,
  );
  const { plan } = planned;
  const existing = new Set([
    ...tags,
    ...(request.push ? (await git.remoteTags(root, request.remote)).keys() : []),
  ]);
  const taken = plan.releases.find((release) => existing.has(release.tag));
  if (taken) {
    throw new ToolInputError(
      `the tag ${shown(taken.tag)} already exists${tags.includes(taken.tag) ? '' : ` on ${shown(request.remote)}`}: ${shown(taken.name)} ${taken.next} was released before (is package.json's version behind its tags?).`,
    );
  }
  return {
    root,
    branch,
    remote: request.remote,
    plan,
    manifests: [...workspace.packages, ...workspace.others],
    commitMessage: planned.commitMessage,
    tags: planned.tags,
    warnings: workspace.ignoredConfigKeys
      ? [
          `release-please-config.json: ${workspace.ignoredConfigKeys.map(shown).join(', ')} ignored (they may change what release-please would release).`,
        ]
      : [],
  };
}

/** The files core rewrites, written in order: the manifests as read, anything else read just now (never a link). */
async function writeFiles(prepared: PreparedRelease, files: FileTransaction) {
  const { plan, root, manifests } = prepared;
  const read = (path: string) =>
    manifests.find((file) => file.shown === path)?.text ?? readUnlessLink(join(root, path), path);
  for (const file of await runReleaseFiles(plan, async (path) => read(path))) {
    await files.write(join(root, file.path), file.text, file.path);
  }
}

/**
 * Writes the files and makes the release commit; returns its hash. Any failure on the way puts every file
 * (and the index) back as it was, and the error goes on.
 */
export async function writeRelease(prepared: PreparedRelease): Promise<string> {
  const files = new FileTransaction();
  const paths = () => files.paths;
  try {
    await writeFiles(prepared, files);
    await git.stagePaths(prepared.root, paths());
    return await git.commitStaged(prepared.root, prepared.commitMessage);
  } catch (error) {
    if (paths().length > 0) await git.unstagePaths(prepared.root, paths()).catch(() => {});
    await files.rollback();
    throw error;
  }
}

/**
 * The annotated tags on the release commit; if one cannot be made, those made are deleted again and the release
 * commit is taken back, so the repository is as the release found it.
 */
export async function tagRelease(prepared: PreparedRelease, commit: string): Promise<void> {
  const made: string[] = [];
  try {
    for (const { tag, message } of prepared.tags) {
      await git.createAnnotatedTag(prepared.root, tag, commit, message);
      made.push(tag);
    }
  } catch (error) {
    for (const tag of made) await git.deleteTag(prepared.root, tag).catch(() => {});
    await git.undoCommit(prepared.root, commit).catch(() => {});
    throw error;
  }
}

/** `--push`: the branch first (the commit the tags point at), then the tags, each by its full ref. */
export async function pushRelease(
  prepared: PreparedRelease,
  outcome: { branch: string | undefined; commit: string; tags: readonly { tag: string }[] },
): Promise<void> {
  const head = outcome.branch ? `refs/heads/${outcome.branch}` : undefined;
  if (head) await git.pushRefs(prepared.root, prepared.remote, [`${head}:${head}`]);
  await git.pushRefs(
    prepared.root,
    prepared.remote,
    outcome.tags.map(({ tag }) => `refs/tags/${tag}:refs/tags/${tag}`),
  );
}
