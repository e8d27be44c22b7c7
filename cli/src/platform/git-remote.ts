import { ToolInputError } from '@toolbox/core/errors';
import { runGit } from './git';

/**
 * What publishing asks of the remote: which tags it has, and one atomic push (or removal) of refs. Ref names are
 * always written out in full (`refs/tags/<name>`) so no tag name can read as an option, and every call is an
 * argument array: nothing reaches a shell.
 */

/** The remote's tags: name to the commit each points at (annotated tags peeled). */
export async function remoteTags(cwd: string, remote: string): Promise<Map<string, string>> {
  const tags = new Map<string, string>();
  const peeled = new Map<string, string>();
  for (const line of (await runGit(cwd, ['ls-remote', '--tags', '--', remote])).split('\n')) {
    const match = /^([0-9a-f]{40,64})\trefs\/tags\/(.+)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    if (match[2].endsWith('^{}')) peeled.set(match[2].slice(0, -3), match[1]);
    else tags.set(match[2], match[1]);
  }
  for (const [name, commit] of peeled) tags.set(name, commit);
  return tags;
}

/** The commit a local tag points at (peeled), or undefined when there is no such tag. */
export async function localTagCommit(cwd: string, tag: string): Promise<string | undefined> {
  try {
    return (
      (await runGit(cwd, ['rev-parse', '--verify', '--quiet', `refs/tags/${tag}^{commit}`])).trim() ||
      undefined
    );
  } catch {
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
    throw new ToolInputError(
      `pushing to ${remote} failed: ${error instanceof Error ? error.message.replace(/^git push: /, '') : String(error)}`,
    );
  }
}

export const tagRefspec = (tag: string) => `refs/tags/${tag}:refs/tags/${tag}`;
export const deleteTagRefspec = (tag: string) => `:refs/tags/${tag}`;
export const branchRefspec = (from: string, branch: string) => `${from}:refs/heads/${branch}`;
