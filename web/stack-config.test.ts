import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultSupabaseUrl, resolveStackConfig } from './stack-config';

const dir = mkdtempSync(join(tmpdir(), 'web-stack-'));
const stackJson = (content: string) => {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, content);
  return path;
};
const missing = join(dir, 'missing.json');

describe('resolveStackConfig', () => {
  it('prefers the VITE_ variables', () => {
    const file = stackJson('{"url":"http://file","anonKey":"file-key"}');
    expect(
      resolveStackConfig({ VITE_SUPABASE_URL: 'http://env', VITE_SUPABASE_ANON_KEY: 'env-key' }, file),
    ).toEqual({
      url: 'http://env',
      anonKey: 'env-key',
      source: 'env',
    });
  });

  it("falls back to the emulator's stack.json", () => {
    const file = stackJson('{"url":"http://127.0.0.1:54321","anonKey":"file-key"}');
    expect(resolveStackConfig({}, file)).toEqual({
      url: 'http://127.0.0.1:54321',
      anonKey: 'file-key',
      source: 'stack.json',
    });
  });

  it.each([
    ['no file', missing],
    ['broken JSON', stackJson('{"url":')],
    ['wrong shape', stackJson('{"url":1}')],
  ])('with %s: default URL and no key, so the app explains how to start the stack', (_case, path) => {
    expect(resolveStackConfig({}, path)).toEqual({ url: defaultSupabaseUrl, anonKey: '', source: 'none' });
  });
});
