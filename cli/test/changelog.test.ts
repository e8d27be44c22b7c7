import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownToHtml } from '@toolbox/core/markdown';
import { describe, expect, it } from 'vitest';
import { outsideRepo, PREAMBLE, tempRepo, today } from './changelog-repo';
import { toolboxIn } from './signed-in-toolbox';

const short = (hash: string) => hash.slice(0, 7);

describe('toolbox changelog on a real repository', () => {
  it('writes the next release from the commits since the latest tag', () => {
    const repo = tempRepo();
    repo.commit('feat: first feature');
    repo.tag('v1.0.0');
    const fix = repo.commit('fix(api): handle empty body');
    const feat = repo.commit('feat(ui): dark mode');
    repo.commit('docs: usage');
    repo.commit('Tweak things');
    const result = repo.toolbox(['changelog']);
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: `${PREAMBLE}
## [1.1.0] - ${today()}

### Added

- **ui:** dark mode (${short(feat)})

### Fixed

- **api:** handle empty body (${short(fix)})
`,
    });
    expect(repo.toolbox(['changelog', '--bumped-version']).stdout).toBe('1.1.0\n');
    expect(repo.toolbox(['changelog', '--bump', 'major', '--bumped-version']).stdout).toBe('2.0.0\n');
  });

  it('groups the whole history by tag with --all, with links from --repo-url', () => {
    const repo = tempRepo();
    const a = repo.commit('feat: first feature');
    repo.tag('v0.1.0');
    const b = repo.commit('fix: a bug');
    const c = repo.commit('feat!: new config format');
    repo.tag('v0.2.0');
    const d = repo.commit('perf: faster start');
    const url = 'https://github.com/acme/app';
    const result = repo.toolbox(['changelog', '--all', '--repo-url', 'git@github.com:acme/app.git']);
    expect(result.stdout).toBe(`${PREAMBLE}
## [0.2.1](${url}/compare/v0.2.0...v0.2.1) - ${today()}

### Changed

- faster start ([${short(d)}](${url}/commit/${d}))

## [0.2.0](${url}/compare/v0.1.0...v0.2.0) - 2025-01-13

### BREAKING CHANGES

- new config format ([${short(c)}](${url}/commit/${c}))

### Added

- **BREAKING** new config format ([${short(c)}](${url}/commit/${c}))

### Fixed

- a bug ([${short(b)}](${url}/commit/${b}))

## [0.1.0] - 2025-01-11

### Added

- first feature ([${short(a)}](${url}/commit/${a}))
`);
  });

  it('takes the whole history when there is no tag, from 0.0.0', () => {
    const repo = tempRepo();
    const a = repo.commit('feat: start');
    repo.commit('chore: tidy');
    expect(repo.toolbox(['changelog']).stdout).toBe(`${PREAMBLE}
## [0.1.0] - ${today()}

### Added

- start (${short(a)})
`);
  });

  it('skips non-conventional commits unless --include-other, and heads [Unreleased] on request', () => {
    const repo = tempRepo();
    repo.commit('feat: start');
    repo.tag('v1.0.0');
    const other = repo.commit('Tweak things');
    const chore = repo.commit('chore: tidy');
    // git-cliff's default groups for test/docs/chore (issue 82), its skips skipped.
    const test = repo.commit('test(generate): cover the empty form');
    const docs = repo.commit('docs(design): the event flow');
    repo.commit('chore(deps): bump vite to 7.1.2');
    const result = repo.toolbox(['changelog', '--include-other', '--unreleased']);
    expect(result.stdout).toBe(`${PREAMBLE}
## [Unreleased]

### Documentation

- **design:** the event flow (${short(docs)})

### Testing

- **generate:** cover the empty form (${short(test)})

### Miscellaneous Tasks

- tidy (${short(chore)})

### Other

- Tweak things (${short(other)})
`);
    expect(repo.toolbox(['changelog', '--unreleased']).stdout).not.toMatch(
      /### (Documentation|Testing|Other)/,
    );
  });

  it('handles a merge commit: the branch commits are listed, the merge itself is not', () => {
    const repo = tempRepo();
    repo.commit('feat: base');
    repo.tag('v1.0.0');
    repo.git('checkout', '-q', '-b', 'topic');
    const topic = repo.commit('feat(api): from the branch');
    repo.git('checkout', '-q', 'main');
    const main = repo.commit('fix: on main');
    repo.git('merge', '-q', '--no-ff', '-m', "Merge branch 'topic'", 'topic');
    const result = repo.toolbox(['changelog']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${PREAMBLE}
## [1.1.0] - ${today()}

### Added

- **api:** from the branch (${short(topic)})

### Fixed

- on main (${short(main)})
`);
  });

  it('--prepend twice keeps older entries byte for byte and refuses a duplicate version', () => {
    const repo = tempRepo();
    repo.commit('feat: one');
    repo.tag('v1.0.0');
    const file = join(repo.dir, 'CHANGELOG.md');
    const old = `${PREAMBLE}\n## [1.0.0] - 2024-12-01\n\n### Added\n\n-   hand   written\t\n`;
    writeFileSync(file, old);
    const fix = repo.commit('fix: two');
    expect(repo.toolbox(['changelog', '-o', 'CHANGELOG.md', '--prepend'])).toMatchObject({
      code: 0,
      stderr: '',
    });
    repo.tag('v1.0.1');
    const feat = repo.commit('feat: three');
    expect(repo.toolbox(['changelog', '-o', 'CHANGELOG.md', '--prepend']).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(`${PREAMBLE}
## [1.1.0] - ${today()}

### Added

- three (${short(feat)})

## [1.0.1] - ${today()}

### Fixed

- two (${short(fix)})

${old.slice(PREAMBLE.length + 1)}`);
    // The same run again changes nothing; an --unreleased run lists nothing twice.
    expect(repo.toolbox(['changelog', '-o', 'CHANGELOG.md', '--prepend']).code).toBe(0);
    expect(repo.toolbox(['changelog', '-o', 'CHANGELOG.md', '--prepend', '--unreleased']).code).toBe(0);
    // An older release named with --from/--to is already there (dated by its tag now): refused, never added twice.
    const range = ['changelog', '-o', 'CHANGELOG.md', '--prepend', '--from', 'v1.0.0', '--to', 'v1.0.1'];
    expect(repo.toolbox(range)).toMatchObject({
      code: 1,
      stderr: 'toolbox: the changelog already has a section for 1.0.1: --force replaces it.\n',
    });
    expect(readFileSync(file, 'utf8')).toBe(text);
    // 1.1.0 again with more in it: refused, or replaced with --force.
    const four = repo.commit('fix: four');
    const again = repo.toolbox(['changelog', '-o', 'CHANGELOG.md', '--prepend']);
    expect(again).toMatchObject({
      code: 1,
      stderr: 'toolbox: the changelog already has a section for 1.1.0: --force replaces it.\n',
    });
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(repo.toolbox(['changelog', '-o', 'CHANGELOG.md', '--prepend', '--force']).code).toBe(0);
    const forced = readFileSync(file, 'utf8');
    expect(forced).toContain(`### Fixed\n\n- four (${short(four)})\n\n## [1.0.1]`);
    expect(forced.match(/## \[1\.1\.0\]/g)).toHaveLength(1);
  });

  it('--prepend refuses a version the file has under a heading in another style, in one line', () => {
    const repo = tempRepo();
    repo.commit('feat: one');
    repo.tag('v1.0.0');
    repo.commit('feat: two');
    const file = join(repo.dir, 'CHANGELOG.md');
    const old = '# Changelog\n\n## Version 1.1.0\n\n- two, written by hand\n\n## Version 1.0.0\n\n- one\n';
    writeFileSync(file, old);
    for (const extra of [[], ['--force']]) {
      expect(repo.toolbox(['changelog', '-o', 'CHANGELOG.md', '--prepend', ...extra])).toMatchObject({
        code: 1,
        stderr:
          'toolbox: the changelog already has 1.1.0 (line 3: ## Version 1.1.0), in a heading --prepend cannot replace: refusing to add it twice.\n',
      });
    }
    expect(readFileSync(file, 'utf8')).toBe(old);
  });

  it('makes per-package changelogs with --include-path and --tag-pattern', () => {
    const repo = tempRepo();
    writeFileSync(join(repo.dir, 'web.txt'), '1');
    repo.git('add', '.');
    repo.commit('feat(web): page');
    repo.tag('web@1.0.0');
    repo.tag('cli@3.0.0');
    writeFileSync(join(repo.dir, 'web.txt'), '2');
    repo.git('add', '.');
    const webFix = repo.commit('fix(web): layout');
    repo.commit('feat(cli): flag');
    const result = repo.toolbox([
      'changelog',
      '--include-path',
      'web.txt',
      '--tag-pattern',
      '^web@',
      '--format',
      'json',
    ]);
    expect(JSON.parse(result.stdout)).toEqual({
      releases: [
        {
          version: '1.0.1',
          date: today(),
          type: 'patch',
          nextTag: 'web@1.0.1',
          changes: { fixed: [{ description: 'layout', scope: 'web', hash: webFix, breaking: false }] },
        },
      ],
    });
  });

  it('runs the web form’s entry mode with --entry', () => {
    const repo = tempRepo();
    const result = repo.toolbox([
      'changelog',
      '--entry',
      'Add dark mode',
      '--entry',
      ' ',
      '--entry',
      'Fix crash',
      '--current-version',
      '1.2.0',
      '--format',
      'json',
    ]);
    expect(JSON.parse(result.stdout)).toEqual({
      version: '1.3.0',
      date: today(),
      type: 'minor',
      changes: { added: ['Add dark mode'], fixed: ['Fix crash'] },
    });
    expect(repo.toolbox(['changelog', '--entry', ' ']).stderr).toBe(
      'toolbox: Please add at least one change entry.\n',
    );
  });

  it("--entry groups as git-cliff's default does and says on stderr what it left out (issue 82)", () => {
    const result = outsideRepo([
      'changelog',
      '--entry',
      'test(fixture): add test fixture for skipped contributors (#1481)',
      '--entry',
      'go.mod: remove exclude rules',
      '--entry',
      'chore(deps): bump fumadocs-mdx from 15.0.8 to 15.0.9 in the npm-major group (#5364)',
      '--format',
      'json',
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).changes).toEqual({
      testing: ['fixture: add test fixture for skipped contributors (#1481)'],
      other: ['go.mod: remove exclude rules'],
    });
    expect(result.stderr).toBe(
      "toolbox: 1 entry left out, as git-cliff's default config leaves them out: chore(release): prepare for…, chore(deps…), chore(pr), chore(pull): chore(deps): bump fumadocs-mdx from 15.0.8 to 15.0.9 in the npm-major group (#5364)\n",
    );
  });

  it('prints the release a tag on HEAD makes; says when there is nothing to release or a ref is unknown', () => {
    const repo = tempRepo();
    const one = repo.commit('feat: one');
    repo.tag('v1.0.0');
    expect(repo.toolbox(['changelog']).stdout).toBe(`${PREAMBLE}
## [1.0.0] - 2025-01-11

### Added

- one (${short(one)})
`);
    expect(repo.toolbox(['changelog', '--from', 'v1.0.0'])).toMatchObject({
      code: 1,
      stderr: 'toolbox: no commits since v1.0.0: nothing to release.\n',
    });
    expect(repo.toolbox(['changelog', '--to', 'nope'])).toMatchObject({
      code: 1,
      stderr: 'toolbox: Unknown git revision "nope".\n',
    });
  });

  it('cuts releases by ancestry: a branch commit dated before a tag goes to the tag that contains it', () => {
    const repo = tempRepo();
    repo.commit('feat: base');
    repo.tag('v1.0.0');
    repo.git('checkout', '-q', '-b', 'feature');
    const early = repo.commit('feat: started long ago');
    repo.git('checkout', '-q', 'main');
    repo.commit('fix: on main');
    repo.tag('v1.0.1');
    repo.git('merge', '-q', '--no-ff', '-m', 'Merge branch feature', 'feature');
    repo.tag('v1.1.0');
    const releases = JSON.parse(repo.toolbox(['changelog', '--all', '--format', 'json']).stdout).releases;
    expect(
      releases.map((release: { tag: string; changes: Record<string, { hash: string }[]> }) => [
        release.tag,
        Object.values(release.changes).flatMap((items) => items.map((item) => item.hash)),
      ]),
    ).toEqual([
      ['v1.1.0', [early]],
      ['v1.0.1', [expect.any(String)]],
      ['v1.0.0', [expect.any(String)]],
    ]);
  });

  it('warns in a shallow clone and refuses --bumped-version; --bumped-version --format json is JSON', () => {
    const repo = tempRepo();
    repo.commit('feat: one');
    repo.tag('v1.0.0');
    repo.commit('fix: two');
    repo.commit('fix: three');
    expect(repo.toolbox(['changelog', '--bumped-version', '--format', 'json'])).toMatchObject({
      code: 0,
      stdout: '{"version":"1.0.1"}\n',
    });
    const clone = `${repo.dir}-shallow`;
    repo.git('clone', '-q', '--depth', '1', `file://${repo.dir}`, clone);
    const shallow = toolboxIn(clone, ['changelog', '--bumped-version'], {
      env: { GIT_CONFIG_NOSYSTEM: '1' },
    });
    expect(shallow.code).toBe(1);
    expect(shallow.stderr).toContain('git fetch --unshallow');
    const warned = toolboxIn(clone, ['changelog'], { env: { GIT_CONFIG_NOSYSTEM: '1' } });
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain('shallow clone');
  });

  it('links issue and PR references from the origin remote’s URL (no network), or --repo-url', () => {
    const repo = tempRepo();
    repo.commit('feat: one');
    repo.tag('v1.0.0');
    repo.commit('fix: handle empty body (#4933)');
    // An address nothing answers: only its text is read.
    repo.git('remote', 'add', 'origin', 'git@github.com:acme/app.git');
    const linked = repo.toolbox(['changelog']);
    expect(linked).toMatchObject({ code: 0, stderr: '' });
    expect(linked.stdout).toContain('([#4933](https://github.com/acme/app/issues/4933))');
    const given = repo.toolbox(['changelog', '--repo-url', 'https://gitlab.com/g/r']);
    expect(given.stdout).toContain('([#4933](https://gitlab.com/g/r/-/issues/4933))');
  });

  it('a hostile origin URL, tag or config href cannot add a link: every link is http(s), rendered (issue 41, item 25)', () => {
    const repo = tempRepo();
    writeFileSync(
      join(repo.dir, 'cliff.toml'),
      [
        '[git]',
        'commit_parsers = [{ message = "^feat", group = "Features" }, { message = "^fix", group = "Fixes" }]',
        'link_parsers = [',
        '  { pattern = "ACME-([^ ]+)", href = "https://tracker.example.com/$1" },',
        '  { pattern = "EVIL-([0-9]+)", href = "javascript:alert($1)" },',
        ']',
      ].join('\n'),
    );
    repo.commit('feat: one');
    repo.tag('v)1.0.0');
    repo.commit('fix: handle empty body (#4933) ACME-1)(x EVIL-7');
    repo.tag('v)1.0.1');
    repo.commit('fix: the crash');
    repo.git('remote', 'add', 'origin', 'https://github.com/acme/app)[x](javascript:alert(1)');
    const result = repo.toolbox(['changelog', '--all', '--tag-pattern', '^v']);
    expect(result.code, result.stderr).toBe(0);
    const html = markdownToHtml(result.stdout);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThanOrEqual(4);
    for (const href of hrefs)
      expect(href).toMatch(
        /^https:\/\/(github\.com\/acme\/app.|(tracker\.example\.com|keepachangelog\.com|semver\.org)\/)/,
      );
    // The remote's `)` stays inside each link: none ends where the remote's text did.
    expect(hrefs).not.toContain('https://github.com/acme/app');
    expect(html).not.toMatch(/href="javascript:/i);
    expect(hrefs.filter((href) => href.endsWith('/issues/4933'))).toHaveLength(1);
    expect(hrefs).toContain('https://tracker.example.com/1%29%28x');
    expect(hrefs.some((href) => href.endsWith('/compare/v%291.0.0...v%291.0.1'))).toBe(true);
    // A remote that is no web address of a repository gives no links at all.
    repo.git('remote', 'set-url', 'origin', 'javascript:alert(1)//github.com/acme/app');
    const plain = repo.toolbox(['changelog', '--all', '--tag-pattern', '^v']);
    expect(plain.code, plain.stderr).toBe(0);
    expect(markdownToHtml(plain.stdout)).not.toMatch(
      /href="(?!https:\/\/(tracker\.example\.com|keepachangelog\.com|semver\.org)\/)/,
    );
  });

  it('--all leaves out a tagged release whose own commits are only maintenance, naming it; --keep-empty keeps it, saying so (issue 81, item 9)', () => {
    const repo = tempRepo();
    repo.commit('feat: one');
    repo.tag('v1.0.0');
    repo.commit('ci: build on Node 24');
    repo.commit('chore: drop Node 18');
    repo.tag('v2.0.0');
    repo.commit('fix: the crash');
    repo.tag('v2.0.1');
    const result = repo.toolbox(['changelog', '--all']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.match(/^## .*$/gm)).toEqual(['## [2.0.1] - 2025-01-14', '## [1.0.0] - 2025-01-11']);
    expect(result.stderr).toContain('Left out 1 release with nothing to list (v2.0.0)');
    const kept = repo.toolbox(['changelog', '--all', '--keep-empty']);
    const html = markdownToHtml(kept.stdout);
    const v200 = html.split('<h2').find((section) => section.includes('[2.0.0]'));
    expect(v200).toContain('<p><em>Only maintenance changes.</em></p>');
    const json = JSON.parse(
      repo.toolbox(['changelog', '--all', '--keep-empty', '--format', 'json']).stdout,
    ) as {
      releases: { tag?: string; maintenance?: boolean }[];
    };
    expect(json.releases.find((release) => release.tag === 'v2.0.0')?.maintenance).toBe(true);
  });

  it('outside a repository points to --entry', () => {
    const result = outsideRepo(['changelog']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      'toolbox: not inside a git repository.\nRun it in a repository, or give --entry TEXT (repeatable) to write a changelog from entries.\n',
    );
  });
});
