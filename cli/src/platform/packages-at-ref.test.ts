import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packagesAtRef } from './packages-at-ref';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-packages-at-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=A', '-c', 'user.email=a@example.com', ...args], {
    cwd: dir,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: dir },
    encoding: 'utf8',
  }).trim();
const write = (path: string, text: string | Buffer) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), text);
};

describe('packagesAtRef: the named package.json files of a tagged tree', () => {
  it('reads each name once, shallowest first, past manifests that are no JSON or name nothing, never node_modules', async () => {
    git('init', '-q', '-b', 'main');
    write('package.json', '{"name":"root","workspaces":["packages/*"]}');
    write('packages/a/package.json', '{"name":"@x/a"}');
    write('packages/b/package.json', '{ not json');
    write('packages/c/package.json', '{"private":true}');
    write('packages/d/package.json', '\ufeff{"name":"d-with-bom"}');
    write('packages/a/node_modules/dep/package.json', '{"name":"dep"}');
    write('fixtures/deep/packages/a/package.json', '{"name":"@x/a"}');
    git('add', '-A', '-f');
    git('commit', '-qm', 'one');
    git('tag', 'old@1.0.0');
    rmSync(join(dir, 'packages/a'), { recursive: true });
    git('add', '-A');
    git('commit', '-qm', 'a leaves');
    expect(await packagesAtRef(dir, 'old@1.0.0')).toEqual([
      { name: 'root', dir: '.' },
      { name: '@x/a', dir: 'packages/a' },
      { name: 'd-with-bom', dir: 'packages/d' },
    ]);
    expect((await packagesAtRef(dir, 'HEAD')).map((pkg) => pkg.name)).toEqual(['root', 'd-with-bom', '@x/a']);
  });

  it('a manifest that is not UTF-8 is read as it comes and shifts none of the others; an unknown ref gives none', async () => {
    write('packages/aa/package.json', Buffer.from('{"name":"caf\xe9"}', 'latin1'));
    write('packages/zz/package.json', '{"name":"zz"}');
    git('add', '-A');
    git('commit', '-qm', 'latin-1');
    expect((await packagesAtRef(dir, 'HEAD')).map((pkg) => pkg.name)).toEqual([
      'root',
      'caf\ufffd',
      'd-with-bom',
      'zz',
      '@x/a',
    ]);
    expect(await packagesAtRef(dir, 'no-such-tag')).toEqual([]);
  });
});
