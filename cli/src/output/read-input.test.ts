import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { readInput } from './read-input';

const tempDir = () => mkdtempSync(join(tmpdir(), 'toolbox-read-'));

describe('readInput', () => {
  it('reads a file relative to cwd', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'in.md'), '# Hi');
    expect(await readInput(testContext({ cwd }), 'in.md')).toBe('# Hi');
  });

  it('reads stdin for - and when piped without an argument', async () => {
    expect(await readInput(testContext({ input: 'piped' }), '-')).toBe('piped');
    expect(await readInput(testContext({ input: 'piped' }), undefined)).toBe('piped');
  });

  it('asks for input when stdin is a terminal and no file is given', async () => {
    await expect(readInput(testContext({ stdinIsTTY: true }), undefined, 'a Markdown file')).rejects.toThrow(
      new UsageError('give a Markdown file, or - to read stdin.'),
    );
  });

  it('names a missing file', async () => {
    await expect(readInput(testContext({ cwd: tempDir() }), 'nope.md')).rejects.toThrow(
      'cannot read nope.md: ENOENT.',
    );
  });

  it('reads a named pipe whose writer is already waiting (`toolbox … <(cmd)`, a FIFO), opening it once', async () => {
    const cwd = tempDir();
    execFileSync('mkfifo', [join(cwd, 'in.fifo')]);
    const writer = spawn('sh', ['-c', 'printf %s "$1" > "$2"', 'sh', '{"a":1}', join(cwd, 'in.fifo')]);
    const written = new Promise((resolve) => writer.on('close', resolve));
    expect(await readInput(testContext({ cwd }), 'in.fifo')).toBe('{"a":1}');
    await written;
  }, 10_000);
});
