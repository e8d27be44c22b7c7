import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { today } from './changelog-repo';
import { json, npm, releaseRepo, short } from './release-repo';

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

  it('says why nothing is released when the package cannot be: private, or no version and no tag', () => {
    const app = releaseRepo({ 'package.json': json({ name: 'app', private: true }) });
    app.change('feat: a page', 'index.js');
    expect(app.release('--dry-run')).toEqual({
      code: 0,
      stdout: '',
      stderr: 'Nothing to release: app is private ("private": true in its package.json).\n',
    });
    const lib = releaseRepo({ 'package.json': json({ name: 'lib' }) });
    lib.change('feat: an api', 'index.js');
    expect(lib.release('--dry-run').stderr).toBe(
      'Nothing to release: lib has no version in its package.json and no release tag to read one from (write the version to start from there; --first-release then releases it as it is).\n',
    );
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
