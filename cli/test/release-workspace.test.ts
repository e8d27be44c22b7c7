// toolbox release on workspaces: pnpm's (workspace: ranges, the lockfile) and a changesets-style npm one.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { today } from './changelog-repo';
import { json, npm, pnpm, releaseRepo, short } from './release-repo';

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
