import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type GitHubLoopback, startGitHubLoopback } from './support/github-loopback';
import { pkg, repository, singlePackage } from './support/release-origin';

// `toolbox release --github` and `--pr` on real repositories with a local bare "origin", against the loopback
// GitHub API built from GitHub's published description: the exact calls, what origin holds afterwards, re-runs,
// and failures that leave nothing half-published.

let gh: GitHubLoopback;
beforeEach(async () => {
  gh = await startGitHubLoopback();
});
afterEach(() => gh.close());

const calls = () => gh.requests.map((r) => `${r.method} ${r.path}${r.status >= 300 ? ` ${r.status}` : ''}`);
const oneLine = (stderr: string) => stderr.trim().split('\n');

describe('toolbox release --github', () => {
  it('publishes one Release per tag after pushing commit and tag, and a re-run updates it', async () => {
    const repo = singlePackage(gh);
    const result = await repo.toolbox(['release', '--github']);
    expect(result.stderr).toContain(
      'GitHub Release created: https://github.invalid/acme/widgets/releases/tag/v1.1.0',
    );
    expect(result.code).toBe(0);
    const head = repo.git('rev-parse', 'HEAD');
    expect(repo.git('log', '-1', '--format=%s')).toBe('chore(release): v1.1.0');
    expect(repo.originGit('rev-parse', 'main')).toBe(head);
    expect(repo.originTags()).toMatchObject({ 'v1.1.0': head });

    expect(calls()).toEqual([
      'GET /repos/acme/widgets',
      'GET /repos/acme/widgets',
      'GET /repos/acme/widgets/releases/tags/v1.1.0 404',
      'GET /repos/acme/widgets/releases',
      'POST /repos/acme/widgets/releases',
      'PATCH /repos/acme/widgets/releases/1000',
    ]);
    const notes = gh.requests[4]?.body;
    expect(notes).toEqual({
      tag_name: 'v1.1.0',
      target_commitish: head,
      name: 'v1.1.0',
      body: expect.stringMatching(
        /^### Added\n\n- add the blue widget \([0-9a-f]{7}\)\n\n### Fixed\n\n- round the corners \([0-9a-f]{7}\)\n$/,
      ),
      prerelease: false,
      draft: true,
    });
    expect(gh.requests[5]?.body).toEqual({
      name: 'v1.1.0',
      body: (notes as { body: string }).body,
      prerelease: false,
      draft: false,
    });
    expect(gh.releases).toEqual([
      expect.objectContaining({
        tag_name: 'v1.1.0',
        draft: false,
        prerelease: false,
        target_commitish: head,
      }),
    ]);

    // The same command again: HEAD is the release commit, so it publishes that release again (an update).
    const before = gh.requests.length;
    const again = await repo.toolbox(['release', '--github']);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('GitHub Release updated');
    expect(gh.requests.slice(before).map((r) => `${r.method} ${r.operationId}`)).toEqual([
      'GET repos/get',
      'GET repos/get-release-by-tag',
      'GET repos/list-releases',
      'PATCH repos/update-release',
    ]);
    expect(gh.releases).toHaveLength(1);
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
    expect(gh.refused).toEqual([]);
    expect(gh.selfErrors).toEqual([]);
  });

  it.each([
    [
      'a refused draft (422)',
      'repos/create-release',
      422,
      1,
      /^toolbox: GitHub: creating the draft Release for v1\.1\.0 failed: 422 Validation Failed$/,
    ],
    [
      'a forbidden publication (403)',
      'repos/update-release',
      403,
      1,
      /^toolbox: GitHub: publishing the Release for v1\.1\.0 failed: 403 Resource not accessible by integration$/,
    ],
    [
      'a server error (500)',
      'repos/create-release',
      500,
      4,
      /^toolbox: GitHub: creating the draft Release for v1\.1\.0 failed: 500 Server Error$/,
    ],
    [
      'a bad gateway on publication (502)',
      'repos/update-release',
      502,
      4,
      /^toolbox: GitHub: publishing the Release for v1\.1\.0 failed: 502 Server Error$/,
    ],
  ] as const)(
    '%s: one line, non-zero exit, no tag on origin, no Release; the next run publishes',
    async (_, operation, status, code, line) => {
      const repo = singlePackage(gh);
      gh.fail(operation, status);
      const result = await repo.toolbox(['release', '--github']);
      expect(result.code).toBe(code);
      expect(oneLine(result.stderr)[0]).toMatch(line);
      expect(repo.originTags()).not.toHaveProperty('v1.1.0');
      expect(gh.releases).toEqual([]);
      // The release commit and its tag stay in the local repository: the same command publishes them.
      expect(repo.git('tag', '--list', 'v1.1.0')).toBe('v1.1.0');
      const retry = await repo.toolbox(['release', '--github']);
      expect(retry.code).toBe(0);
      expect(repo.originTags()).toMatchObject({ 'v1.1.0': repo.git('rev-parse', 'HEAD') });
      expect(gh.releases.map((r) => [r.tag_name, r.draft])).toEqual([['v1.1.0', false]]);
      expect(gh.selfErrors).toEqual([]);
    },
  );

  it('refuses a tag that already exists on origin, before writing anything', async () => {
    const repo = singlePackage(gh);
    const elsewhere = repo.git('rev-parse', 'HEAD~1');
    repo.git('push', '-q', 'origin', `${elsewhere}:refs/tags/v1.1.0`);
    const head = repo.git('rev-parse', 'HEAD');
    const result = await repo.toolbox(['release', '--github']);
    expect(result.code).toBe(1);
    expect(oneLine(result.stderr)[0]).toBe(
      `toolbox: the tag v1.1.0 already exists on origin (at ${elsewhere.slice(0, 7)}): refusing to publish over it.`,
    );
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
    expect(repo.git('status', '--porcelain')).toBe('');
    expect(gh.requests.map((r) => r.operationId)).toEqual(['repos/get']);
  });

  it('refuses a dirty tree, a detached HEAD and a missing token without calling GitHub', async () => {
    const repo = singlePackage(gh);
    writeFileSync(join(repo.dir, 'stray.txt'), 'x');
    const dirty = await repo.toolbox(['release', '--github']);
    expect(dirty.code).toBe(1);
    expect(dirty.stderr).toMatch(/working tree is not clean \(stray\.txt\)/);
    repo.git('clean', '-qfd');
    repo.git('checkout', '-q', '--detach');
    const detached = await repo.toolbox(['release', '--github']);
    expect(detached.code).toBe(1);
    expect(detached.stderr).toMatch(/HEAD is detached/);
    repo.git('checkout', '-q', 'main');
    const anonymous = await repo.toolbox(['release', '--github'], { GITHUB_TOKEN: '' });
    expect(anonymous.code).toBe(1);
    expect(oneLine(anonymous.stderr)[0]).toBe('toolbox: publishing to GitHub needs a token in GITHUB_TOKEN');
    expect(gh.requests).toEqual([]);
    expect(repo.originTags()).not.toHaveProperty('v1.1.0');
  });

  it('with --allow-detached on a detached HEAD, pushes the tag alone and leaves the branch on origin as it was', async () => {
    const repo = singlePackage(gh);
    const main = repo.git('rev-parse', 'HEAD');
    repo.git('checkout', '-q', '--detach');
    const result = await repo.toolbox(['release', '--github', '--allow-detached']);
    expect(result.code, result.stderr).toBe(0);
    const head = repo.git('rev-parse', 'HEAD');
    expect(head).not.toBe(main);
    expect(repo.originGit('rev-parse', 'main')).toBe(main);
    expect(repo.originTags()).toMatchObject({ 'v1.1.0': head });
    expect(gh.releases.map((r) => [r.tag_name, r.draft])).toEqual([['v1.1.0', false]]);
  });

  it('keeps hostile commit subjects away from any shell and prints them inert', async () => {
    const repo = singlePackage(gh);
    repo.commit('feat: $(touch pwned) `touch pwned2` ; touch pwned3 \u001b]0;owned\u0007 \u001b[2J done');
    const result = await repo.toolbox(['release', '--github', '--json']);
    expect(result.code).toBe(0);
    expect(existsSync(join(repo.dir, 'pwned'))).toBe(false);
    expect(existsSync(join(repo.dir, 'pwned2'))).toBe(false);
    expect(existsSync(join(repo.dir, 'pwned3'))).toBe(false);
    expect(result.stdout + result.stderr).not.toContain('\u001b');
    const body = gh.releases[0]?.body ?? '';
    expect(body).toContain('$(touch pwned) `touch pwned2` ; touch pwned3');
  });
});

describe('terminal escapes in commit messages', () => {
  // The subject the issue reports: a window title, a screen clear, a colour and an OSC 52 clipboard write.
  const subject =
    'feat: new \u001b]0;TITLE\u0007\u001b[2J\u001b[31mRED \u001b]52;c;dG91Y2ggcHduZWQ=\u0007 thing';
  const body =
    'More \u001b[5mblink\u009b2J\u202eevil\n\nBREAKING CHANGE: the \u001b]8;;https://x.invalid\u0007link\u001b]8;;\u0007 moved';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;

  it('are dropped from CHANGELOG.md, the commit, the tag and the GitHub Release body, as changelog -o drops them', async () => {
    const repo = singlePackage(gh);
    repo.commit(`${subject}\n\n${body}`);
    const result = await repo.toolbox(['release', '--github']);
    expect(result.code, result.stderr).toBe(0);
    const changelog = readFileSync(join(repo.dir, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain('new RED  thing');
    expect(changelog).not.toMatch(raw);
    const notes = gh.releases[0]?.body ?? '';
    expect(notes).toContain('new RED  thing');
    expect(notes).not.toMatch(raw);
    expect(repo.git('log', '-1', '--format=%B')).not.toMatch(raw);
    expect(repo.git('tag', '-l', '--format=%(contents)', 'v2.0.0')).not.toMatch(raw);
    // The same rule as `toolbox changelog -o`: the two files say the same thing.
    const standalone = await repo.toolbox([
      'changelog',
      '--from',
      'v1.0.0',
      '--to',
      'v2.0.0',
      '-o',
      'OUT.md',
    ]);
    expect(standalone.code, standalone.stderr).toBe(0);
    const entry = (text: string) => text.split('\n').find((line) => line.includes('RED'));
    expect(entry(changelog)).toBe(entry(readFileSync(join(repo.dir, 'OUT.md'), 'utf8')));
  });

  it("are dropped from the release pull request's title and text", async () => {
    const repo = singlePackage(gh);
    repo.commit(`${subject}\n\n${body}`);
    const result = await repo.toolbox(['release', '--pr']);
    expect(result.code, result.stderr).toBe(0);
    const pull = gh.pulls[0];
    expect(pull?.body).toContain('new RED  thing');
    expect(`${pull?.title}\n${pull?.body}`).not.toMatch(raw);
    const proposed = repo.originGit('rev-parse', 'release/main');
    expect(repo.originGit('show', `${proposed}:CHANGELOG.md`)).not.toMatch(raw);
  });
});

describe('hostile package names', () => {
  it('a tag name full of shell syntax is only ever an argument and a URL-encoded path segment', async () => {
    // What git accepts in a tag name (no spaces): command substitution, separators, redirections, quotes.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: shell syntax, meant literally
    const name = '$(touch${IFS}pwned);`touch${IFS}pwned2`|x>y&\'q"';
    const repo = repository(gh, {
      'package.json': pkg('root', '0.0.0', { private: true, workspaces: ['packages/*'] }),
      'packages/a/package.json': pkg(name, '1.0.0'),
      'packages/b/package.json': pkg('b', '1.0.0'),
    });
    repo.git('tag', '-a', '-m', 'a', `${name}@1.0.0`);
    repo.git('tag', '-a', '-m', 'b', 'b@1.0.0');
    repo.commit('feat: a thing', 'packages/a/index.js');
    repo.git('push', '-q', 'origin', 'main', '--tags');
    const result = await repo.toolbox(['release', '--github']);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(join(repo.dir, 'pwned'))).toBe(false);
    expect(existsSync(join(repo.dir, 'pwned2'))).toBe(false);
    // No file appeared anywhere in the tree (a redirection would have made one).
    expect(repo.git('status', '--porcelain', '--ignored')).toBe('');
    const tag = `${name}@1.1.0`;
    expect(repo.originTags()).toHaveProperty([tag]);
    expect(gh.requests.find((r) => r.operationId === 'repos/get-release-by-tag')?.path).toBe(
      `/repos/acme/widgets/releases/tags/${encodeURIComponent(tag)}`,
    );
    expect(gh.releases.map((r) => r.tag_name)).toEqual([tag]);
    expect(gh.refused).toEqual([]);
  });
});

describe('toolbox release --pr', () => {
  it('proposes the release from release/main, updates the same pull request, and the merge is tagged and published', async () => {
    const repo = repository(gh, {
      'package.json': pkg('root', '0.0.0', { private: true, workspaces: ['packages/*'] }),
      'packages/core/package.json': pkg('@acme/core', '1.0.0'),
      'packages/web/package.json': pkg('@acme/web', '2.0.0', { dependencies: { '@acme/core': '^1.0.0' } }),
    });
    repo.git('tag', '-a', '-m', 'core', '@acme/core@1.0.0');
    repo.git('tag', '-a', '-m', 'web', '@acme/web@2.0.0');
    repo.commit('feat(core): a faster parser', 'packages/core/src/parse.js');
    repo.git('push', '-q', 'origin', 'main', '--tags');
    const main = repo.git('rev-parse', 'HEAD');

    const first = await repo.toolbox(['release', '--pr']);
    expect(first.stderr).toContain(
      'Release pull request #1 opened: https://github.invalid/acme/widgets/pull/1',
    );
    expect(first.code).toBe(0);
    expect(repo.git('branch', '--show-current')).toBe('main');
    expect(repo.git('rev-parse', 'HEAD')).toBe(main);
    expect(repo.git('status', '--porcelain')).toBe('');
    const proposed = repo.originGit('rev-parse', 'release/main');
    expect(repo.originGit('log', '-1', '--format=%s', proposed)).toBe('chore(release): @acme/core@1.1.0');
    expect(repo.originGit('rev-parse', `${proposed}^`)).toBe(main);
    expect(repo.originTags()).not.toHaveProperty('@acme/core@1.1.0');
    expect(gh.requests.map((r) => `${r.method} ${r.operationId}`)).toEqual([
      'GET repos/get',
      'GET pulls/list',
      'POST pulls/create',
    ]);
    expect(gh.requests[1]?.query).toEqual({
      state: 'open',
      head: 'acme:release/main',
      base: 'main',
      per_page: '100',
    });
    expect(gh.requests[2]?.body).toEqual({
      title: 'chore(release): @acme/core@1.1.0',
      head: 'release/main',
      base: 'main',
      body: expect.stringMatching(
        /^Merging this pull request releases[\s\S]*\n\n## @acme\/core@1\.1\.0\n\n### Added\n\n- \*\*core:\*\* a faster parser \([0-9a-f]{7}\)$/,
      ),
    });

    // More work lands on main: the next run rebuilds the branch and updates the same pull request.
    repo.commit('fix(web): the header', 'packages/web/src/header.js');
    repo.git('push', '-q', 'origin', 'main');
    const second = await repo.toolbox(['release', '--pr']);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain('Release pull request #1 updated');
    expect(gh.requests.slice(3).map((r) => `${r.method} ${r.operationId}`)).toEqual([
      'GET repos/get',
      'GET pulls/list',
      'PATCH pulls/update',
    ]);
    expect(gh.pulls).toEqual([
      expect.objectContaining({
        number: 1,
        title: 'chore(release): @acme/core@1.1.0, @acme/web@2.0.1',
        state: 'open',
      }),
    ]);

    // The pull request is squash-merged on GitHub (simulated): main's new commit carries the release.
    repo.git('fetch', '-q', 'origin', 'release/main');
    repo.git('merge', '-q', '--squash', 'FETCH_HEAD');
    repo.git('commit', '-q', '-m', 'chore(release): @acme/core@1.1.0, @acme/web@2.0.1 (#1)');
    repo.git('push', '-q', 'origin', 'main');
    const merged = repo.git('rev-parse', 'HEAD');
    const before = gh.requests.length;
    const publish = await repo.toolbox(['release', '--pr']);
    expect(publish.code).toBe(0);
    expect(repo.originTags()).toMatchObject({ '@acme/core@1.1.0': merged, '@acme/web@2.0.1': merged });
    expect(gh.requests.slice(before).map((r) => `${r.method} ${r.operationId}`)).toEqual([
      'GET repos/get',
      'GET repos/get-release-by-tag',
      'GET repos/get-release-by-tag',
      'GET repos/list-releases',
      'POST repos/create-release',
      'POST repos/create-release',
      'PATCH repos/update-release',
      'PATCH repos/update-release',
    ]);
    expect(gh.releases.map((r) => [r.tag_name, r.draft, r.body?.split('\n')[0]])).toEqual([
      ['@acme/core@1.1.0', false, '### Added'],
      ['@acme/web@2.0.1', false, '### Fixed'],
    ]);
    // Run again: nothing new, the same two Releases.
    const rerun = await repo.toolbox(['release', '--pr']);
    expect(rerun.code).toBe(0);
    expect(gh.releases).toHaveLength(2);
    expect(gh.refused).toEqual([]);
    expect(gh.selfErrors).toEqual([]);
  });

  it('a release pull request merged with a merge commit is tagged on the merge and published', async () => {
    const repo = singlePackage(gh);
    const proposed = await repo.toolbox(['release', '--pr']);
    expect(proposed.code, proposed.stderr).toBe(0);
    repo.commit('docs: a note on main meanwhile', 'README.md');
    repo.git('fetch', '-q', 'origin', 'release/main');
    repo.git('merge', '-q', '--no-ff', '-m', 'Merge pull request #1 from acme/release/main', 'FETCH_HEAD');
    repo.git('push', '-q', 'origin', 'main');
    const merge = repo.git('rev-parse', 'HEAD');
    const result = await repo.toolbox(['release', '--pr']);
    expect(result.code, result.stderr).toBe(0);
    expect(repo.originTags()).toMatchObject({ 'v1.1.0': merge });
    expect(gh.releases.map((r) => [r.tag_name, r.draft, r.target_commitish])).toEqual([
      ['v1.1.0', false, merge],
    ]);
    expect(gh.releases[0]?.body).toMatch(/^### Added\n\n- add the blue widget/);
  });
});
