import { ToolInputError } from '@toolbox/core/errors';
import { runGit, unlessGitMissing } from '../../platform/git';
import { withoutCredentials } from './github/repository';

/**
 * What publishing asks of the remote: which tags it has, and one atomic push (or removal) of refs. Ref names are
 * always written out in full (`refs/tags/<name>`) so no tag name can read as an option, and every call is an
 * argument array: nothing reaches a shell.
 */

/** The commit a local tag points at (peeled), or undefined when there is no such tag. */
export async function localTagCommit(cwd: string, tag: string): Promise<string | undefined> {
  try {
    return (
      (await runGit(cwd, ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`])).trim() ||
      undefined
    );
  } catch (error) {
    unlessGitMissing(error);
    return undefined;
  }
}

/** One `git push --atomic`: every ref lands or none does. */
export async function pushAtomic(
  cwd: string,
  remote: string,
  refspecs: readonly string[],
  options: { forceWithLease?: string } = {},
): Promise<void> {
  if (refspecs.length === 0) return;
  const args = ['push', '--atomic', '--quiet', '--no-verify'];
  if (options.forceWithLease !== undefined) args.push(`--force-with-lease=${options.forceWithLease}`);
  try {
    await runGit(cwd, [...args, '--', remote, ...refspecs]);
  } catch (error) {
    unlessGitMissing(error);
    throw new ToolInputError(
      withoutCredentials(
        `pushing to ${remote} failed: ${error instanceof Error ? error.message.replace(/^git push: /, '') : String(error)}`,
      ),
    );
  }
}

export const tagRefspec = (tag: string) => `refs/tags/${tag}:refs/tags/${tag}`;
export const deleteTagRefspec = (tag: string) => `:refs/tags/${tag}`;
export const branchRefspec = (from: string, branch: string) => `${from}:refs/heads/${branch}`;
