import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

describe('readConfigFile', () => {
  it('reads a file below the root; nothing outside it, nor what is not there', async () => {
    expect(await readConfigFile(root, 'packages/a/package.json')).toBe('{"name":"a"}');
    expect(await readConfigFile(root, 'release-please-config.json')).toBeUndefined();
    expect(await readConfigFile(root, '../outside.json')).toBeUndefined();
    expect(await readConfigFile(root, join(dir, 'outside.json'))).toBeUndefined();
  });
});
