// What `toolbox release` calls for --github and --pr: the command keeps the plan, the files, the commit and the
// tags; these steps add the checks before it writes, the publishing after it tags, the release pull request, and
// the run that finds a merged release commit at HEAD and publishes it.
import { ToolInputError } from '@toolbox/core/errors';
import * as git from '../../../platform/git';
import { terminalText } from '../../../terminal-text';
import type { ReleaseOutcome } from '../outcome';
import type { PreparedRelease } from '../repository';
import { GitHubClient } from './client';
import {
  checkGitHubRelease,
  pendingRelease,
  proposeRelease,
  publishToGitHub,
  remoteUrl,
  tagPendingRelease,
} from './publish-release';
import type { OpenedPull } from './pull-request';
import type { PublishedRelease } from './releases';
import { gitHubTarget } from './repository';

type Env = Readonly<Record<string, string | undefined>>;

interface StepOptions {
  remote: string;
  tagFormat?: string;
  allowDetached: boolean;
  pr: boolean;
}

export interface GitHubPublishing {
  /** After the commit and the tags exist locally: the Releases, with the push between drafts and publication. */
  publish(release: ReleaseOutcome): Promise<PublishedRelease[]>;
  /** --pr: `write` makes the release commit on release/<branch>, which becomes the pull request. */
  propose<T extends ReleaseOutcome>(
    write: () => Promise<T>,
  ): Promise<OpenedPull & { branch: string; release: T }>;
}

/** Before the release writes anything: the GitHub target and token, access to the repository, free tag names. */
export async function prepareGitHub(
  prepared: PreparedRelease,
  options: StepOptions,
  env: Env,
): Promise<GitHubPublishing> {
  const client = await checkGitHubRelease(
    prepared.root,
    options.remote,
    options.pr ? [] : prepared.plan.releases.map((release) => release.tag),
    env,
  );
  return {
    publish: (release) => publishToGitHub(client, prepared.root, release),
    propose: (write) =>
      proposeRelease(
        client,
        prepared.root,
        { base: prepared.branch, remote: options.remote, title: subjectOf(prepared) },
        write,
      ),
  };
}

function subjectOf(prepared: PreparedRelease): string {
  return prepared.commitMessage.split('\n')[0] ?? 'chore(release)';
}

export interface PendingPublished {
  commit: string;
  tags: string[];
  published: PublishedRelease[];
}

/**
 * When HEAD is a release commit not yet fully published (a merged release pull request, or a run whose
 * publishing failed): its tags, made where missing, and its Releases. Undefined when HEAD is no release commit,
 * so the command plans a new release. Refuses a dirty tree and a detached HEAD (without --allow-detached) like
 * the command does. Tags this run made are deleted again if publishing fails.
 */
export async function publishPending(
  cwd: string,
  options: StepOptions,
  env: Env,
): Promise<PendingPublished | undefined> {
  const root = await git.repositoryRoot(cwd);
  if (!root) return undefined;
  const pending = await pendingRelease(root, options.remote, options.tagFormat);
  if (!pending) return undefined;
  const changed = await git.changedPaths(root);
  if (changed.length > 0)
    throw new ToolInputError(
      `the working tree is not clean (${changed
        .slice(0, 3)
        .map((path) => terminalText(path))
        .join(', ')}): commit or stash first.`,
    );
  if (!pending.branch && !options.allowDetached)
    throw new ToolInputError('HEAD is detached: check out a branch, or give --allow-detached.');
  const client = new GitHubClient(gitHubTarget(env, await remoteUrl(root, options.remote)));
  const made = await tagPendingRelease(root, pending);
  try {
    const published = await publishToGitHub(client, root, pending);
    return { commit: pending.commit, tags: pending.tags.map((entry) => entry.tag), published };
  } catch (error) {
    for (const tag of made) await git.deleteTag(root, tag).catch(() => {});
    throw error;
  }
}
