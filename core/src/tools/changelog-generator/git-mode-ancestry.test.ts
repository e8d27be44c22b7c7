import { describe, expect, it } from 'vitest';
import { seededNumbers } from '../../deterministic/seeded-random';
import { type Commit, partitionByTags, tagVersion } from './git-mode';

describe('the ancestry cut against per-tag reachability', () => {
  /** Whole numbers below `below`, the same on every run. */
  function prng(seed: number) {
    const next = seededNumbers(seed);
    return (below: number) => Math.floor(next() * below);
  }

  /**
   * A random history with branches, merges (two and three parents) and tags, oldest first with every parent
   * before its children; some tags on branches that are merged later, some never merged, two on one commit.
   */
  function randomHistory(seed: number, size: number): Commit[] {
    const pick = prng(seed);
    const oldestFirst: Commit[] = [];
    const hashOf = (index: number) => index.toString(16).padStart(40, '0');
    for (let index = 0; index < size; index++) {
      const parents: string[] = [];
      if (index > 0) {
        // Mostly the latest few commits (long-lived branches sometimes), at times one or two more: merges.
        const near = () => Math.max(0, index - 1 - pick(pick(4) === 0 ? index : Math.min(index, 6)));
        parents.push(hashOf(near()));
        const more = pick(10);
        if (more < 3) parents.push(hashOf(near()));
        if (more === 0) parents.push(hashOf(near()));
      }
      const tags =
        pick(5) === 0 ? (pick(6) === 0 ? [`v1.${index}.0`, `v1.${index}.1`] : [`v1.${index}.0`]) : [];
      oldestFirst.push({
        hash: hashOf(index),
        date: '2026-01-02T10:00:00Z',
        author: 'Ada',
        subject: `feat: change ${index}`,
        body: '',
        tags,
        parents: [...new Set(parents)],
      });
    }
    return oldestFirst.reverse();
  }

  /**
   * The per-tag answer, as `git tag --contains` gives it: every tag's whole history (nothing shared between
   * tags, no walk stopping early), and each commit goes to the first tag, oldest first, whose history holds it.
   */
  function perTagAnswer(commits: readonly Commit[]): Map<string, string> {
    const byHash = new Map(commits.map((commit) => [commit.hash, commit]));
    const owner = new Map<string, string>();
    for (const tagged of [...commits].reverse()) {
      const tag = [...tagged.tags].sort((a, b) =>
        (tagVersion(b) ?? '').localeCompare(tagVersion(a) ?? ''),
      )[0];
      if (!tag) continue;
      const history = new Set<string>();
      const stack = [tagged.hash];
      while (stack.length > 0) {
        const hash = stack.pop() as string;
        if (history.has(hash)) continue;
        history.add(hash);
        stack.push(...(byHash.get(hash)?.parents ?? []));
      }
      for (const hash of history) if (!owner.has(hash)) owner.set(hash, tag);
    }
    return owner;
  }

  it.each([
    [1, 40],
    [2, 120],
    [3, 300],
    [4, 300],
    [5, 1_000],
  ])('history %i (%i commits): every commit in the release the per-tag answer gives', (seed, size) => {
    const commits = randomHistory(seed, size);
    const expected = perTagAnswer(commits);
    const { tagged, untagged } = partitionByTags(commits);
    const ours = new Map<string, string>();
    for (const release of tagged) for (const commit of release.commits) ours.set(commit.hash, release.tag);
    expect(ours).toEqual(expected);
    expect(untagged.map((commit) => commit.hash)).toEqual(
      commits.filter((commit) => !expected.has(commit.hash)).map((commit) => commit.hash),
    );
    // Each release lists its commits in the history's own order (newest first).
    for (const release of tagged) {
      const positions = release.commits.map((commit) => commits.indexOf(commit));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    // Merges were made, and some tag's history was cut by an earlier one.
    expect(commits.some((commit) => (commit.parents?.length ?? 0) > 1)).toBe(true);
    expect(tagged.some((release) => release.commits.length > 0)).toBe(true);
  });
});
