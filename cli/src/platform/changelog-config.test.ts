import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfigFile } from './changelog-config';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const root = join(dir, 'repo');
mkdirSync(join(root, 'packages', 'a'), { recursive: true });
writeFileSync(join(root, 'packages', 'a', 'package.json'), '{"name":"a"}');
writeFileSync(join(dir, 'outside.json'), '{}');
writeFileSync(join(dir, 'secret.toml'), 'token = "s3cret"\n');

describe('readConfigFile', () => {
  it('reads a file below the root; nothing outside it, nor what is not there', async () => {
    expect(await readConfigFile(root, 'packages/a/package.json')).toBe('{"name":"a"}');
    expect(await readConfigFile(root, 'release-please-config.json')).toBeUndefined();
    expect(await readConfigFile(root, '../outside.json')).toBeUndefined();
    expect(await readConfigFile(root, join(dir, 'outside.json'))).toBeUndefined();
  });

  it('follows a link that stays inside the repository', async () => {
    symlinkSync(join('packages', 'a', 'package.json'), join(root, 'linked.json'));
    expect(await readConfigFile(root, 'linked.json')).toBe('{"name":"a"}');
  });

  it("refuses a link to a file outside the repository (a hostile repository's cliff.toml -> ~/.ssh/...)", async () => {
    symlinkSync(join('..', 'secret.toml'), join(root, 'cliff.toml'));
    mkdirSync(join(root, '.toolbox'));
    symlinkSync(dir, join(root, '.toolbox', 'up'));
    await expect(readConfigFile(root, 'cliff.toml')).rejects.toThrow(
      'cliff.toml resolves outside the repository (a link): not read.',
    );
    await expect(readConfigFile(root, '.toolbox/up/secret.toml')).rejects.toThrow(/outside the repository/);
  });

  it('takes a dangling link as no file', async () => {
    symlinkSync(join(root, 'nowhere.toml'), join(root, 'dangling.toml'));
    expect(await readConfigFile(root, 'dangling.toml')).toBeUndefined();
  });
});
