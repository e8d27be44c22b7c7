import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { updatedRange } from './dependency-ranges';
import { nextReleaseVersion, planRelease } from './release-plan';
import type { PackageManifest, ReleaseCommit, ReleasePlanOptions } from './release-plan-types';
import { detectTagFormat, formatTag, isValidTagName, tagPatternFor } from './release-tags';

const clock = fixedClock('2026-03-09T12:00:00Z');

/** A linear history, oldest first in the call, returned newest first with parents and tags. */
function history(...entries: { subject: string; files?: string[]; body?: string; tags?: string[] }[]) {
  const commits: ReleaseCommit[] = entries.map((entry, index) => ({
    hash: (index + 1).toString(16).padStart(40, 'c'),
    parents: index === 0 ? [] : [index.toString(16).padStart(40, 'c')],
    date: '2026-03-01T10:00:00Z',
    author: 'Ada',
    subject: entry.subject,
    body: entry.body ?? '',
    tags: entry.tags ?? [],
    files: entry.files ?? ['index.js'],
  }));
  return commits.reverse();
}

const pkg = (name: string, dir: string, version: string, extra: Partial<PackageManifest> = {}) => ({
  name,
  dir,
  version,
  private: false,
  ...extra,
});

function single(
  version: string,
  subjects: (string | { subject: string; body?: string })[],
  options: ReleasePlanOptions = {},
) {
  const commits = history(
    { subject: 'chore: init', tags: [`v${version}`] },
    ...subjects.map((entry) => (typeof entry === 'string' ? { subject: entry } : entry)),
  );
  return planRelease({ packages: [pkg('one', '', version)], commits, tags: [`v${version}`] }, options, clock);
}

describe('the next version of one package', () => {
  it.each([
    ['1.2.3', ['fix: a'], {}, '1.2.4', 'patch'],
    ['1.2.3', ['perf: a'], {}, '1.2.4', 'patch'],
    ['1.2.3', ['revert: feat: a'], {}, '1.2.4', 'patch'],
    ['1.2.3', ['fix: a', 'feat: b'], {}, '1.3.0', 'minor'],
    ['1.2.3', ['feat!: drop node 18'], {}, '2.0.0', 'major'],
    ['1.2.3', [{ subject: 'fix: a', body: 'BREAKING CHANGE: gone' }], {}, '2.0.0', 'major'],
    ['1.2.3', ['chore!: drop node 18'], {}, '2.0.0', 'major'],
    ['0.4.1', ['feat!: new api'], {}, '0.5.0', 'minor'],
    ['0.4.1', ['feat: b'], {}, '0.5.0', 'minor'],
    ['0.4.1', ['fix: a'], {}, '0.4.2', 'patch'],
    ['1.2.3', ['feat: b'], { preid: 'rc' }, '1.3.0-rc.0', 'prerelease'],
    ['1.2.3', ['feat!: b'], { preid: 'rc' }, '2.0.0-rc.0', 'prerelease'],
    ['1.2.3', ['fix: a'], { preid: 'beta' }, '1.2.4-beta.0', 'prerelease'],
    ['1.3.0-rc.0', ['fix: a'], { preid: 'rc' }, '1.3.0-rc.1', 'prerelease'],
    ['1.3.0-rc.0', ['feat: a'], { preid: 'rc' }, '1.3.0-rc.1', 'prerelease'],
    ['1.3.0-rc.0', ['feat!: a'], { preid: 'rc' }, '2.0.0-rc.0', 'prerelease'],
    ['1.3.0-beta.2', ['fix: a'], { preid: 'rc' }, '1.3.0-rc.0', 'prerelease'],
    ['1.2.4-rc.0', ['feat: a'], { preid: 'rc' }, '1.3.0-rc.0', 'prerelease'],
    ['1.3.0-rc.1', ['fix: a'], {}, '1.3.0', 'graduate'],
    ['2.0.0-rc.1', ['fix: a'], {}, '2.0.0', 'graduate'],
    ['1.2.3', ['fix: a'], { releaseAs: '2.0.0' }, '2.0.0', 'release-as'],
  ] as const)('%s with %j %j -> %s (%s)', (version, subjects, options, next, kind) => {
    const plan = single(version, [...subjects], options);
    expect(plan.releases.map((release) => [release.next, release.kind])).toEqual([[next, kind]]);
    expect(plan.releases[0]?.tag).toBe(`v${next}`);
    expect(plan.releases[0]?.prerelease).toBe(next.includes('-'));
  });

  it('refuses a prerelease identifier that would sort below the current prerelease (rc, then beta)', () => {
    // SemVer compares identifiers as text: 1.3.0-beta.0 < 1.3.0-rc.0, a release below the version it follows.
    expect(() => single('1.3.0-rc.0', ['fix: a'], { preid: 'beta' })).toThrow(
      'a beta prerelease after 1.3.0-rc.0 would be 1.3.0-beta.0, which SemVer orders before it: release 1.3.0-rc.1 (or 1.3.0) first, or choose an identifier that sorts after "rc".',
    );
  });

  it.each([
    [['docs: readme', 'chore: deps', 'refactor: split', 'test: more', 'style: fmt', 'ci: x', 'build: y']],
    [['Merge branch "x"', 'wip']],
    [
      [
        { subject: 'feat: a' },
        {
          subject: 'Revert "feat: a"',
          body: 'This reverts commit ccccccccccccccccccccccccccccccccccccccc2.',
        },
      ],
    ],
  ])('nothing that releases: no release (%j)', (subjects) => {
    const entries = subjects.map((entry) => (typeof entry === 'string' ? { subject: entry } : entry));
    const commits = history({ subject: 'chore: init', tags: ['v1.0.0'] }, ...entries);
    // The revert's target hash is the second commit's (the first after init).
    const plan = planRelease({ packages: [pkg('one', '', '1.0.0')], commits, tags: ['v1.0.0'] }, {}, clock);
    expect(plan.releases).toEqual([]);
  });

  it('graduates with no commit since the last prerelease, counting from the last stable release', () => {
    const commits = history(
      { subject: 'chore: init', tags: ['v1.2.0'] },
      { subject: 'feat: search' },
      { subject: 'chore(release): 1.3.0-rc.0', tags: ['v1.3.0-rc.0'] },
    );
    const plan = planRelease(
      { packages: [pkg('one', '', '1.3.0-rc.0')], commits, tags: ['v1.2.0', 'v1.3.0-rc.0'] },
      {},
      clock,
    );
    expect(plan.releases[0]).toMatchObject({ next: '1.3.0', kind: 'graduate', previousTag: 'v1.2.0' });
    expect(plan.releases[0]?.why).toBe('graduates from 1.3.0-rc.0 (1 feat)');
    expect(plan.releases[0]?.release.changes.added?.[0]?.description).toBe('search');
  });

  it('--first-release tags the version package.json has; without it an untagged package bumps from it', () => {
    const commits = history({ subject: 'feat: first' });
    const input = { packages: [pkg('one', '', '0.1.0')], commits, tags: [] };
    expect(planRelease(input, { firstRelease: true }, clock).releases[0]).toMatchObject({
      next: '0.1.0',
      kind: 'first',
      tag: 'v0.1.0',
    });
    expect(planRelease(input, {}, clock).releases[0]).toMatchObject({ next: '0.2.0', kind: 'minor' });
  });

  it('--release-as must go up', () => {
    expect(() => single('2.0.0', ['fix: a'], { releaseAs: '1.9.0' })).toThrow(/not above/);
    expect(() => single('2.0.0', ['fix: a'], { releaseAs: 'two' })).toThrow(/not a semantic version/);
  });

  it('the why counts commit types, never quotes a subject', () => {
    const plan = single('1.0.0', ['feat: a', 'fix: $(rm -rf ~)\u001b]0;x\u0007', 'feat: c']);
    expect(plan.releases[0]?.why).toBe('minor: 2 feat, 1 fix');
  });
});

describe('nextReleaseVersion', () => {
  it.each([
    ['1.2.3', 'major', undefined, '2.0.0'],
    ['1.3.0-rc.2', 'patch', undefined, '1.3.0'],
    ['1.3.0-rc.2', 'major', undefined, '2.0.0'],
    ['1.3.0', 'minor', 'rc', '1.4.0-rc.0'],
    ['0.0.3', 'patch', 'alpha', '0.0.4-alpha.0'],
  ] as const)('%s %s %s -> %s', (current, bump, preid, next) => {
    expect(nextReleaseVersion(current, bump, preid).version).toBe(next);
  });

  it.each(['01', 'a b', 'r_c'])(
    'refuses %j, which SemVer takes as no identifier, instead of the version unchanged',
    (preid) => {
      expect(() => nextReleaseVersion('1.2.0', 'patch', preid)).toThrow(
        `"${preid}" is not a prerelease identifier SemVer takes (letters, digits and hyphens; a number without a leading zero), e.g. rc or beta.`,
      );
    },
  );
});

describe('tag styles', () => {
  it.each([
    [['v1.0.0', 'v1.1.0'], ['a'], 'v{version}'],
    [['1.0.0'], ['a'], '{version}'],
    [['a@1.0.0', 'b@2.0.0', 'v0.1.0'], ['a', 'b'], '{name}@{version}'],
    [['@scope/a@1.0.0'], ['@scope/a', 'b'], '{name}@{version}'],
    [['a-v1.0.0', 'b-v1.0.0'], ['a', 'b'], '{name}-v{version}'],
    [[], ['a'], 'v{version}'],
    [[], ['a', 'b'], '{name}@{version}'],
    [['nightly', 'latest'], ['a', 'b'], '{name}@{version}'],
  ])('%j with packages %j -> %s', (tags, names, format) => {
    expect(detectTagFormat(tags, names)).toBe(format);
  });

  it('a package pattern takes only its own tags', () => {
    const pattern = tagPatternFor('{name}@{version}', '@scope/a');
    expect(pattern.test('@scope/a@1.2.3')).toBe(true);
    expect(pattern.test('@scope/a@1.2.3-rc.1')).toBe(true);
    expect(pattern.test('@scope/ab@1.2.3')).toBe(false);
    expect(tagPatternFor('{name}@{version}', '@scope/a', true).test('@scope/a@1.2.3-rc.1')).toBe(false);
    expect(formatTag('{name}-v{version}', 'web', '2.0.0')).toBe('web-v2.0.0');
  });

  it('--tag-format is checked and overrides the detected style', () => {
    expect(() => single('1.0.0', ['fix: a'], { tagFormat: '{name}' })).toThrow(/\{version\} once/);
    expect(() => single('1.0.0', ['fix: a'], { tagFormat: '{pkg}@{version}' })).toThrow(
      /unknown placeholder/,
    );
    expect(single('1.0.0', ['fix: a'], { tagFormat: 'release/{name}/{version}' }).releases[0]?.tag).toBe(
      'release/one/1.0.1',
    );
  });

  it('--tag-format in a new style still counts from the tag of the version package.json has (v1.2.0)', () => {
    const commits = history({ subject: 'feat: a', tags: ['v1.2.0'] }, { subject: 'fix: b' });
    const input = { packages: [pkg('one', '', '1.2.0')], commits, tags: ['v1.2.0'] };
    const [release] = planRelease(input, { tagFormat: '{name}@{version}' }, clock).releases;
    expect([release?.next, release?.why, release?.previousTag, release?.tag]).toEqual([
      '1.2.1',
      'patch: 1 fix',
      'v1.2.0',
      'one@1.2.1',
    ]);
  });
});

describe('dependents ranges', () => {
  it.each([
    ['workspace:*', '2.0.0', 'dependencies', null],
    ['workspace:^', '2.0.0', 'dependencies', null],
    ['workspace:~', '2.0.0', 'dependencies', null],
    ['workspace:^1.0.0', '2.0.0', 'dependencies', 'workspace:^2.0.0'],
    ['workspace:^1.0.0', '1.1.0', 'dependencies', null],
    ['^1.0.0', '1.4.0', 'dependencies', null],
    ['^1.0.0', '2.0.0', 'dependencies', '^2.0.0'],
    ['~1.2.0', '1.3.0', 'devDependencies', '~1.3.0'],
    ['~1.2.0', '1.2.9', 'devDependencies', null],
    ['1.2.0', '1.2.1', 'dependencies', '1.2.1'],
    ['=1.2.0', '1.2.1', 'dependencies', '1.2.1'],
    ['^1.2.0', '1.3.0-rc.0', 'dependencies', '^1.3.0-rc.0'],
    ['^1.3.0-rc.0', '1.3.0-rc.1', 'dependencies', null],
    ['^1.3.0-rc.0', '1.3.0', 'dependencies', null],
    ['^0.4.0', '0.5.0', 'dependencies', '^0.5.0'],
    ['>=1.0.0 <2.0.0', '2.0.0', 'dependencies', '^2.0.0'],
    ['^1.0.0', '2.0.0', 'peerDependencies', '^2.0.0'],
    ['^1.0.0 || ^2.0.0', '3.0.0', 'peerDependencies', '^1.0.0 || ^2.0.0 || ^3.0.0'],
    ['*', '9.0.0', 'dependencies', null],
    ['file:../a', '2.0.0', 'dependencies', null],
    ['link:../a', '2.0.0', 'dependencies', null],
    ['npm:other@^1', '2.0.0', 'dependencies', null],
    ['latest', '2.0.0', 'dependencies', null],
  ] as const)('%s at %s (%s) -> %s', (range, version, field, expected) => {
    expect(updatedRange(range, version, field)).toBe(expected);
  });

  const workspace = (options: ReleasePlanOptions = {}, extra: PackageManifest[] = []) =>
    planRelease(
      {
        packages: [
          pkg('a', 'packages/a', '1.0.0'),
          pkg('b', 'packages/b', '1.0.0', { dependencies: { a: '^1.0.0' } }),
          pkg('c', 'packages/c', '1.0.0', { peerDependencies: { b: 'workspace:*' } }),
          pkg('d', 'packages/d', '1.0.0', { devDependencies: { a: '^1.0.0' } }),
          pkg('e', 'packages/e', '1.0.0', { private: true, dependencies: { a: '1.0.0' } }),
          ...extra,
        ],
        others: [pkg('root', '', '0.0.0', { private: true, devDependencies: { a: 'workspace:^1.0.0' } })],
        commits: history(
          {
            subject: 'chore: init',
            files: ['package.json'],
            tags: ['a@1.0.0', 'b@1.0.0', 'c@1.0.0', 'd@1.0.0'],
          },
          { subject: 'feat(a)!: new api', files: ['packages/a/index.js'] },
          { subject: 'docs(b): readme', files: ['packages/b/README.md'] },
          { subject: 'fix(e): private', files: ['packages/e/index.js'] },
        ),
        tags: ['a@1.0.0', 'b@1.0.0', 'c@1.0.0', 'd@1.0.0'],
      },
      options,
      clock,
    );

  it('releases the changed package only, and rewrites the ranges it breaks (private packages and the root too)', () => {
    const plan = workspace();
    expect(plan.tagFormat).toBe('{name}@{version}');
    expect(plan.releases.map((release) => [release.name, release.next, release.tag, release.why])).toEqual([
      ['a', '2.0.0', 'a@2.0.0', 'major: 1 breaking'],
    ]);
    expect(plan.ranges).toEqual([
      { name: 'b', dir: 'packages/b', field: 'dependencies', dependency: 'a', from: '^1.0.0', to: '^2.0.0' },
      {
        name: 'd',
        dir: 'packages/d',
        field: 'devDependencies',
        dependency: 'a',
        from: '^1.0.0',
        to: '^2.0.0',
      },
      { name: 'e', dir: 'packages/e', field: 'dependencies', dependency: 'a', from: '1.0.0', to: '2.0.0' },
      {
        name: 'root',
        dir: '',
        field: 'devDependencies',
        dependency: 'a',
        from: 'workspace:^1.0.0',
        to: 'workspace:^2.0.0',
      },
    ]);
  });

  it('--bump-dependents patches shipped dependents, through workspace: ranges, down the chain', () => {
    const plan = workspace({ bumpDependents: true });
    expect(plan.releases.map((release) => [release.name, release.next, release.why])).toEqual([
      ['a', '2.0.0', 'major: 1 breaking'],
      ['b', '1.0.1', 'dependency a 1.0.0 -> 2.0.0'],
      ['c', '1.0.1', 'dependency b 1.0.0 -> 1.0.1'],
    ]);
  });

  describe('a peer range that drops the versions it allowed is a breaking change of the dependent', () => {
    const peers = (peer: string, fix: boolean, options: ReleasePlanOptions = {}) =>
      planRelease(
        {
          packages: [
            pkg('a', 'packages/a', '1.0.0'),
            pkg('p', 'packages/p', '1.3.0', { peerDependencies: { a: peer } }),
            pkg('q', 'packages/q', '0.4.0', { peerDependencies: { p: '^1.0.0' } }),
          ],
          commits: history(
            { subject: 'chore: init', files: ['package.json'], tags: ['a@1.0.0', 'p@1.3.0', 'q@0.4.0'] },
            { subject: 'feat(a)!: new api', files: ['packages/a/index.js'] },
            ...(fix ? [{ subject: 'fix(p): typo', files: ['packages/p/index.js'] }] : []),
          ),
          tags: ['a@1.0.0', 'p@1.3.0', 'q@0.4.0'],
        },
        options,
        clock,
      ).releases.map((release) => [release.name, release.next, release.kind, release.why]);

    it('its own fix released as a major, as changesets bumps a peer dependent', () => {
      expect(peers('^1.0.0', true)).toEqual([
        ['a', '2.0.0', 'major', 'major: 1 breaking'],
        ['p', '2.0.0', 'major', 'major: 1 fix; peer a ^1.0.0 -> ^2.0.0'],
      ]);
    });

    it('with --bump-dependents, down the chain (a 0.x dependent, a minor)', () => {
      expect(peers('^1.0.0', false, { bumpDependents: true })).toEqual([
        ['a', '2.0.0', 'major', 'major: 1 breaking'],
        ['p', '2.0.0', 'major', 'dependency a 1.0.0 -> 2.0.0; peer a ^1.0.0 -> ^2.0.0'],
        ['q', '0.5.0', 'minor', 'dependency p 1.3.0 -> 2.0.0; peer p ^1.0.0 -> ^2.0.0, 0.x'],
      ]);
    });

    it('a peer range that only widens (older hosts kept) stays a patch', () => {
      expect(peers('^0.9.0 || ^1.0.0', true)[1]).toEqual(['p', '1.3.1', 'patch', 'patch: 1 fix']);
    });
  });

  it('names the packages it cannot release: private, or without a version nor a release tag to read one from', () => {
    const plan = planRelease(
      {
        packages: [pkg('app', '', '1.0.0', { private: true }), pkg('lib', 'lib', '')],
        commits: history({ subject: 'feat: a', files: ['lib/x', 'y'] }),
        tags: [],
      },
      {},
      clock,
    );
    expect(plan.releases).toEqual([]);
    expect(plan.held).toEqual([
      { name: 'app', reason: 'private' },
      { name: 'lib', reason: 'unversioned' },
    ]);
  });

  it('a file belongs to the deepest package folder that holds it', () => {
    const plan = planRelease(
      {
        packages: [pkg('outer', 'tools', '1.0.0'), pkg('inner', 'tools/inner', '1.0.0')],
        commits: history({ subject: 'fix: inner', files: ['tools/inner/src/x.ts'] }),
        tags: [],
      },
      {},
      clock,
    );
    expect(plan.releases.map((release) => release.name)).toEqual(['inner']);
  });

  it('two packages released under one tag are refused', () => {
    expect(() =>
      planRelease(
        {
          packages: [pkg('a', 'a', '1.0.0'), pkg('b', 'b', '1.0.0')],
          commits: history({ subject: 'fix: both', files: ['a/x', 'b/x'] }),
          tags: ['v1.0.0'],
        },
        {},
        clock,
      ),
    ).toThrow(/both be tagged v1\.0\.1/);
  });

  it('each package counts from its own last tag, by ancestry', () => {
    const commits = history(
      { subject: 'feat(a): one', files: ['a/x'] },
      { subject: 'chore(release): a', files: ['a/package.json'], tags: ['a@1.1.0'] },
      { subject: 'fix(b): two', files: ['b/x'], tags: ['b@1.0.0'] },
      { subject: 'fix(a): three', files: ['a/x'] },
    );
    const plan = planRelease(
      { packages: [pkg('a', 'a', '1.1.0'), pkg('b', 'b', '1.0.0')], commits, tags: ['a@1.1.0', 'b@1.0.0'] },
      { repoUrl: 'https://github.com/o/r' },
      clock,
    );
    expect(plan.releases.map((release) => [release.name, release.next, release.previousTag])).toEqual([
      ['a', '1.1.1', 'a@1.1.0'],
    ]);
    const release = plan.releases[0]?.release;
    expect(release?.changes.fixed?.map((item) => item.description)).toEqual(['three']);
    expect(release).toMatchObject({ version: '1.1.1', date: '2026-03-09', nextTag: 'a@1.1.1' });
    expect(release?.compareUrl).toBe('https://github.com/o/r/compare/a@1.1.0...a@1.1.1');
  });
});

describe('tag names', () => {
  // git itself is the oracle: `git tag <name>` in a scratch repository, which refuses what
  // `git check-ref-format refs/tags/<name>` refuses and a name starting with '-' besides.
  const scratch = mkdtempSync(join(tmpdir(), 'tag-names-'));
  const git = (...args: string[]) => spawnSync('git', ['-C', scratch, ...args], { encoding: 'utf8' });
  beforeAll(() => {
    git('init', '-q');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'x');
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each([
    'v1.2.3',
    '@scope/a@1.2.3',
    'web-v1.0.0',
    'release/a/1.0.0',
    'v1.0.0;$(touch$IFS/tmp/x)`id`|&',
    'v1.0.0 x',
    'v1.0.0\u001b[31m',
    'v1..0',
    'a/.b',
    'a.lock/1.0.0',
    'x@{1.0.0}',
    'v1.0.0:x',
    'v1.0.0~1',
    'v1.0.0^',
    'v1.0.0?',
    'v1.0.0*',
    'v[1.0.0',
    'v1\\0',
    'v1.0.0/',
    'v1.0.0.',
    'a//b',
    '@',
    'é@1.0.0',
    '-v1.0.0',
    '-x1.1.0',
    '--x1.1.0',
    'x-1.1.0',
  ])('%j as git tag takes it', (name) => {
    const made = git('tag', '--', name).status === 0;
    if (made) git('tag', '-d', '--', name);
    expect(isValidTagName(name)).toBe(made);
  });
});

describe('each package from its own tags', () => {
  // Six scoped packages of a release-please manifest monorepo, and an old `v1.1.0` from before it was one.
  const names = ['a', 'b', 'c', 'd', 'e', 'f'];
  const packages = names.map((name) => pkg(`@scope/${name}`, `packages/${name}`, '2.0.0'));
  const commits = history(
    { subject: 'feat: the single package', tags: ['v1.1.0'] },
    ...names.map((name) => ({ subject: `feat!: ${name} in the monorepo`, files: [`packages/${name}/x.js`] })),
    { subject: 'chore: release main', files: names.map((name) => `packages/${name}/package.json`) },
    { subject: 'fix: one package', files: ['packages/c/x.js'] },
  );
  const released = commits.findIndex((commit) => commit.subject === 'chore: release main');
  const withTags = (tags: string[]) =>
    commits.map((commit, index) => (index === released ? { ...commit, tags } : commit));

  it.each([
    ['release-please, the scope left out', (name: string) => `${name}-v2.0.0`, 'c-v2.0.1'],
    ['release-please, the whole name', (name: string) => `@scope/${name}-v2.0.0`, '@scope/c-v2.0.1'],
    ['changesets and lerna', (name: string) => `@scope/${name}@2.0.0`, '@scope/c@2.0.1'],
  ])('%s: only the package changed since its own tag, not since v1.1.0', (_, tagOf, next) => {
    const tags = names.map(tagOf);
    const plan = planRelease({ packages, commits: withTags(tags), tags: ['v1.1.0', ...tags] }, {}, clock);
    expect(
      plan.releases.map(({ name, next: version, tag, previousTag }) => [name, version, tag, previousTag]),
    ).toEqual([['@scope/c', '2.0.1', next, tagOf('c')]]);
  });

  it("a package's config names the prefix of its tags", () => {
    const tags = names.map((name) => `${name}-v2.0.0`);
    const plan = planRelease(
      {
        packages: packages.map((entry) => ({ ...entry, tagPrefix: `${entry.name.slice(7)}-v` })),
        commits: withTags(tags),
        tags: ['v1.1.0', ...tags],
      },
      {},
      clock,
    );
    expect(plan.releases.map((release) => release.tag)).toEqual(['c-v2.0.1']);
  });
});
