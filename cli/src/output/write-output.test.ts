import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { checkFilesFree, printOrWriteFiles, writeFiles, writeOutput } from './write-output';

const tempDir = () => mkdtempSync(join(tmpdir(), 'toolbox-write-'));

describe('printOrWriteFiles', () => {
  const files = [{ name: 'a.ts', mime: 'text/plain', data: 'A' }];
  const printed = { json: () => ({ files: ['a.ts'] }), text: () => 'the text' };
  it.each([
    ['-o DIR writes the files and prints their paths', 'out', false, true, `${join('out', 'a.ts')}\n`],
    ['-o DIR with --json prints the written files', 'out', true, true, 'written'],
    ['no -o prints the text', undefined, false, false, 'the text\n'],
    ['no -o with --json prints the JSON', undefined, true, false, '{\n  "files": [\n    "a.ts"\n  ]\n}\n'],
  ] as const)('%s', async (_, out, json, written, stdout) => {
    const cwd = tempDir();
    const ctx = testContext({ cwd, json });
    expect(await printOrWriteFiles(ctx, files, { out, force: false }, printed)).toBe(written);
    if (stdout === 'written') expect(JSON.parse(ctx.captured.stdout).files).toHaveLength(1);
    else expect(ctx.captured.stdout).toBe(stdout);
    expect(statSync(join(cwd, 'out', 'a.ts'), { throwIfNoEntry: false }) !== undefined).toBe(written);
  });
});

describe('writeFiles', () => {
  it('creates the folder, writes each file and prints the paths', async () => {
    const cwd = tempDir();
    const ctx = testContext({ cwd });
    const files = [
      { name: 'a.txt', mime: 'text/plain', data: 'A' },
      { name: 'b.bin', mime: 'application/octet-stream', data: new Uint8Array([1, 2]) },
    ];
    const written = await writeFiles(ctx, files, { out: 'site', force: false });
    expect(written.map((file) => file.bytes)).toEqual([1, 2]);
    expect(readFileSync(join(cwd, 'site', 'a.txt'), 'utf8')).toBe('A');
    expect(ctx.captured.stdout).toBe(`${join('site', 'a.txt')}\n${join('site', 'b.bin')}\n`);
  });

  it('refuses existing names before writing anything, unless forced', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'b.txt'), 'old');
    const files = [
      { name: 'a.txt', mime: 'text/plain', data: 'A' },
      { name: 'b.txt', mime: 'text/plain', data: 'B' },
    ];
    await expect(writeFiles(testContext({ cwd }), files, { out: '.', force: false })).rejects.toThrow(
      'b.txt already exists in .; use --force to overwrite.',
    );
    expect(() => statSync(join(cwd, 'a.txt'))).toThrow();
    await writeFiles(testContext({ cwd }), files, { out: '.', force: true });
    expect(readFileSync(join(cwd, 'b.txt'), 'utf8')).toBe('B');
  });

  it('checks names before rendering, without writing', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'taken.png'), 'old');
    const ctx = testContext({ cwd });
    await checkFilesFree(ctx, ['free.png'], { out: '.', force: false });
    await expect(checkFilesFree(ctx, ['taken.png'], { out: '.', force: false })).rejects.toThrow(
      'taken.png already exists',
    );
    await checkFilesFree(ctx, ['taken.png'], { out: '.', force: true });
    expect(ctx.captured.stdout).toBe('');
  });

  it('prints JSON with --json, with extra fields', async () => {
    const ctx = testContext({ cwd: tempDir(), json: true });
    await writeFiles(
      ctx,
      [{ name: 'x.md', mime: 'text/markdown', data: '#' }],
      { out: '.', force: false },
      { n: 1 },
    );
    const printed = JSON.parse(ctx.captured.stdout);
    expect(printed.n).toBe(1);
    expect(printed.files[0]).toMatchObject({ name: 'x.md', bytes: 1 });
  });
});

describe('writeOutput', () => {
  it('writes text to stdout with one final newline', async () => {
    const ctx = testContext();
    expect(await writeOutput(ctx, 'hello', { force: false })).toBeNull();
    await writeOutput(ctx, 'again\n', { output: '-', force: false });
    expect(ctx.captured.stdout).toBe('hello\nagain\n');
  });

  it('refuses binary data on a terminal', async () => {
    const ctx = testContext({ isTTY: true });
    await expect(writeOutput(ctx, new Uint8Array([37]), { force: false, binary: true })).rejects.toThrow(
      UsageError,
    );
  });

  it('writes a file, creating its folder, and refuses to overwrite without --force', async () => {
    const cwd = tempDir();
    const ctx = testContext({ cwd });
    const path = await writeOutput(ctx, 'one', { output: 'docs/out.md', force: false });
    expect(path).toBe(join(cwd, 'docs', 'out.md'));
    await expect(writeOutput(ctx, 'two', { output: 'docs/out.md', force: false })).rejects.toThrow(
      new ToolInputError('docs/out.md already exists; use --force to overwrite.'),
    );
    await writeOutput(ctx, 'two', { output: 'docs/out.md', force: true });
    expect(readFileSync(join(cwd, 'docs', 'out.md'), 'utf8')).toBe('two');
    await expect(writeOutput(ctx, 'x', { output: 'docs', force: true })).rejects.toThrow('is a folder');
  });

  it('writes text parts as they come, to a file or stdout, ending in one newline', async () => {
    const made: number[] = [];
    function* parts() {
      for (let i = 0; i < 3; i++) {
        made.push(i);
        yield `${i}`.repeat(700_000);
      }
    }
    const cwd = tempDir();
    const ctx = testContext({ cwd });
    await writeOutput(ctx, parts(), { output: 'big.html', force: false });
    const text = readFileSync(join(cwd, 'big.html'), 'utf8');
    expect(text).toBe(`${'0'.repeat(700_000)}${'1'.repeat(700_000)}${'2'.repeat(700_000)}\n`);
    expect(made).toEqual([0, 1, 2]);
    await writeOutput(ctx, ['a', 'b\n', ''], { force: false });
    await writeOutput(ctx, [], { force: false });
    expect(ctx.captured.stdout).toBe('ab\n\n');
  });
});
