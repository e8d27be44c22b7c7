import { seededNumbers } from '@toolbox/core/deterministic/seeded-random';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';
import { type ReplayedRepo, replaySkeleton, type Skeleton, type SkeletonCommit } from './skeleton-repo';

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

/** Each listed commit's release: its tag, '' for the next (untagged) one. */
function releaseOf(releases: readonly JsonRelease[]): Map<string, string> {
  const ours = new Map<string, string>();
  for (const release of releases)
    for (const item of Object.values(release.changes).flat()) ours.set(item.hash, release.tag ?? '');
  return ours;
}

/**
 * git's own answer, one query per release tag (oldest first): its whole history (`git rev-list TAG`), less what an
 * earlier tag holds; '' for what HEAD holds beyond them. Not `rev-list TAG --not EARLIER`: with clocks that go
 * backwards git's walk stops early there (its date slop) and hands out commits an earlier tag holds.
 */
function gitReleaseOf(repo: ReplayedRepo, oldestFirst: readonly string[]) {
  const expected = new Map<string, string>();
  const historyOf = (ref: string) => repo.git('rev-list', ref, '--').split('\n').filter(Boolean);
  for (const tag of oldestFirst)
    for (const hash of historyOf(`refs/tags/${tag}`)) if (!expected.has(hash)) expected.set(hash, tag);
  const head = historyOf('HEAD');
  for (const hash of head) if (!expected.has(hash)) expected.set(hash, '');
  return { expected, head };
}

const ALL = [
  'changelog',
  '--all',
  '--format',
  'json',
  '--tag-pattern',
  '.',
  '--include-other',
  '--keep-empty',
];
/** The next release alone: what `toolbox changelog` lists without --all or --from. */
const NEXT = ALL.filter((arg) => arg !== '--all');

function changelogJson(repo: ReplayedRepo, args: string[]): JsonRelease[] {
  const result = toolboxIn(repo.dir, args, { timeout: 60_000 });
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return (JSON.parse(result.stdout) as { releases: JsonRelease[] }).releases;
}

/** The hashes git gives the next release, and the next release's as we list it. */
function nextRelease(repo: ReplayedRepo, expected: Map<string, string>, flags: string[] = []) {
  const [next, ...rest] = changelogJson(repo, [...NEXT, ...flags]);
  expect(rest).toEqual([]);
  expect(next?.tag).toBeUndefined();
  return {
    ours: [...releaseOf(next ? [next] : []).keys()].sort(),
    git: [...expected].flatMap(([hash, tag]) => (tag === '' ? [hash] : [])).sort(),
  };
}

describe('releases by ancestry on real repositories with merges, against git', () => {
  it.each([
    [1, 60],
    [2, 200],
    [3, 400],
  ])(
    'history %i (%i commits): each commit in the release git rev-list gives its tag',
    async (seed, size) => {
      const repo = await replaySkeleton(randomSkeleton(seed, size));
      const releases = changelogJson(repo, ALL);
      const ours = releaseOf(releases);
      const { expected, head } = gitReleaseOf(
        repo,
        [...releases.flatMap((release) => release.tag ?? [])].reverse(),
      );
      expect(ours).toEqual(expected);
      // Every commit HEAD holds is listed (each is a feat), merges and all; most of the history is HEAD's.
      expect(ours.size).toBe(head.length);
      expect(head.length).toBe(size + 1);
      expect(releases.length).toBeGreaterThan(size / 10);
      // Without --all, the next release alone: the same commits.
      const next = nextRelease(repo, expected);
      expect(next.ours).toEqual(next.git);
    },
    60_000,
  );

  // A commit made with a clock a day ahead (c), then released under v1.0.0 at the end of a branch of eight commits
  // dated right: git's walk of `HEAD --not v0.1.0 v1.0.0` gives up on the branch before it reaches c, and lists c.
  it('without --all, leaves out a commit an earlier tag holds when the clocks go backwards', async () => {
    const at = (index: number, parents: number[], time: number, message: string, tags: string[] = []) => ({
      index,
      parents,
      time: 1_700_000_000 + time,
      tags,
      message,
      paths: ['.'],
      cliff: null,
    });
    const branch = Array.from({ length: 8 }, (_, n) =>
      at(2 + n, [1 + n], 160 + n * 10, `feat: branch ${n + 1}`, n === 7 ? ['v1.0.0'] : []),
    );
    const repo = await replaySkeleton({
      name: 'skewed-clock',
      head: '',
      commits: [
        at(0, [], 100, 'feat: base', ['v0.1.0']),
        at(1, [0], 86_400, 'feat: ahead of the clock'),
        ...branch,
        at(10, [1], 90_000, 'feat: side'),
        at(11, [10, 9], 100_000, 'feat: merge the release'),
      ],
    });
    const { expected } = gitReleaseOf(repo, ['v0.1.0', 'v1.0.0']);
    expect(expected.get(repo.hashes[1] as string)).toBe('v1.0.0');
    // The premise: git's own walk gets it wrong here.
    expect(repo.git('rev-list', 'HEAD', '--not', 'v0.1.0', 'v1.0.0').split('\n')).toContain(repo.hashes[1]);
    const next = nextRelease(repo, expected);
    expect(next.git).toEqual([repo.hashes[10], repo.hashes[11]].sort());
    expect(next.ours).toEqual(next.git);
    // The same with a path filter (every commit touches the file), which once took the same walk.
    expect(nextRelease(repo, expected, ['--include-path', '.touched']).ours).toEqual(next.git);
  });
});
