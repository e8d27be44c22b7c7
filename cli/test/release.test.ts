import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { today } from './changelog-repo';
import { npm, pnpm, releaseRepo } from './release-repo';

const short = (hash: string) => hash.slice(0, 7);
const json = (value: unknown, indent: string | number = 2) => `${JSON.stringify(value, null, indent)}\n`;

describe('toolbox release on one package', () => {
  it('plans, then bumps package.json in its own formatting, prepends CHANGELOG.md, commits and tags', () => {
    const manifest = '{\n\t"version": "1.2.3",\n\t"name": "solo",\n\t"files": ["index.js"]\n}';
    const changelog =
      '# Changelog\n\n## [1.2.3] - 2025-01-01\n\n### Fixed\n\n- an old fix\n\n[1.2.3]: https://example.com\n';
    const repo = releaseRepo({ 'package.json': manifest, 'CHANGELOG.md': changelog });
    repo.change('chore: init', 'index.js');
    repo.tag('v1.2.3');
    const feat = repo.change('feat: dark mode', 'index.js');
    const fix = repo.change('fix: crash on save', 'index.js');
    repo.change('docs: usage', 'README.md');

    expect(repo.release('--dry-run')).toEqual({
      code: 0,
      stdout: 'solo\t1.2.3\t1.3.0\tminor: 1 feat, 1 fix\n',
      stderr: '',
    });
    const planned = JSON.parse(repo.toolbox(['--json', 'release', '--dry-run']).stdout);
    expect(planned).toEqual({
      tagFormat: 'v{version}',
      releases: [
        {
          name: 'solo',
          dir: '',
          current: '1.2.3',
          next: '1.3.0',
          kind: 'minor',
          why: 'minor: 1 feat, 1 fix',
          tag: 'v1.3.0',
          previousTag: 'v1.2.3',
          prerelease: false,
        },
      ],
      ranges: [],
    });
    expect(repo.status()).toBe('');

    const released = repo.release();
    expect(released).toMatchObject({ code: 0, stdout: 'solo\t1.2.3\t1.3.0\tminor: 1 feat, 1 fix\n' });
    expect(released.stderr).toMatch(/^Released 1 package in [0-9a-f]{7}\.\n$/);
    expect(repo.read('package.json')).toBe(manifest.replace('1.2.3', '1.3.0'));
    const notes = `### Added\n\n- dark mode (${short(feat)})\n\n### Fixed\n\n- crash on save (${short(fix)})\n`;
    expect(repo.read('CHANGELOG.md')).toBe(
      changelog.replace('## [1.2.3]', `## [1.3.0] - ${today()}\n\n${notes}\n## [1.2.3]`),
    );
    expect(repo.git('log', '-1', '--format=%s%n%n%b')).toBe(
      'chore(release): v1.3.0\n\n- solo 1.2.3 -> 1.3.0 (minor: 1 feat, 1 fix)',
    );
    expect(repo.git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'CHANGELOG.md',
      'package.json',
    ]);
    expect(repo.tags()).toEqual(['v1.2.3', 'v1.3.0']);
    expect(repo.tagTypes(['v1.3.0'])).toEqual(['tag']);
    expect(repo.git('rev-parse', 'v1.3.0^{commit}')).toBe(repo.git('rev-parse', 'HEAD'));
    expect(repo.git('tag', '-l', '--format=%(contents)', 'v1.3.0')).toBe(`solo 1.3.0\n\n${notes.trim()}`);
    expect(repo.status()).toBe('');

    // Run again: nothing new since v1.3.0.
    expect(repo.release()).toEqual({
      code: 0,
      stdout: '',
      stderr:
        'Nothing to release: no package has a feat, fix, perf, revert or breaking change since its last tag.\n',
    });
    npm(repo.dir, ['install']);
  });

  it('reads and bumps a package.json that starts with a byte order mark, as npm reads it, and keeps the mark', () => {
    const manifest = '\uFEFF{\n  "name": "bom",\n  "version": "1.2.0"\n}\n';
    const repo = releaseRepo({ 'package.json': manifest });
    repo.change('chore: init', 'index.js');
    repo.tag('v1.2.0');
    repo.change('feat: dark mode', 'index.js');
    // npm reads past the mark: the version both read.
    expect(npm(repo.dir, ['pkg', 'get', 'version']).trim()).toBe('"1.2.0"');
    expect(repo.release('--dry-run')).toEqual({
      code: 0,
      stdout: 'bom\t1.2.0\t1.3.0\tminor: 1 feat\n',
      stderr: '',
    });
    expect(repo.release()).toMatchObject({ code: 0 });
    expect(repo.read('package.json')).toBe(manifest.replace('1.2.0', '1.3.0'));
    expect(npm(repo.dir, ['pkg', 'get', 'version']).trim()).toBe('"1.3.0"');
  });

  it('refuses a dirty tree, a detached HEAD (unless --allow-detached) and a tag that exists', () => {
    const repo = releaseRepo({ 'package.json': json({ name: 'solo', version: '1.0.0' }) });
    repo.change('chore: init', 'index.js');
    repo.tag('v1.0.0');
    const fix = repo.change('fix: one', 'index.js');

    repo.write('index.js', 'changed\n');
    expect(repo.release()).toEqual({
      code: 1,
      stdout: '',
      stderr: 'toolbox: the working tree is not clean (index.js): commit or stash first.\n',
    });
    repo.git('checkout', '--', 'index.js');

    repo.git('checkout', '-q', '--detach');
    expect(repo.release()).toMatchObject({
      code: 1,
      stderr: 'toolbox: HEAD is detached: check out a branch, or give --allow-detached.\n',
    });
    repo.git('tag', 'v1.0.1', 'HEAD~1');
    expect(repo.release('--allow-detached')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('toolbox: the tag v1.0.1 already exists'),
    });
    repo.git('tag', '-d', 'v1.0.1');
    expect(repo.release('--allow-detached').code).toBe(0);
    expect(repo.git('log', '-1', '--format=%P')).toBe(fix);
    expect(repo.tagTypes(['v1.0.1'])).toEqual(['tag']);
  });

  it('--push pushes the branch and the tags; a tag the remote already has is refused before anything', () => {
    const remote = mkdtempSync(join(tmpdir(), 'toolbox-remote-'));
    const repo = releaseRepo({ 'package.json': json({ name: 'solo', version: '1.0.0' }) });
    repo.git('init', '-q', '--bare', remote);
    repo.git('remote', 'add', 'origin', remote);
    repo.change('chore: init', 'index.js');
    repo.tag('v1.0.0');
    repo.change('fix: one', 'index.js');
    repo.git('push', '-q', 'origin', 'main', 'v1.0.0');
    const released = repo.release('--push');
    expect(released).toMatchObject({ code: 0, stderr: expect.stringMatching(/, pushed to origin\.\n$/) });
    const theirs = (...args: string[]) => repo.git('--git-dir', remote, ...args);
    expect(theirs('rev-parse', 'main')).toBe(repo.git('rev-parse', 'HEAD'));
    expect(theirs('cat-file', '-t', 'refs/tags/v1.0.1')).toBe('tag');
    expect(theirs('rev-parse', 'v1.0.1^{commit}')).toBe(repo.git('rev-parse', 'HEAD'));

    // Someone else released 1.0.2 on the remote: refused, nothing written.
    repo.change('fix: two', 'index.js');
    repo.git('push', '-q', 'origin', 'main');
    theirs('tag', 'v1.0.2', 'main');
    const head = repo.git('rev-parse', 'HEAD');
    expect(repo.release('--push')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('toolbox: the tag v1.0.2 already exists on origin'),
    });
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
    expect(repo.status()).toBe('');
  });

  it('graduates a prerelease line: rc.0, rc.1, then the release, each with its changelog section', () => {
    const repo = releaseRepo({ 'package.json': json({ name: 'pre', version: '1.2.0' }) });
    repo.change('chore: init', 'index.js');
    repo.tag('v1.2.0');
    const feat = repo.change('feat: search', 'index.js');
    expect(repo.release('--prerelease', 'rc').code).toBe(0);
    const fix = repo.change('fix: search crash', 'index.js');
    expect(repo.release('--prerelease', 'rc').stdout).toBe('pre\t1.3.0-rc.0\t1.3.0-rc.1\trc patch: 1 fix\n');
    expect(repo.release('--prerelease', 'rc').stderr).toMatch(/^Nothing to release/);
    expect(repo.release('--dry-run').stdout).toBe(
      'pre\t1.3.0-rc.1\t1.3.0\tgraduates from 1.3.0-rc.1 (1 feat, 1 fix)\n',
    );
    expect(repo.release().code).toBe(0);
    expect(JSON.parse(repo.read('package.json')).version).toBe('1.3.0');
    expect(repo.tags()).toEqual(['v1.2.0', 'v1.3.0', 'v1.3.0-rc.0', 'v1.3.0-rc.1']);
    expect(repo.tagTypes(['v1.3.0-rc.0', 'v1.3.0-rc.1', 'v1.3.0'])).toEqual(['tag', 'tag', 'tag']);
    const changelog = repo.read('CHANGELOG.md');
    const headings = [...changelog.matchAll(/^## \[(.*?)\]/gm)].map((match) => match[1]);
    expect(headings).toEqual(['1.3.0', '1.3.0-rc.1', '1.3.0-rc.0']);
    const final = changelog.slice(changelog.indexOf('## [1.3.0]'), changelog.indexOf('## [1.3.0-rc.1]'));
    expect(final).toContain(`- search (${short(feat)})`);
    expect(final).toContain(`- search crash (${short(fix)})`);
    expect(repo.git('log', '--format=%s', '-3')).toBe(
      'chore(release): v1.3.0\nchore(release): v1.3.0-rc.1\nfix: search crash',
    );
  });
});

describe('toolbox release on a pnpm workspace of five packages', () => {
  it('releases the changed packages, keeps workspace: ranges, rewrites a plain one and the lockfile; pnpm install --frozen-lockfile passes', () => {
    const store = mkdtempSync(join(tmpdir(), 'toolbox-pnpm-store-'));
    const repo = releaseRepo({
      'package.json': json({ name: 'acme', private: true, devDependencies: { '@acme/core': 'workspace:*' } }),
      'pnpm-workspace.yaml': 'packages:\n  - packages/*\nlinkWorkspacePackages: true\n',
      'packages/core/package.json': json({ name: '@acme/core', version: '1.0.0' }),
      'packages/utils/package.json': json({
        name: '@acme/utils',
        version: '1.0.0',
        dependencies: { '@acme/core': 'workspace:^' },
      }),
      'packages/ui/package.json': json(
        {
          name: '@acme/ui',
          version: '1.0.0',
          dependencies: { '@acme/core': 'workspace:*', '@acme/utils': 'workspace:~' },
        },
        4,
      ),
      'packages/cli/package.json': json({
        name: '@acme/cli',
        version: '1.0.0',
        dependencies: { '@acme/core': '^1.0.0', '@acme/utils': '^1.0.0' },
      }),
      'packages/docs/package.json': json({
        name: '@acme/docs',
        private: true,
        version: '0.0.0',
        devDependencies: { '@acme/ui': 'workspace:*', '@acme/core': '1.0.0' },
      }),
      '.gitignore': 'node_modules\n',
    });
    pnpm(repo.dir, ['install', '--offline'], store);
    repo.change('chore: init', 'README.md');
    const all = ['core', 'utils', 'ui', 'cli'].map((name) => `@acme/${name}@1.0.0`);
    for (const tag of all) repo.tag(tag);
    const breaking = repo.change('feat(core)!: a new api', 'packages/core/index.js');
    repo.change('fix(utils): trim', 'packages/utils/index.js');
    repo.change('docs(ui): readme', 'packages/ui/README.md');
    repo.change('feat(cli): --verbose', 'packages/cli/index.js');
    repo.change('fix(docs): typo', 'packages/docs/index.md');
    const lockBefore = repo.read('pnpm-lock.yaml');

    expect(repo.release('--dry-run', '--bump-dependents').stdout).toBe(
      [
        '@acme/cli\t1.0.0\t1.1.0\tminor: 1 feat',
        '@acme/core\t1.0.0\t2.0.0\tmajor: 1 breaking',
        '@acme/ui\t1.0.0\t1.0.1\tdependency @acme/core 1.0.0 -> 2.0.0',
        '@acme/utils\t1.0.0\t1.0.1\tpatch: 1 fix',
        '',
      ].join('\n'),
    );
    expect(repo.release('--bump-dependents').code).toBe(0);

    const manifest = (name: string) => JSON.parse(repo.read(`packages/${name}/package.json`));
    expect(['core', 'utils', 'ui', 'cli', 'docs'].map((name) => manifest(name).version)).toEqual([
      '2.0.0',
      '1.0.1',
      '1.0.1',
      '1.1.0',
      '0.0.0',
    ]);
    expect(manifest('utils').dependencies).toEqual({ '@acme/core': 'workspace:^' });
    expect(manifest('ui').dependencies).toEqual({
      '@acme/core': 'workspace:*',
      '@acme/utils': 'workspace:~',
    });
    expect(manifest('cli').dependencies).toEqual({ '@acme/core': '^2.0.0', '@acme/utils': '^1.0.0' });
    expect(manifest('docs').devDependencies).toEqual({ '@acme/ui': 'workspace:*', '@acme/core': '2.0.0' });
    expect(repo.read('packages/ui/package.json')).toMatch(
      /^\{\n {4}"name": "@acme\/ui",\n {4}"version": "1\.0\.1"/,
    );
    expect(JSON.parse(repo.read('package.json')).devDependencies).toEqual({ '@acme/core': 'workspace:*' });
    const lock = repo.read('pnpm-lock.yaml');
    expect(lock).not.toBe(lockBefore);
    expect(lock).toContain(
      "  packages/cli:\n    dependencies:\n      '@acme/core':\n        specifier: ^2.0.0\n",
    );
    expect(lock).toContain(
      "  packages/docs:\n    devDependencies:\n      '@acme/core':\n        specifier: 2.0.0\n",
    );

    expect(repo.read('packages/core/CHANGELOG.md')).toContain(
      `## [2.0.0] - ${today()}\n\n### BREAKING CHANGES\n\n- **core:** a new api (${short(breaking)})\n`,
    );
    expect(repo.read('packages/ui/CHANGELOG.md')).toContain(
      '### Changed\n\n- Updated dependencies: @acme/core@2.0.0\n',
    );
    expect(existsSync(join(repo.dir, 'packages/docs/CHANGELOG.md'))).toBe(false);
    expect(repo.git('log', '-1', '--format=%s%n%b')).toBe(
      [
        'chore(release): 4 packages',
        '- @acme/cli 1.0.0 -> 1.1.0 (minor: 1 feat)',
        '- @acme/core 1.0.0 -> 2.0.0 (major: 1 breaking)',
        '- @acme/ui 1.0.0 -> 1.0.1 (dependency @acme/core 1.0.0 -> 2.0.0)',
        '- @acme/utils 1.0.0 -> 1.0.1 (patch: 1 fix)',
      ].join('\n'),
    );
    const made = ['@acme/core@2.0.0', '@acme/utils@1.0.1', '@acme/ui@1.0.1', '@acme/cli@1.1.0'];
    expect(repo.tags()).toEqual([...all, ...made].sort());
    expect(repo.tagTypes(made)).toEqual(['tag', 'tag', 'tag', 'tag']);
    expect(repo.status()).toBe('');

    pnpm(repo.dir, ['install', '--frozen-lockfile', '--offline'], store);
    expect(repo.status()).toBe('');
  });

  it('puts every file back when a write fails before the commit', () => {
    const repo = releaseRepo({
      'package.json': json({ name: 'w', private: true, workspaces: ['packages/*'] }),
      'packages/a/package.json': json({ name: 'a', version: '1.0.0' }),
      'packages/a/CHANGELOG.md': '# a\n\n## 1.0.0\n\n- first\n',
      'packages/b/package.json': json({ name: 'b', version: '1.0.0', dependencies: { a: '^1.0.0' } }),
    });
    repo.change('chore: init', 'README.md');
    repo.change('feat(a)!: new', 'packages/a/index.js');
    repo.change('fix(b): x', 'packages/b/index.js');
    // b's CHANGELOG.md is a folder: the last write fails, after package.json files and a's changelog.
    mkdirSync(join(repo.dir, 'packages/b/CHANGELOG.md/keep'), { recursive: true });
    writeFileSync(join(repo.dir, 'packages/b/CHANGELOG.md/keep/.gitkeep'), '');
    repo.change('chore: keep', 'packages/b/CHANGELOG.md/keep/.gitkeep');
    const head = repo.git('rev-parse', 'HEAD');
    const snapshot = () =>
      repo
        .git('ls-files')
        .split('\n')
        .map((path) => [path, readFileSync(join(repo.dir, path))]);
    const before = snapshot();
    expect(repo.release()).toEqual({
      code: 1,
      stdout: '',
      stderr: 'toolbox: packages/b/CHANGELOG.md is not a regular file.\n',
    });
    expect(snapshot()).toEqual(before);
    expect(repo.status()).toBe('');
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
    expect(repo.tags()).toEqual([]);
  });

  it('puts every file and the index back when the commit itself is refused (a hook)', () => {
    const repo = releaseRepo({ 'package.json': json({ name: 'solo', version: '1.0.0' }) });
    repo.change('feat: one', 'index.js');
    const hook = join(repo.dir, '.git', 'hooks', 'pre-commit');
    writeFileSync(hook, '#!/bin/sh\necho "no releases on Fridays" >&2\nexit 1\n', { mode: 0o755 });
    const head = repo.git('rev-parse', 'HEAD');
    const result = repo.release();
    expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining('no releases on Fridays') });
    expect(repo.status()).toBe('');
    expect(repo.git('diff', '--cached', '--name-only')).toBe('');
    expect(repo.read('package.json')).toBe(json({ name: 'solo', version: '1.0.0' }));
    expect(existsSync(join(repo.dir, 'CHANGELOG.md'))).toBe(false);
    expect(repo.git('rev-parse', 'HEAD')).toBe(head);
    expect(repo.tags()).toEqual([]);
  });
});

describe('a release that cannot be tagged', () => {
  const workspace = () => {
    const repo = releaseRepo({
      'package.json': json({ name: 'w', private: true, workspaces: ['packages/*'] }),
      'packages/a/package.json': json({ name: 'a', version: '1.0.0' }),
      'packages/b/package.json': json({ name: 'b', version: '1.0.0' }),
    });
    repo.change('chore: init', 'README.md');
    repo.tag('a@1.0.0');
    repo.tag('b@1.0.0');
    repo.change('feat(a): one', 'packages/a/index.js');
    repo.change('feat(b): two', 'packages/b/index.js');
    return repo;
  };
  const snapshot = (repo: ReturnType<typeof releaseRepo>) => ({
    head: repo.git('rev-parse', 'HEAD'),
    tags: repo.tags(),
    files: repo
      .git('ls-files')
      .split('\n')
      .map((path) => [path, readFileSync(join(repo.dir, path), 'utf8')]),
  });

  it.each(['-x{version}', '--x{version}', '{name}@{version}.lock'])(
    '--tag-format %j is refused by --dry-run and the release alike, before anything is written',
    (format) => {
      const repo = workspace();
      const before = snapshot(repo);
      for (const args of [['--dry-run'], []]) {
        const result = repo.release('--tag-format', format, ...args);
        expect(result.code).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr).toMatch(
          /^toolbox: ".+" is not a valid git tag name \(check --tag-format and the package name\)\.\n$/,
        );
      }
      expect(snapshot(repo)).toEqual(before);
      expect(repo.status()).toBe('');
    },
  );

  it('takes back the commit and the tags made when git refuses a tag halfway', () => {
    const repo = workspace();
    // A ref b@1.1.0/held makes refs/tags/b@1.1.0 a folder: git makes a@1.1.0, then refuses b@1.1.0.
    repo.tag('b@1.1.0/held');
    const before = snapshot(repo);
    const result = repo.release();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/b@1\.1\.0/);
    expect(snapshot(repo)).toEqual(before);
    expect(repo.status()).toBe('');
    expect(repo.git('diff', '--cached', '--name-only')).toBe('');
  });
});

describe('toolbox release on a changesets-style npm workspace', () => {
  it('finds the name@version tags, prepends in the changesets heading style, and npm install still resolves offline', () => {
    const repo = releaseRepo({
      'package.json': json({ name: 'cs', private: true, workspaces: ['packages/*'] }),
      'packages/a/package.json': json({ name: '@cs/a', version: '1.2.3' }),
      'packages/a/CHANGELOG.md': '# @cs/a\n\n## 1.2.3\n\n### Patch Changes\n\n- 0a1b2c3: an old fix\n',
      'packages/b/package.json': json({
        name: '@cs/b',
        version: '0.3.0',
        dependencies: { '@cs/a': '^1.2.3' },
      }),
      '.gitignore': 'node_modules\n',
      'packages/c/package.json': json({
        name: '@cs/c',
        version: '2.0.0',
        peerDependencies: { '@cs/b': '^0.3.0' },
        devDependencies: { '@cs/a': '~1.2.3', '@cs/b': '0.3.0' },
      }),
    });
    repo.change('chore: init', 'README.md');
    for (const tag of ['@cs/a@1.2.3', '@cs/b@0.3.0', '@cs/c@2.0.0']) repo.tag(tag);
    npm(repo.dir, ['install']);
    repo.git('add', '-A');
    repo.commit('chore: lockfile');
    const feat = repo.change('feat(a): more', 'packages/a/index.js');
    repo.change('fix(b)!: renamed option', 'packages/b/index.js');

    expect(repo.release().stdout).toBe(
      ['@cs/a\t1.2.3\t1.3.0\tminor: 1 feat', '@cs/b\t0.3.0\t0.4.0\tminor: 1 breaking, 0.x', ''].join('\n'),
    );
    const manifest = (name: string) => JSON.parse(repo.read(`packages/${name}/package.json`));
    expect(manifest('b').dependencies).toEqual({ '@cs/a': '^1.2.3' });
    expect(manifest('c')).toMatchObject({
      version: '2.0.0',
      peerDependencies: { '@cs/b': '^0.4.0' },
      devDependencies: { '@cs/a': '~1.3.0', '@cs/b': '0.4.0' },
    });
    expect(repo.read('packages/a/CHANGELOG.md')).toBe(
      `# @cs/a\n\n## 1.3.0\n\n### Added\n\n- **a:** more (${short(feat)})\n\n## 1.2.3\n\n### Patch Changes\n\n- 0a1b2c3: an old fix\n`,
    );
    expect(repo.tags()).toEqual(['@cs/a@1.2.3', '@cs/a@1.3.0', '@cs/b@0.3.0', '@cs/b@0.4.0', '@cs/c@2.0.0']);
    expect(repo.tagTypes(['@cs/a@1.3.0', '@cs/b@0.4.0'])).toEqual(['tag', 'tag']);
    // package-lock.json followed the manifests: npm ci (which refuses a lockfile out of step) installs.
    const lock = JSON.parse(repo.read('package-lock.json'));
    expect(lock.packages['packages/a'].version).toBe('1.3.0');
    expect(lock.packages['packages/c'].peerDependencies).toEqual({ '@cs/b': '^0.4.0' });
    npm(repo.dir, ['ci']);
    npm(repo.dir, ['install']);
    expect(repo.status()).toBe('');
    expect(JSON.parse(repo.read('package-lock.json')).packages['node_modules/@cs/b']).toEqual({
      resolved: 'packages/b',
      link: true,
    });
  });
});

describe('hostile input', () => {
  it('a package.json that is a link, or in a folder that leads outside, is refused', () => {
    const outside = mkdtempSync(join(tmpdir(), 'toolbox-outside-'));
    writeFileSync(join(outside, 'package.json'), json({ name: 'stolen', version: '1.0.0' }));
    const repo = releaseRepo({
      'package.json': json({ name: 'w', private: true, workspaces: ['packages/*', 'linked'] }),
      'packages/a/package.json': json({ name: 'a', version: '1.0.0' }),
    });
    mkdirSync(join(repo.dir, 'packages/b'));
    symlinkSync(join(outside, 'package.json'), join(repo.dir, 'packages/b/package.json'));
    repo.change('feat(a): x', 'packages/a/index.js');
    expect(repo.release('--dry-run')).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'toolbox: packages/b/package.json is a symbolic link; toolbox release never writes through a link.\n',
    });
    repo.git('rm', '-q', 'packages/b/package.json');
    symlinkSync(outside, join(repo.dir, 'linked'));
    repo.change('chore: link', 'packages/a/index.js');
    expect(repo.release()).toMatchObject({
      code: 1,
      stderr:
        'toolbox: linked/package.json resolves outside the repository (linked is a link); nothing was released.\n',
    });
    expect(readFileSync(join(outside, 'package.json'), 'utf8')).toBe(
      json({ name: 'stolen', version: '1.0.0' }),
    );
  });

  it('a changelog config that links outside the repository is refused, not read', () => {
    const outside = mkdtempSync(join(tmpdir(), 'toolbox-outside-'));
    writeFileSync(join(outside, 'secret.toml'), '[git]\ntag_pattern = "SECRET-s3cret-["\n');
    const repo = releaseRepo({ 'package.json': json({ name: 'solo', version: '1.0.0' }) });
    symlinkSync(join(outside, 'secret.toml'), join(repo.dir, 'cliff.toml'));
    repo.change('feat: x', 'index.js');
    const refused = 'toolbox: cliff.toml resolves outside the repository (a link): not read.\n';
    expect(repo.toolbox(['changelog'])).toEqual({ code: 1, stdout: '', stderr: refused });
    expect(repo.toolbox(['changelog', '--bumped-version'])).toEqual({ code: 1, stdout: '', stderr: refused });
  });

  it('shell metacharacters and terminal escapes in subjects, names and tag formats never run and print inert', () => {
    const marker = join(tmpdir(), `toolbox-pwned-${process.pid}`);
    const repo = releaseRepo({
      'package.json': json({ name: 'evil\u001b]0;owned\u0007\u001b[2J', version: '1.0.0' }),
    });
    repo.change(`fix: $(touch ${marker}) \`touch ${marker}\`; touch ${marker} \u001b[31mred`, 'index.js');
    const planned = repo.release('--dry-run');
    expect(planned).toEqual({ code: 0, stdout: 'evil\t1.0.0\t1.0.1\tpatch: 1 fix\n', stderr: '' });
    // In a tag the name is one git refuses (control characters): refused before anything is written.
    expect(repo.release('--tag-format', '{name}@{version}')).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'toolbox: "evil@1.0.1" is not a valid git tag name (check --tag-format and the package name).\n',
    });
    expect(repo.status()).toBe('');
    const format = 'v{version};$(touch$IFS/tmp/x)`id`|&';
    expect(repo.release('--tag-format', format).code).toBe(0);
    expect(repo.tags()).toEqual(['v1.0.1;$(touch$IFS/tmp/x)`id`|&']);
    // The escape is dropped from the file, as `toolbox changelog -o` drops it.
    expect(repo.read('CHANGELOG.md')).toContain(
      `- $(touch ${marker}) \`touch ${marker}\`; touch ${marker} red (`,
    );
    expect(repo.read('CHANGELOG.md')).not.toContain('\u001b');
    expect(existsSync(marker)).toBe(false);
  });
});
