// Real release points (fixtures/git-skeletons, see SOURCES.md): each repository reset to the commit just before a
// release commit, its unreachable tags gone, planned as `toolbox release --dry-run` plans it. The plan must name
// the packages the project released there, at the versions it released.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import {
  type PackageManifest,
  type ReleasePlanOptions,
  runReleasePlan,
} from '@toolbox/core/tools/changelog-generator';
import { releasePleaseConfig } from '@toolbox/core/tools/changelog-generator/release-please';
import { describe, expect, it } from 'vitest';
import { releaseRepo } from './release-repo';
import { toolboxIn } from './signed-in-toolbox';
import { ancestorsOf, historyUpTo } from './skeleton-history';
import { readSkeleton, replaySkeleton, type Skeleton } from './skeleton-repo';

const clock = fixedClock('2026-03-09T12:00:00Z');
const FIXTURES = join(import.meta.dirname, 'fixtures', 'git-skeletons');

const sameVersions = (a: Versions, b: Versions) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([name, v]) => b[name] === v);

function byVersion(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number)) as [number[], number[]];
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
}

interface Corpus {
  skeleton: Skeleton;
  /** The packages, each with the tags its releases carry (the version the first group captures). */
  packages: { manifest: Omit<PackageManifest, 'version'>; releases: RegExp }[];
  /** Release commits before this index are left out (e.g. the years before the repository was a monorepo). */
  from?: number;
  options?: ReleasePlanOptions;
}

/** Package name -> version, in the packages' order. */
type Versions = Record<string, string>;

interface Point {
  /** The release commit's index. */
  at: number;
  /** What the project released there, but for `first`. */
  released: Versions;
  /** Packages released there for the first time: no earlier release to plan from. */
  first: string[];
  /** What the plan at its parent releases, but for `later`. */
  planned: Versions;
  /** Planned packages the project released later in a pull request of their own (`separate-pull-requests`). */
  later: Versions;
}

/**
 * Every release commit (one that carries a package's release tag): the plan at its first parent, each package at
 * the version of its latest release reachable there (what its package.json then said), a package with no release
 * yet left out.
 */
function releasePoints({ skeleton, packages, from = 0, options = {} }: Corpus): Point[] {
  const { commits } = skeleton;
  const releaseOf = (tag: string) =>
    packages.flatMap(({ manifest, releases }) => {
      const version = releases.exec(tag)?.[1];
      return version === undefined ? [] : [[manifest.name, version] as const];
    });
  const points: Point[] = [];
  for (const commit of commits.slice(from)) {
    const released = Object.fromEntries(commit.tags.flatMap(releaseOf));
    const parent = commit.parents[0];
    if (Object.keys(released).length === 0 || parent === undefined) continue;
    const history = historyUpTo(commits, parent);
    const tags = history.flatMap((entry) => entry.tags);
    const manifests = packages.flatMap(({ manifest, releases }) => {
      const versions = tags.flatMap((tag) => releases.exec(tag)?.[1] ?? []).sort(byVersion);
      const version = versions.at(-1);
      return version === undefined ? [] : [{ ...manifest, version }];
    });
    const first = Object.keys(released).filter((name) => !manifests.some((pkg) => pkg.name === name));
    for (const name of first) delete released[name];
    const { plan } = runReleasePlan({ packages: manifests, commits: history, tags, ...options }, clock);
    const inside = ancestorsOf(commits, commit.index);
    const releasedLater = (name: string, version: string) =>
      commits.some(
        (other) =>
          !inside[other.index] &&
          other.tags.some((tag) => releaseOf(tag).some(([n, v]) => n === name && v === version)),
      );
    const planned: Versions = {};
    const later: Versions = {};
    for (const { name, next } of plan.releases) {
      if (released[name] === undefined && releasedLater(name, next)) later[name] = next;
      else planned[name] = next;
    }
    points.push({ at: commit.index, released, first, planned, later });
  }
  return points;
}

describe('release plans at real release points', () => {
  it('gax-nodejs (a release-please manifest monorepo, older v1.2.3 tags): each package from its own component tags', async () => {
    const config = readFileSync(join(FIXTURES, 'gax-nodejs.release-please-config.json'), 'utf8');
    const names: Record<string, string> = {
      'gax/package.json': 'google-gax',
      'tools/package.json': 'gapic-tools',
      'logging-utils/package.json': 'google-logging-utils',
    };
    const { packages: declared } = await releasePleaseConfig(config, async (path) =>
      names[path] ? JSON.stringify({ name: names[path] }) : undefined,
    );
    expect(declared.map((pkg) => [pkg.dir, pkg.tagPrefix])).toEqual([
      ['gax', 'google-gax-v'],
      ['tools', 'gapic-tools-v'],
      ['logging-utils', 'google-logging-utils-v'],
    ]);
    const skeleton = readSkeleton('gax-nodejs');
    const points = releasePoints({
      skeleton,
      from: skeleton.commits.findIndex((commit) =>
        commit.tags.some((tag) => tag.startsWith('gapic-tools-v')),
      ),
      packages: declared.map((pkg) => ({
        manifest: {
          name: pkg.name,
          dir: pkg.dir,
          private: false,
          tagPrefix: pkg.tagPrefix,
          rules: pkg.rules,
        },
        // google-gax's releases before the monorepo are its `v1.2.3` tags.
        releases: new RegExp(
          `^(?:${pkg.tagPrefix}${pkg.name === 'google-gax' ? '|v' : ''})(\\d+\\.\\d+\\.\\d+)$`,
        ),
      })),
    });
    const differing = points
      .filter((point) => !sameVersions(point.released, point.planned))
      .map(({ at, released, planned }) => ({ at, released, planned }));
    expect({
      points: points.length,
      first: points.flatMap((point) => point.first),
      later: points.filter((point) => Object.keys(point.later).length > 0).length,
    }).toEqual({ points: 36, first: ['gapic-tools', 'google-logging-utils'], later: 7 });
    expect(differing).toEqual([
      // release-please compared gapic-tools with google-gax's old v0.2.0 (its CHANGELOG's compare link says so)
      // and released a feat from before gapic-tools-v0.2.0 again; since that tag there is one fix.
      { at: 1008, released: { 'gapic-tools': '0.3.0' }, planned: { 'gapic-tools': '0.2.1' } },
      // The release pull request lists "fix: update gax dependency in gapic tools"; the history has
      // "chore: update gax dependency (#1719)" and no body (the pull request's text was edited).
      { at: 1104, released: { 'gapic-tools': '1.0.1' }, planned: {} },
    ]);
  });
});

describe('toolbox release --dry-run on gax-nodejs just before google-gax 5.0.4', () => {
  it("reads the packages from release-please-config.json and each one's previous release from its own tags", async () => {
    const skeleton = readSkeleton('gax-nodejs');
    const release = skeleton.commits.findIndex((commit) => commit.tags.includes('google-gax-v5.0.4'));
    const repo = await replaySkeleton(skeleton, { upTo: skeleton.commits[release]?.parents[0] ?? -1 });
    try {
      // What package.json and the config said there; the root package.json names no workspace.
      const files: Record<string, object> = {
        'package.json': { name: 'gax-nodejs', private: true },
        'gax/package.json': { name: 'google-gax', version: '5.0.3' },
        'tools/package.json': { name: 'gapic-tools', version: '1.0.3' },
        'logging-utils/package.json': { name: 'google-logging-utils', version: '1.1.1' },
      };
      for (const [path, json] of Object.entries(files)) {
        mkdirSync(join(repo.dir, path, '..'), { recursive: true });
        writeFileSync(join(repo.dir, path), JSON.stringify(json));
      }
      writeFileSync(
        join(repo.dir, 'release-please-config.json'),
        readFileSync(join(FIXTURES, 'gax-nodejs.release-please-config.json')),
      );
      repo.git('add', '-A');
      repo.git(
        '-c',
        'user.name=Dev',
        '-c',
        'user.email=dev@example.com',
        'commit',
        '-q',
        '-m',
        'test: the manifests and the config as they were',
      );
      const run = toolboxIn(repo.dir, ['release', '--dry-run', '--json'], {
        env: { GIT_CONFIG_NOSYSTEM: '1' },
      });
      expect(run.stderr).toBe('');
      const plan = JSON.parse(run.stdout) as {
        releases: { name: string; next: string; tag: string; previousTag?: string }[];
      };
      expect(
        plan.releases.map(({ name, next, tag, previousTag }) => ({ name, next, tag, previousTag })),
      ).toEqual([
        { name: 'google-gax', next: '5.0.4', tag: 'google-gax-v5.0.4', previousTag: 'google-gax-v5.0.3' },
      ]);
    } finally {
      rmSync(repo.dir, { recursive: true, force: true });
    }
  });
});

describe("release plans at semantic-release's release points (package.json says 0.0.0-development)", () => {
  it('plans from the latest release tag, release after release', () => {
    const { commits } = readSkeleton('semantic-release');
    const outcomes = commits.flatMap((commit) =>
      commit.tags
        .filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag))
        .map((tag) => {
          // semantic-release tags the last commit it releases: the plan is made there, before the tag.
          const history = historyUpTo(commits, commit.index, { dropTipTags: true });
          const { plan } = runReleasePlan(
            {
              packages: [{ name: 'semantic-release', dir: '', version: '0.0.0-development', private: false }],
              commits: history,
              tags: history.flatMap((entry) => entry.tags),
            },
            clock,
          );
          const release = plan.releases[0];
          return { released: tag, planned: release ? `${release.tag} from ${release.previousTag}` : null };
        }),
    );
    expect(outcomes.length).toBe(315);
    expect(outcomes.filter((outcome) => !outcome.planned?.startsWith(`${outcome.released} `))).toEqual([
      // A major made by hand when the code moved back to its main repository: no commit says breaking.
      { released: 'v4.0.0', planned: null },
      // v8.0.1 was never tagged (nor published): the next patch is v8.0.1.
      { released: 'v8.0.2', planned: 'v8.0.1 from v8.0.0' },
      // v12.4.0 and v12.4.1 tag the same commit: the plan there is v12.4.0's.
      { released: 'v12.4.1', planned: 'v12.4.0 from v12.3.0' },
    ]);
  });

  it('toolbox release takes the version from the latest tag and leaves the placeholder in package.json', () => {
    const manifest = `${JSON.stringify({ name: 'pkg', version: '0.0.0-development' }, null, 2)}\n`;
    const repo = releaseRepo({ 'package.json': manifest });
    try {
      repo.change('feat: first', 'src.txt');
      repo.git('tag', 'v1.2.3');
      repo.change('feat: more', 'src.txt');
      const dry = repo.release('--dry-run', '--json');
      expect(dry.code).toBe(0);
      const [release] = (JSON.parse(dry.stdout) as { releases: Record<string, unknown>[] }).releases;
      expect(release).toMatchObject({
        current: '1.2.3',
        next: '1.3.0',
        tag: 'v1.3.0',
        previousTag: 'v1.2.3',
      });
      expect(repo.release().code).toBe(0);
      expect(repo.tags()).toEqual(['v1.2.3', 'v1.3.0']);
      expect(repo.read('package.json')).toBe(manifest);
      expect(repo.read('CHANGELOG.md')).toContain('1.3.0');
    } finally {
      rmSync(repo.dir, { recursive: true, force: true });
    }
  });
});

describe("release plans at release-please's own release points (one package, released with release-please)", () => {
  it("plans by its config's rules", async () => {
    const config = readFileSync(join(FIXTURES, 'release-please.release-please-config.json'), 'utf8');
    const { packages } = await releasePleaseConfig(config, async () =>
      JSON.stringify({ name: 'release-please' }),
    );
    const [pkg] = packages;
    const points = releasePoints({
      skeleton: readSkeleton('release-please'),
      packages: [
        {
          manifest: {
            name: 'release-please',
            dir: '',
            private: false,
            tagPrefix: pkg?.tagPrefix,
            rules: pkg?.rules,
          },
          releases: /^v(\d+\.\d+\.\d+)$/,
        },
      ],
    });
    const differing = points
      .filter((point) => !sameVersions(point.released, point.planned))
      .map(({ at, released, planned }) => ({ at, released, planned }));
    expect(points.length).toBe(363);
    expect(differing).toEqual([
      // release-please 1.x, before it released itself by its own rules: a refactor and builds made 1.4.2.
      { at: 65, released: { 'release-please': '1.4.2' }, planned: {} },
      // The release notes list a fix the history does not have: "build(deps)", "chore" and "chore(deps)" commits
      // listed under Bug Fixes (the release pull request's text was edited; release-please reads it, not git).
      { at: 1285, released: { 'release-please': '16.14.3' }, planned: {} },
      { at: 1409, released: { 'release-please': '17.10.4' }, planned: {} },
      { at: 1415, released: { 'release-please': '17.11.1' }, planned: {} },
    ]);
  });
});

describe("toolbox release reads release-please-config.json's release rules", () => {
  const config = (extra: Record<string, unknown>) =>
    `${JSON.stringify({ 'include-component-in-tag': false, packages: { '.': extra }, ...extra }, null, 2)}\n`;

  it('changelog-sections decide which types release, and the pre-major bumps follow the config', () => {
    const repo = releaseRepo({
      'package.json': `${JSON.stringify({ name: 'pkg', version: '0.3.0' })}\n`,
      'release-please-config.json': `${JSON.stringify({
        'include-component-in-tag': false,
        'bump-patch-for-minor-pre-major': true,
        'changelog-sections': [
          { type: 'feat', section: 'Features' },
          { type: 'chore', section: 'Miscellaneous Chores' },
          { type: 'fix', section: 'Bug Fixes', hidden: true },
        ],
        versioning: 'always-bump-minor',
        plugins: ['node-workspace'],
        'separate-pull-requests': true,
        packages: { '.': { 'changelog-path': 'CHANGELOG.md' } },
      })}\n`,
    });
    try {
      repo.change('chore: first', 'src.txt');
      repo.git('tag', 'v0.3.0');
      repo.change('fix: hidden here', 'src.txt');
      const plan = () => {
        const run = repo.release('--dry-run', '--json');
        return { stderr: run.stderr, releases: (JSON.parse(run.stdout) as { releases: unknown[] }).releases };
      };
      expect(plan()).toEqual({
        stderr:
          'release-please-config.json: plugins, versioning ignored (they may change what release-please would release).\n',
        releases: [],
      });
      repo.change('chore: visible here', 'src.txt');
      expect(plan().releases).toMatchObject([{ current: '0.3.0', next: '0.3.1', tag: 'v0.3.1' }]);
      repo.change('feat: a patch before 1.0.0', 'src.txt');
      expect(plan().releases).toMatchObject([{ next: '0.3.1' }]);
      repo.change('feat!: breaking, a major (bump-minor-pre-major is false)', 'src.txt');
      expect(plan().releases).toMatchObject([{ next: '1.0.0' }]);
    } finally {
      rmSync(repo.dir, { recursive: true, force: true });
    }
  });

  it("release-as (a package's own, over the top level's) names the next version while it is above the current one", () => {
    const repo = releaseRepo({
      'package.json': `${JSON.stringify({ name: 'pkg', version: '1.2.3' })}\n`,
      'release-please-config.json': config({ 'release-as': '2.0.0' }),
    });
    try {
      repo.change('chore: first', 'src.txt');
      repo.git('tag', 'v1.2.3');
      const run = repo.release('--dry-run', '--json');
      expect(run.stderr).toBe('');
      expect((JSON.parse(run.stdout) as { releases: unknown[] }).releases).toMatchObject([
        { current: '1.2.3', next: '2.0.0', kind: 'release-as', tag: 'v2.0.0' },
      ]);
    } finally {
      rmSync(repo.dir, { recursive: true, force: true });
    }
  });
});
