import { seededNumbers } from '@toolbox/core/deterministic/seeded-random';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';
import { replaySkeleton, type Skeleton, type SkeletonCommit } from './skeleton-repo';

/** Whole numbers below `below`, the same on every run. */
function prng(seed: number) {
  const next = seededNumbers(seed);
  return (below: number) => Math.floor(next() * below);
}

/**
 * A random history with branches, merges of two and three parents, long-lived branches merged late, tags on
 * branches, two tags on one commit, commits of the same second and clocks that go backwards.
 */
function randomSkeleton(seed: number, size: number): Skeleton {
  const pick = prng(seed);
  const commits: SkeletonCommit[] = [];
  let time = 1_700_000_000;
  for (let index = 0; index < size; index++) {
    const near = () =>
      Math.max(0, index - 1 - pick(pick(4) === 0 ? Math.max(index, 1) : Math.min(Math.max(index, 1), 6)));
    // Mostly the previous commit (so most of the history is HEAD's), at times an older one: a branch.
    const parents = index === 0 ? [] : [pick(4) === 0 ? near() : index - 1];
    const more = pick(10);
    if (index > 0 && more < 3) parents.push(near());
    if (index > 0 && more === 0) parents.push(near());
    // Mostly a minute apart; sometimes the same second, sometimes an hour earlier (a skewed clock).
    const step = pick(8);
    time += step === 0 ? 0 : step === 1 ? -3_600 : 60;
    const version = `v1.${index}.0`;
    const tags = pick(6) === 0 ? (pick(5) === 0 ? [version, `v1.${index}.1`] : [version]) : [];
    commits.push({
      index,
      parents: [...new Set(parents)],
      time,
      tags,
      message: `feat: change ${index}`,
      paths: ['.'],
      cliff: null,
    });
  }
  // The last commit merges every branch left open, as a release branch gathering them would: HEAD holds it all.
  const merged = new Set(commits.flatMap((commit) => commit.parents));
  const open = commits.filter((commit) => !merged.has(commit.index)).map((commit) => commit.index);
  commits.push({
    index: size,
    parents: open,
    time: time + 60,
    tags: [],
    message: 'feat: gather every branch',
    paths: ['.'],
    cliff: null,
  });
  return { name: `random-${seed}`, head: '', commits };
}

interface JsonRelease {
  tag?: string;
  changes: Record<string, { hash: string }[]>;
}

describe('releases by ancestry on real repositories with merges, against git', () => {
  it.each([
    [1, 60],
    [2, 200],
    [3, 400],
  ])(
    'history %i (%i commits): each commit in the release git rev-list gives its tag',
    (seed, size) => {
      const repo = replaySkeleton(randomSkeleton(seed, size));
      const result = toolboxIn(
        repo.dir,
        ['changelog', '--all', '--format', 'json', '--tag-pattern', '.', '--include-other', '--keep-empty'],
        { timeout: 60_000 },
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const releases = (JSON.parse(result.stdout) as { releases: JsonRelease[] }).releases;
      const ours = new Map<string, string>();
      for (const release of releases)
        for (const item of Object.values(release.changes).flat()) ours.set(item.hash, release.tag ?? '');
      // git's own answer, one query per release tag (oldest first): its whole history (`git rev-list TAG`), less
      // what an earlier tag holds. Not `rev-list TAG --not EARLIER`: with clocks that go backwards git's walk stops
      // early there (its date slop) and hands out commits an earlier tag holds.
      const expected = new Map<string, string>();
      const historyOf = (ref: string) => repo.git('rev-list', ref, '--').split('\n').filter(Boolean);
      for (const tag of [...releases.flatMap((release) => release.tag ?? [])].reverse())
        for (const hash of historyOf(`refs/tags/${tag}`)) if (!expected.has(hash)) expected.set(hash, tag);
      const head = historyOf('HEAD');
      for (const hash of head) if (!expected.has(hash)) expected.set(hash, '');
      expect(ours).toEqual(expected);
      // Every commit HEAD holds is listed (each is a feat), merges and all; most of the history is HEAD's.
      expect(ours.size).toBe(head.length);
      expect(head.length).toBe(size + 1);
      expect(releases.length).toBeGreaterThan(size / 10);
    },
    60_000,
  );
});
