// Real histories (fixtures/git-skeletons, see SOURCES.md): commitlint releases with lerna's
// `--conventional-commits` in fixed mode, so each of its releases is the bump its Conventional Commits called
// for. For every stable release, the plan made from the history just before it (the previous release's version,
// every commit the release tag contains) must name the version commitlint actually released.
import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import { runReleasePlan } from '@toolbox/core/tools/changelog-generator';
import { describe, expect, it } from 'vitest';
import { historyUpTo } from './skeleton-history';
import { readSkeleton } from './skeleton-repo';

const clock = fixedClock('2026-03-09T12:00:00Z');
/** Stable versions only: compared part by part. */
function byVersion(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number)) as [number[], number[]];
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
}
describe('toolbox release on commitlint, released with lerna --conventional-commits', () => {
  const { commits } = readSkeleton('commitlint');
  const releases = commits
    .flatMap((commit) =>
      commit.tags
        .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
        .map((tag) => ({ tag, version: tag.slice(1), index: commit.index })),
    )
    .sort((a, b) => byVersion(a.version, b.version));

  it('names the version commitlint released, release after release', () => {
    const outcomes = releases.slice(1).map((release, position) => {
      const previous = releases[position] as (typeof releases)[number];
      const history = historyUpTo(commits, release.index, { dropTipTags: true });
      const { plan } = runReleasePlan(
        {
          packages: [{ name: 'commitlint', dir: '', version: previous.version, private: false }],
          commits: history,
          tags: history.flatMap((commit) => commit.tags),
        },
        clock,
      );
      return { from: previous.version, released: release.version, planned: plan.releases[0]?.next ?? null };
    });
    const level = (from: string, to: string) => {
      const [a, b] = [from, to].map((version) => version.split('.').map(Number)) as [number[], number[]];
      return a[0] !== b[0] ? 'major' : a[1] !== b[1] ? 'minor' : 'patch';
    };
    const agree = outcomes.filter((outcome) => outcome.planned === outcome.released);
    const differing = outcomes.filter((outcome) => outcome.planned !== outcome.released);
    // Nothing released here: no feat, fix, perf, revert or breaking change since the last release. lerna's
    // angular bump releases a patch for any commit (chore(deps) included); the analyzer and we do not.
    const nothing = differing.filter((outcome) => outcome.planned === null);
    // The same level, a version number skipped (a failed publish, a hand-made tag): ours is the next one.
    const skipped = differing.filter(
      (outcome) =>
        outcome.planned && level(outcome.from, outcome.planned) === level(outcome.from, outcome.released),
    );
    // Another level: a major made by hand (1.0.0, 2.1.0, 5.0.0, 7.0.0, 8.0.0), or a commit's type or BREAKING
    // footer read differently by lerna's parser of the day.
    const otherLevel = differing.filter(
      (outcome) => !nothing.includes(outcome) && !skipped.includes(outcome),
    );
    expect({
      releases: outcomes.length,
      agree: agree.length,
      nothing: nothing.length,
      skipped: skipped.length,
      otherLevel: otherLevel.length,
    }).toEqual({ releases: 206, agree: 168, nothing: 22, skipped: 4, otherLevel: 12 });
  });
});
