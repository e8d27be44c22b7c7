// Issue 23 item 11: every command that reads a document has a size limit, enforced in the one shared reader: a
// larger file is refused at once (its size is checked before reading), stdin is counted and reading stops at the
// limit, --max-input-size raises it, and an input problem never ends in "Unexpected error".
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';
import { toolboxIn } from './signed-in-toolbox';

const MiB = 1024 * 1024;

/** A folder with a sparse file of `bytes` (nothing is written to disk). */
function sparse(name: string, bytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-limits-'));
  writeFileSync(join(dir, name), '');
  truncateSync(join(dir, name), bytes);
  return dir;
}

describe('input size limits (built binary)', () => {
  it('a 100 MiB Markdown file: toolbox pdf refuses it at once with its size, the limit and the flag', () => {
    const dir = sparse('notes.md', 100 * MiB);
    expect(toolboxIn(dir, ['pdf', 'notes.md'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'toolbox: notes.md is 104.9 MB; the limit for toolbox pdf is 5 MB (raise it with --max-input-size 200MB).\n',
    });
  });

  it.each([
    ['json', ['json', 'format', 'doc'], 'toolbox json is 100 MB', 150 * MiB],
    ['api-docs', ['api-docs', 'doc'], 'toolbox api-docs is 50 MB', 60 * MiB],
    ['schema', ['schema', 'doc'], 'toolbox schema is 50 MB', 60 * MiB],
    ['workspace', ['workspace', 'doc'], 'toolbox workspace is 10 MB', 30 * MiB],
    ['meta --check', ['meta', '--check', 'doc'], 'toolbox meta is 20 MB', 30 * MiB],
    ['readme --from-package', ['readme', '--from-package', 'doc'], 'toolbox readme is 5 MB', 30 * MiB],
    ['regex', ['regex', 'a', 'doc'], 'toolbox regex is 50 MB', 60 * MiB],
    ['blog', ['blog', 'doc'], 'toolbox blog is 20 MB', 30 * MiB],
    ['base64', ['base64', 'encode', '--file', 'doc'], 'toolbox base64 is 50 MB', 60 * MiB],
    ['commit lint', ['commit', 'lint', 'doc'], 'toolbox commit lint is 1 MB', 30 * MiB],
    ['sql format', ['sql', 'format', 'doc'], 'toolbox sql format is 5 MB', 6 * MiB],
  ])('%s refuses a file over its limit with one line (exit 1)', (_name, args, limit, bytes) => {
    const dir = sparse('doc', bytes);
    const result = toolboxIn(dir, args);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^toolbox: doc is [\\d.]+ MB; the limit for ${limit} \\(raise it with --max-input-size \\d+MB\\)\\.\\n$`,
      ),
    );
  });

  it('--max-input-size raises the limit (anywhere on the line) and is checked', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-limits-'));
    writeFileSync(join(dir, 'data.json'), `{"a":"${'x'.repeat(2000)}"}`);
    expect(toolboxIn(dir, ['--max-input-size', '1kB', 'json', 'minify', 'data.json'])).toMatchObject({
      code: 1,
      stderr:
        'toolbox: data.json is 2 kB; the limit for toolbox json is 1 kB (raise it with --max-input-size 1MB).\n',
    });
    expect(toolboxIn(dir, ['json', 'minify', 'data.json', '--max-input-size', '3kB']).code).toBe(0);
    const bad = toolboxIn(dir, ['json', 'minify', 'data.json', '--max-input-size', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe(
      "toolbox: option '--max-input-size <size>' argument 'lots' is invalid. expected a size such as 200MB, 1.5GB or 500kB.",
    );
  });

  it('stdin is counted as it arrives: toolbox stops reading at the limit and exits 1 without taking the rest', async () => {
    const child = spawn(process.execPath, [toolboxJs, '--max-input-size', '1MB', 'json', 'format', '-'], {
      env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), XDG_CONFIG_HOME: signedInConfigHome() },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin.on('error', () => {}); // EPIPE once toolbox has stopped reading
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let open = true;
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => {
        open = false;
        resolve(code);
      }),
    );
    // Offer up to 1 GiB; a reader without a limit would take it all.
    while (open && sent < 1024 * MiB) {
      sent += chunk.length;
      if (!child.stdin.write(chunk)) await Promise.race([once(child.stdin, 'drain').catch(() => {}), exited]);
    }
    expect(await exited).toBe(1);
    expect(stderr).toBe(
      'toolbox: stdin is more than 1 MB; the limit for toolbox json is 1 MB (raise it with --max-input-size 2MB).\n',
    );
    expect(sent).toBeLessThan(64 * MiB);
  });

  it('a document the runtime cannot take (nested 200,000 deep) is one clear line, never "Unexpected error"', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-limits-'));
    writeFileSync(join(dir, 'deep.json'), `${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    const result = toolboxIn(dir, ['json', 'format', 'deep.json']);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'toolbox: the input is nested too deeply to process.\n',
    });
  });

  it('stdin split inside a multi-byte character is read intact', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-limits-'));
    const text = `"${'é'.repeat(100_000)}"`;
    const result = toolboxIn(dir, ['json', 'minify', '-'], { input: text });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`${text}\n`);
  });
});
