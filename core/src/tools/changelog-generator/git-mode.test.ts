import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import {
  breakingNotes,
  type Commit,
  classifyCommit,
  defaultTagLine,
  generateGitChangelog,
  partitionByTags,
  tagVersion,
} from './git-mode';
import { linkIssueRefs, type RepoLinks, repoLinks } from './repo-url';

const clock = fixedClock('2026-03-09T12:00:00Z');
let counter = 0;
/** A commit literal, git-cliff style; hashes are 40 hex characters derived from a counter. */
function commit(subject: string, extra: Partial<Commit> = {}): Commit {
  counter += 1;
  const hash = counter.toString(16).padStart(7, '0').padEnd(40, 'a');
  return { hash, date: '2026-01-02T10:00:00+01:00', author: 'Ada', subject, body: '', tags: [], ...extra };
}
const newestFirst = (...commits: Commit[]) => commits.reverse();

describe('classifyCommit', () => {
  it.each([
    ['feat: add login', 'added'],
    ['fix(ui): crash', 'fixed'],
    ['perf: faster search', 'changed'],
    ['refactor: split store', 'changed'],
    ['revert: feat: add login', 'removed'],
    ['Revert "feat: add login"', 'removed'],
    ['Revert "fix: a regex (#4258)" (#4314)', 'removed'],
    ['feat: deprecate v1 endpoints', 'deprecated'],
    ['fix: patch XSS in comments', 'security'],
    ['chore(deps): bump for a security advisory', null],
    ['ci: deprecate the old workflow', null],
    ['test: cover the XSS case', null],
    ['feat!: drop node 18', 'added'],
    // A breaking change is listed whatever its type: chore's group is git-cliff's (issue 82).
    ['chore!: drop node 18', 'miscellaneous'],
    ['build!: drop node 18', 'changed'],
    ['docs: readme', null],
    ['chore: tidy', null],
    ['Update stuff', null],
    ['Merge branch "x"', null],
    ['fixup! feat: x', null],
  ])('%j -> %s', (subject, category) => {
    expect(classifyCommit(commit(subject))?.category ?? null).toBe(category);
  });

  it('puts hidden types in git-cliff default groups and the rest under Other on request (issue 82)', () => {
    const on = (subject: string) => classifyCommit(commit(subject), { includeOther: true })?.category ?? null;
    expect(on('Update stuff')).toBe('other');
    expect(on('build: esbuild 0.25')).toBe('other');
    expect(on('docs: readme')).toBe('documentation');
    expect(on('docs(design): the event flow')).toBe('documentation');
    expect(on('style: biome format')).toBe('styling');
    expect(on('test(generate): cover the empty form')).toBe('testing');
    expect(on('chore: tidy')).toBe('miscellaneous');
    expect(on('ci: node 22 in the matrix')).toBe('miscellaneous');
    // What git-cliff's default config skips stays out.
    expect(on('chore(deps): bump vite to 7.1.2')).toBeNull();
    expect(on('chore(deps-dev): bump vitest')).toBeNull();
    expect(on('chore(release): prepare for v2.0.0')).toBeNull();
    expect(on('chore(pr): merge queue')).toBeNull();
    expect(on('chore(pull): sync')).toBeNull();
    expect(on('chore(release): 2.0.0')).toBe('miscellaneous');
    expect(on('Merge branch "x"')).toBeNull();
  });

  it('sees BREAKING CHANGE footers', () => {
    expect(classifyCommit(commit('feat: x', { body: 'BREAKING CHANGE: gone' }))?.breaking).toBe(true);
    expect(classifyCommit(commit('feat: x', { body: 'BREAKING-CHANGE: gone' }))?.breaking).toBe(true);
  });
});

describe('tags and links', () => {
  it.each([
    ['v1.2.3', '1.2.3'],
    ['1.2.3', '1.2.3'],
    ['pkg@1.2.3', '1.2.3'],
    ['@scope/pkg@2.0.0-rc.1', '2.0.0-rc.1'],
    ['release-candidate', null],
    ['v1.2', null],
  ])('%s -> %s', (tag, version) => {
    expect(tagVersion(tag)).toBe(version);
  });

  it.each([
    ['https://github.com/o/r.git', 'https://github.com/o/r/compare/a...b', 'https://github.com/o/r/commit/h'],
    ['git@github.com:o/r.git', 'https://github.com/o/r/compare/a...b', 'https://github.com/o/r/commit/h'],
    [
      'ssh://git@gitlab.com/g/sub/r.git',
      'https://gitlab.com/g/sub/r/-/compare/a...b',
      'https://gitlab.com/g/sub/r/-/commit/h',
    ],
    [
      'https://gitlab.example.org/g/r/',
      'https://gitlab.example.org/g/r/-/compare/a...b',
      'https://gitlab.example.org/g/r/-/commit/h',
    ],
    // Bitbucket Cloud's own paths (conventional-changelog's bitbucket host: `commits`): GitHub's are 404 there.
    [
      'git@bitbucket.org:team/r.git',
      'https://bitbucket.org/team/r/branches/compare/b%0Da#diff',
      'https://bitbucket.org/team/r/commits/h',
    ],
  ])('%s', (url, compare, commitUrl) => {
    const links = repoLinks(url);
    expect([links?.compare('a', 'b'), links?.commit('h')]).toEqual([compare, commitUrl]);
  });

  it('knows no links for a path', () => {
    expect(repoLinks('/srv/git/repo')).toBeNull();
  });
});

describe('generateGitChangelog: whole output', () => {
  it('groups a history into releases by tag, newest first, with links', () => {
    counter = 0;
    const commits = newestFirst(
      commit('feat: first feature', { date: '2025-12-01T09:00:00Z' }),
      commit('chore: release', { date: '2025-12-02T09:00:00Z', tags: ['v0.1.0'] }),
      commit('fix(api): handle empty body', { date: '2025-12-10T09:00:00Z' }),
      commit('feat(ui)!: new layout', {
        date: '2025-12-11T09:00:00Z',
        body: 'BREAKING CHANGE: sidebar moved',
      }),
      commit('Update stuff', { date: '2025-12-12T09:00:00Z', tags: ['v1.0.0', 'not-a-release'] }),
      commit('perf: cache lookups'),
      commit('feat: deprecate old flag'),
    );
    const result = generateGitChangelog(commits, { repoUrl: 'https://github.com/acme/app' }, clock);
    expect(result.markdown).toBe(`# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [1.1.0](https://github.com/acme/app/compare/v1.0.0...v1.1.0) - 2026-03-09

### Changed

- cache lookups ([0000006](https://github.com/acme/app/commit/0000006aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa))

### Deprecated

- deprecate old flag ([0000007](https://github.com/acme/app/commit/0000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa))

## [1.0.0](https://github.com/acme/app/compare/v0.1.0...v1.0.0) - 2025-12-12

### BREAKING CHANGES

- **ui:** sidebar moved ([0000004](https://github.com/acme/app/commit/0000004aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa))

### Added

- **BREAKING** **ui:** new layout ([0000004](https://github.com/acme/app/commit/0000004aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa))

### Fixed

- **api:** handle empty body ([0000003](https://github.com/acme/app/commit/0000003aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa))

## [0.1.0] - 2025-12-02

### Added

- first feature ([0000001](https://github.com/acme/app/commit/0000001aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa))
`);
    expect(
      result.releases.map((release) => [release.version, release.type, release.tag, release.nextTag]),
    ).toEqual([
      ['1.1.0', 'minor', undefined, 'v1.1.0'],
      ['1.0.0', null, 'v1.0.0', undefined],
      ['0.1.0', null, 'v0.1.0', undefined],
    ]);
  });

  it('continues from the previous tag: one new release, bump detected', () => {
    counter = 0;
    const commits = newestFirst(commit('fix: a'), commit('feat(api): b'), commit('docs: c'));
    const result = generateGitChangelog(commits, { previousTag: 'v2.3.4' }, clock);
    expect(result.sections).toBe(`## [2.4.0] - 2026-03-09

### Added

- **api:** b (0000002)

### Fixed

- a (0000001)
`);
  });

  it.each([
    [['fix: a'], 'v1.2.3', 'auto', '1.2.4'],
    [['feat: a', 'fix: b'], 'v1.2.3', 'auto', '1.3.0'],
    [['feat!: a'], 'v1.2.3', 'auto', '2.0.0'],
    [['feat!: a'], 'v0.4.1', 'auto', '0.5.0'],
    [['feat: a'], 'v0.4.1', 'auto', '0.5.0'],
    [['fix: a'], 'v0.4.1', 'major', '1.0.0'],
    [['docs: a'], 'v1.0.0', 'auto', '1.0.1'],
    [['feat: a'], undefined, 'auto', '0.1.0'],
    // No release tag: the first release is 0.1.0 whatever the commits, as git-cliff's initial_tag.
    [['fix: a'], undefined, 'auto', '0.1.0'],
    [['docs: a'], undefined, 'auto', '0.1.0'],
    [['feat!: a'], undefined, 'auto', '0.1.0'],
    [['fix: a'], undefined, 'prerelease', '0.1.0-0'],
    [['fix: a'], undefined, 'major', '1.0.0'],
  ] as const)('%j after %s with bump %s -> %s', (subjects, previousTag, bump, version) => {
    const commits = newestFirst(...subjects.map((subject) => commit(subject)));
    expect(generateGitChangelog(commits, { previousTag, bump }, clock).nextVersion).toBe(version);
  });

  it.each([
    [['feat!: b'], 'v1.1.0-rc.0', 'rc', '2.0.0-rc.0'],
    [['feat: b'], 'v1.1.0-rc.0', 'rc', '1.1.0-rc.1'],
    [['feat: b'], 'v1.0.1-rc.0', 'rc', '1.1.0-rc.0'],
    [['fix: b'], 'v1.0.0', 'rc', '1.0.1-rc.0'],
    [['feat!: b'], 'v1.1.0-rc.0', undefined, '2.0.0-0'],
  ] as const)(
    '--bump prerelease: %j after %s (preid %s) -> %s, as toolbox release --prerelease counts it',
    (subjects, previousTag, preid, version) => {
      const commits = newestFirst(...subjects.map((subject) => commit(subject)));
      const options = { previousTag, bump: 'prerelease' as const, ...(preid ? { preid } : {}) };
      expect(generateGitChangelog(commits, options, clock).nextVersion).toBe(version);
    },
  );

  it('uses --current-version as the base and keeps a package tag prefix', () => {
    const result = generateGitChangelog(
      [commit('feat: a')],
      { previousTag: 'web@1.0.0', currentVersion: '3.1.0' },
      clock,
    );
    expect(result.releases[0]).toMatchObject({ version: '3.2.0', nextTag: 'web@3.2.0' });
  });

  it('heads commits after the last tag [Unreleased] on request, comparing with HEAD', () => {
    counter = 0;
    const result = generateGitChangelog(
      [commit('feat: a')],
      { previousTag: 'v1.0.0', unreleased: true, repoUrl: 'git@gitlab.com:g/r.git' },
      clock,
    );
    expect(result.sections.split('\n')[0]).toBe(
      '## [Unreleased](https://gitlab.com/g/r/-/compare/v1.0.0...HEAD)',
    );
  });

  it('counts only tags matching --tag-pattern as releases', () => {
    counter = 0;
    const commits = newestFirst(
      commit('feat: web thing', { tags: ['web@1.0.0'] }),
      commit('feat: cli thing', { tags: ['cli@2.0.0'] }),
      commit('fix: web bug'),
    );
    const result = generateGitChangelog(commits, { tagPattern: /^web@/ }, clock);
    expect(result.releases.map((release) => [release.version, Object.keys(release.changes)])).toEqual([
      ['1.1.0', ['added', 'fixed']],
      ['1.0.0', ['added']],
    ]);
    expect(result.releases[1]?.changes.added?.map((item) => item.description)).toEqual(['web thing']);
  });

  it('lists non-conventional commits under Other only with includeOther', () => {
    counter = 0;
    const commits = newestFirst(commit('feat: a'), commit('Tweak things'));
    expect(generateGitChangelog(commits, { previousTag: 'v1.0.0' }, clock).sections).not.toContain('Other');
    expect(
      generateGitChangelog(commits, { previousTag: 'v1.0.0', includeOther: true }, clock).sections,
    ).toContain('### Other\n\n- Tweak things (0000002)');
  });

  it('returns no release for no commits, and refuses a bad current version', () => {
    expect(generateGitChangelog([], { previousTag: 'v1.0.0' }, clock).releases).toEqual([]);
    expect(() => generateGitChangelog([commit('feat: a')], { currentVersion: 'banana' }, clock)).toThrow(
      'Current version "banana" is not a semantic version (e.g. 1.2.3).',
    );
  });
});

describe('releases by ancestry', () => {
  /** Commits with parents, listed newest first in date order. */
  function graph(spec: [name: string, subject: string, parents: string[], tags?: string[]][]): Commit[] {
    return spec
      .map(([name, subject, parents, tags = []]) => ({
        hash: name.padEnd(40, '0'),
        date: '2026-01-02T10:00:00Z',
        author: 'Ada',
        subject,
        body: '',
        tags,
        parents: parents.map((parent) => parent.padEnd(40, '0')),
      }))
      .reverse();
  }

  it('files a branch commit under the first tag that contains it, not by date', () => {
    // a - b(v1.0.0) - d(merge of c) (v1.1.0); c branches from a, is dated before v1.0.0 but merged after.
    const commits = graph([
      ['a', 'feat: base', [], ['v0.1.0']],
      ['c', 'feat: long-lived branch work', ['a']],
      ['b', 'fix: on main', ['a'], ['v1.0.0']],
      ['d', 'Merge branch feature', ['b', 'c'], ['v1.1.0']],
      ['e', 'fix: after', ['d']],
    ]);
    const parts = partitionByTags(commits);
    expect(parts.tagged.map((part) => [part.tag, part.commits.map((c) => c.subject)])).toEqual([
      ['v0.1.0', ['feat: base']],
      ['v1.0.0', ['fix: on main']],
      ['v1.1.0', ['Merge branch feature', 'feat: long-lived branch work']],
    ]);
    expect(parts.untagged.map((c) => c.subject)).toEqual(['fix: after']);
    const result = generateGitChangelog(commits, {}, clock);
    expect(result.releases.map((release) => release.version)).toEqual(['1.1.1', '1.1.0', '1.0.0', '0.1.0']);
  });

  it('leaves out a release of maintenance commits only, naming its tag (as git-cliff does); keepEmpty keeps it, marked; a revert cancels its commit', () => {
    const commits = graph([
      ['a', 'feat: base', [], ['v1.0.0']],
      ['b', 'chore: tidy', ['a'], ['v1.0.1']],
      ['c', 'feat: shiny', ['b']],
      ['d', 'fix: kept', ['c']],
    ]);
    const revert: Commit = {
      hash: 'f'.repeat(40),
      date: '2026-01-03T10:00:00Z',
      author: 'Ada',
      subject: 'Revert "feat: shiny"',
      body: `This reverts commit ${'c'.padEnd(40, '0')}.`,
      tags: [],
      parents: ['d'.padEnd(40, '0')],
    };
    const shown = (result: ReturnType<typeof generateGitChangelog>) =>
      result.releases.map((release) => [
        release.version,
        Object.keys(release.changes),
        !!release.maintenance,
      ]);
    const result = generateGitChangelog([revert, ...commits], {}, clock);
    expect(shown(result)).toEqual([
      ['1.0.2', ['fixed'], false],
      ['1.0.0', ['added'], false],
    ]);
    expect(result.leftOut).toEqual(['v1.0.1']);
    expect(result.markdown).not.toContain('1.0.1');
    const kept = generateGitChangelog([revert, ...commits], { keepEmpty: true }, clock);
    expect(shown(kept)).toEqual([
      ['1.0.2', ['fixed'], false],
      ['1.0.1', [], true],
      ['1.0.0', ['added'], false],
    ]);
    expect(kept.leftOut).toEqual([]);
    expect(kept.markdown).toContain('## [1.0.1] - 2026-01-02\n\n_Only maintenance changes._');
    // A release whose commits are all outside the paths asked for is not this package's: left out too.
    const outside = commits.map((commit) =>
      commit.subject === 'chore: tidy' ? { ...commit, outside: true } : commit,
    );
    const pathed = generateGitChangelog(outside, {}, clock);
    expect(pathed.releases.map((r) => r.version)).toEqual(['1.1.0', '1.0.0']);
    expect(pathed.leftOut).toEqual(['v1.0.1']);
  });
});

describe('breaking notes, keyword sections and prereleases', () => {
  it('keeps each BREAKING CHANGE footer text, several lines and several footers', () => {
    expect(
      breakingNotes(
        'Body text.\n\nBREAKING CHANGE: the config moved\nto toolbox.json.\nRefs: #12\nBREAKING-CHANGE: node 18 is gone',
      ),
    ).toEqual(['the config moved\nto toolbox.json.', 'node 18 is gone']);
    expect(
      breakingNotes(
        '* refactor!: drop node 8\r\n\r\nBREAKING CHANGE: remove node 8\r\n\r\nCo-authored-by: A',
      ),
    ).toEqual(['remove node 8']);
    expect(breakingNotes('Fix #4478\r\n\r\nBREAKING CHANGE: `ng e2e` needs no `ng serve`.\r')).toEqual([
      '`ng e2e` needs no `ng serve`.',
    ]);
    const result = generateGitChangelog(
      [commit('feat(api)!: v2 routes', { body: 'BREAKING CHANGE: /v1 is removed' }), commit('fix!: strict')],
      { previousTag: 'v1.0.0' },
      clock,
    );
    expect(result.releases[0]?.breaking?.map((note) => [note.scope, note.description])).toEqual([
      ['api', '/v1 is removed'],
      [undefined, 'strict'],
    ]);
    expect(result.sections).toContain('### BREAKING CHANGES\n\n- **api:** /v1 is removed (');
  });

  it('puts keyword sections only on user-facing types, or on other commits with includeOther', () => {
    expect(classifyCommit(commit('refactor: deprecate the v1 client'))?.category).toBe('deprecated');
    expect(classifyCommit(commit('docs: security policy'), { includeOther: true })?.category).toBe(
      'documentation',
    );
    expect(classifyCommit(commit('Fix an XSS hole'), { includeOther: true })?.category).toBe('security');
  });

  it.each([
    ['1.2.3', 'feat: a', undefined, 'beta', '1.3.0-beta.0'],
    ['1.2.3', 'fix: a', undefined, 'rc', '1.2.4-rc.0'],
    ['1.3.0-beta.0', 'fix: a', undefined, 'beta', '1.3.0-beta.1'],
  ] as const)('prerelease from %s with %j -> %s', (base, subject, _x, preid, version) => {
    const result = generateGitChangelog(
      [commit(subject)],
      { previousTag: `v${base}`, bump: 'prerelease', preid },
      clock,
    );
    expect(result.nextVersion).toBe(version);
  });

  it('folds a prerelease into the stable release with the detected bump', () => {
    const result = generateGitChangelog([commit('fix: a')], { previousTag: 'v1.3.0-beta.2' }, clock);
    expect(result.nextVersion).toBe('1.3.0');
  });
});

describe('defaultTagLine', () => {
  it('keeps the plain line beside package tags, and refuses to mix package lines', () => {
    const vite = defaultTagLine([
      'v8.2.2',
      'v8.2.1',
      'create-vite@9.1.2',
      'plugin-legacy@8.2.3',
      'not-a-tag',
    ]);
    expect(vite.prefixes).toEqual(['create-vite@', 'plugin-legacy@', 'v']);
    expect(['v8.2.2', 'create-vite@9.1.2'].filter((tag) => vite.pattern?.test(tag))).toEqual(['v8.2.2']);
    expect(defaultTagLine(['@changesets/cli@3.0.2', '@changesets/git@3.0.4']).pattern).toBeUndefined();
    expect(defaultTagLine(['v1.0.0', 'v2.0.0'])).toEqual({ prefixes: ['v'] });
  });
});

describe('issue and pull request links', () => {
  it('links (#4933) and "closes #12" from the repository URL, GitHub and GitLab', () => {
    const github = generateGitChangelog(
      [commit('fix: handle empty body (#4933)', { body: '' }), commit('feat: x, closes #12 and #3a')],
      { previousTag: 'v1.0.0', repoUrl: 'git@github.com:acme/app.git' },
      clock,
    );
    const items = Object.values(github.releases[0]?.changes ?? {}).flat();
    expect(items.map((item) => item.description)).toEqual([
      'x, closes [#12](https://github.com/acme/app/issues/12) and #3a',
      'handle empty body ([#4933](https://github.com/acme/app/issues/4933))',
    ]);
    expect(linkIssueRefs('see #7', repoLinks('https://gitlab.com/g/r') as RepoLinks)).toBe(
      'see [#7](https://gitlab.com/g/r/-/issues/7)',
    );
    const plain = generateGitChangelog([commit('fix: y (#1)')], { previousTag: 'v1.0.0' }, clock);
    expect(plain.sections).toContain('- y (#1) (');
  });
});
