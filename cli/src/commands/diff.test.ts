import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './diff';

function folder(files: Record<string, string | Uint8Array>) {
  const cwd = mkdtempSync(join(tmpdir(), 'toolbox-diff-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(cwd, name), text);
  return cwd;
}

describe('toolbox diff', () => {
  it('reads two files and the flags', () => {
    expect(toOptions({ flags: { context: '10', exitCode: true }, args: ['a.txt', 'b.txt'] })).toEqual({
      a: 'a.txt',
      b: 'b.txt',
      context: 10,
      exitCode: true,
    });
    expect(() => toOptions({ flags: {}, args: ['-', '-'] })).toThrow(
      new UsageError('only one of the two files can be - (stdin).'),
    );
    expect(() => toOptions({ flags: { context: '-1' }, args: ['a', 'b'] })).toThrow(UsageError);
  });

  it('prints a unified diff that patch applies to the old file', async () => {
    const old = 'one\ntwo\nthree\n';
    const cwd = folder({ 'old.txt': old, 'new.txt': 'one\n2\nthree\nfour' });
    const ctx = testContext({ cwd });
    expect(await run(toOptions({ flags: {}, args: ['old.txt', 'new.txt'] }), ctx)).toBe(0);
    expect(ctx.captured.stdout).toBe(
      '--- old.txt\n+++ new.txt\n@@ -1,3 +1,4 @@\n one\n-two\n+2\n three\n+four\n\\ No newline at end of file\n',
    );
    writeFileSync(join(cwd, 'change.patch'), ctx.captured.stdout);
    const patched = spawnSync('patch', ['--batch', 'old.txt', 'change.patch'], { cwd, encoding: 'utf8' });
    expect(patched.status).toBe(0);
    expect(readFileSync(join(cwd, 'old.txt'), 'utf8')).toBe('one\n2\nthree\nfour');
  });

  it('prints nothing for the same text; --exit-code says 1 when they differ', async () => {
    const cwd = folder({ 'a.txt': 'x\n', 'b.txt': 'y\n' });
    const same = testContext({ cwd, input: 'x\n' });
    expect(await run(toOptions({ flags: { exitCode: true }, args: ['a.txt', '-'] }), same)).toBe(0);
    expect(same.captured.stdout).toBe('');
    const differ = testContext({ cwd });
    expect(await run(toOptions({ flags: { exitCode: true }, args: ['a.txt', 'b.txt'] }), differ)).toBe(1);
  });

  it('--json prints the RFC 6902 patch between two JSON files, key order ignored', async () => {
    const cwd = folder({
      'before.json': '{"name": "api", "tags": ["a"], "port": 80}',
      'after.json': '{"port": 8080, "tags": ["a", "b"], "name": "api"}',
    });
    const ctx = testContext({ cwd, json: true });
    await run(toOptions({ flags: {}, args: ['before.json', 'after.json'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toEqual([
      { op: 'add', path: '/tags/1', value: 'b' },
      { op: 'replace', path: '/port', value: 8080 },
    ]);
  });

  it('--json with a file that is not JSON names the file, line and column', async () => {
    const cwd = folder({ 'a.json': '{}', 'notes.txt': 'hello\n' });
    await expect(
      run(toOptions({ flags: {}, args: ['a.json', 'notes.txt'] }), testContext({ cwd, json: true })),
    ).rejects.toThrow(/^notes\.txt: Invalid JSON string: .* at line 1, column 1\.$/);
  });

  it('colours the diff on a terminal', async () => {
    const cwd = folder({ 'a.txt': 'x\n', 'b.txt': 'y\n' });
    const ctx = testContext({ cwd, color: true });
    await run(toOptions({ flags: {}, args: ['a.txt', 'b.txt'] }), ctx);
    expect(ctx.captured.stdout).toContain('\u001b[31m-x\u001b[39m\n\u001b[32m+y\u001b[39m\n');
  });

  it('compares text that is not UTF-8 byte for byte, and writes a patch that gives the new file exactly', async () => {
    // Latin-1: é is the byte E9, è E8. Read as UTF-8 both were U+FFFD: the files were "the same" and the patch's
    // lines matched neither file.
    const old = Buffer.from('caf\xe9\nsame\n', 'latin1');
    const cwd = folder({ 'old.txt': old, 'new.txt': Buffer.from('caf\xe8\nsame\n', 'latin1') });
    const chunks: Buffer[] = [];
    const stdout = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
    });
    const ctx = testContext({ cwd, stdout });
    expect(await run(toOptions({ flags: { exitCode: true }, args: ['old.txt', 'new.txt'] }), ctx)).toBe(1);
    const patch = Buffer.concat(chunks);
    expect(patch).toEqual(
      Buffer.from('--- old.txt\n+++ new.txt\n@@ -1,2 +1,2 @@\n-caf\xe9\n+caf\xe8\n same\n', 'latin1'),
    );
    writeFileSync(join(cwd, 'change.patch'), patch);
    const patched = spawnSync('patch', ['--batch', 'old.txt', 'change.patch'], { cwd, encoding: 'utf8' });
    expect(patched.status).toBe(0);
    expect(readFileSync(join(cwd, 'old.txt'))).toEqual(Buffer.from('caf\xe8\nsame\n', 'latin1'));
  });
});
