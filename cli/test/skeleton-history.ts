import type { ReleaseCommit } from '@toolbox/core/tools/changelog-generator';
import type { SkeletonCommit } from './skeleton-repo';

/** A skeleton commit's stand-in hash (the skeletons keep no source hashes). */
const hashOf = (index: number) => index.toString(16).padStart(40, '0');

/** Whether each commit is `tip` or one of its ancestors. */
export function ancestorsOf(commits: readonly SkeletonCommit[], tip: number): Uint8Array {
  const inside = new Uint8Array(commits.length);
  const stack = [tip];
  while (stack.length > 0) {
    const at = stack.pop() as number;
    if (at < 0 || inside[at]) continue;
    inside[at] = 1;
    stack.push(...(commits[at] as SkeletonCommit).parents);
  }
  return inside;
}

/**
 * The commits `tip` contains, newest first, as the release plan reads them (touched folders as files), with the
 * tags they carry: the repository reset to `tip` with its unreachable tags removed. `dropTipTags`: the tags on
 * `tip` itself are the release being made.
 */
export function historyUpTo(
  commits: readonly SkeletonCommit[],
  tip: number,
  { dropTipTags = false } = {},
): ReleaseCommit[] {
  const inside = ancestorsOf(commits, tip);
  const picked: ReleaseCommit[] = [];
  for (let index = commits.length - 1; index >= 0; index--) {
    if (!inside[index]) continue;
    const commit = commits[index] as SkeletonCommit;
    const [subject = '', ...body] = commit.message.split('\n');
    picked.push({
      hash: hashOf(index),
      parents: commit.parents.map(hashOf),
      date: new Date(commit.time * 1000).toISOString(),
      author: '',
      subject,
      body: body.join('\n').trim(),
      tags: dropTipTags && index === tip ? [] : commit.tags,
      files: commit.paths.map((path) => `${path === '.' ? '' : `${path}/`}file`),
    });
  }
  return picked;
}
