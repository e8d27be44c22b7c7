import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { inputLimitFor } from '../input-limits';
import { testContext } from '../test-context';
import { readDocument, readInput, readInputBytes, readUtf8 } from './read-input';

const tempDir = () => mkdtempSync(join(tmpdir(), 'toolbox-read-'));

describe('readInput', () => {
  it('reads a file relative to cwd', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'in.md'), '# Hi');
    expect(await readInput(testContext({ cwd }), 'in.md')).toBe('# Hi');
  });

  it("reads a file's text as its bytes decode: a BOM kept, a broken sequence as U+FFFD", async () => {
    const cwd = tempDir();
    const bytes = Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0xff, 0xc3, 0x0a, 0xe2, 0x82, 0xac, 0xc3]);
    writeFileSync(join(cwd, 'odd.txt'), bytes);
    const text = await readInput(testContext({ cwd }), 'odd.txt');
    expect(text).toBe(bytes.toString('utf8'));
    expect(text).toBe('\ufeffa\ufffd\ufffd\n€\ufffd');
  });

  it('reads strict UTF-8 without its byte order mark, refusing other bytes at the first one', async () => {
    const { Readable } = await import('node:stream');
    const piped = (...bytes: number[]) => testContext({ stdin: () => Readable.from([Buffer.from(bytes)]) });
    expect(await readUtf8(piped(0xef, 0xbb, 0xbf, 0x61, 0xef, 0xbf, 0xbd, 0xe2, 0x82, 0xac), '-')).toBe(
      'a\ufffd€',
    );
    const refused = (at: number, byte: string) =>
      `stdin is not UTF-8 text (byte ${byte} at offset ${at}): save it as UTF-8 (iconv -f latin1 -t utf-8 converts Latin-1).`;
    // After a BOM, a real U+FFFD (EF BF BD) and an emoji: the offset counts the file's bytes, not characters.
    const before = [0xef, 0xbb, 0xbf, 0xef, 0xbf, 0xbd, 0xf0, 0x9f, 0x98, 0x80];
    for (const [bytes, at, byte] of [
      [[...before, 0xe9], 10, '0xE9'], // Latin-1's é
      [[0x61, 0xc3, 0x28], 1, '0xC3'], // a lead byte without its continuation
      [[0x61, 0xc0, 0x80], 1, '0xC0'], // an overlong NUL
      [[0xed, 0xa0, 0x80], 0, '0xED'], // a UTF-16 surrogate written as UTF-8 (CESU-8)
      [[0x61, 0x62, 0xe2, 0x82], 2, '0xE2'], // cut off at the end
    ] as const)
      await expect(readUtf8(piped(...bytes), '-')).rejects.toThrow(refused(at, byte));
    const cwd = tempDir();
    writeFileSync(join(cwd, 'latin1.txt'), Buffer.from('caf\xe9', 'latin1'));
    await expect(readUtf8(testContext({ cwd }), 'latin1.txt')).rejects.toThrow(
      /^latin1\.txt is not UTF-8 text \(byte 0xE9 at offset 3\)/,
    );
  });

  it('reads a document without its leading byte order mark, and only that one', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'bom.json'), '\ufeff{"a":"\ufeff"}');
    expect(await readDocument(testContext({ cwd }), 'bom.json')).toBe('{"a":"\ufeff"}');
    expect(await readInput(testContext({ cwd }), 'bom.json')).toBe('\ufeff{"a":"\ufeff"}');
    expect(await readDocument(testContext({ input: '\ufeff\ufeffx' }), '-')).toBe('\ufeffx');
  });

  it('names a document in UTF-16 as such (PowerShell 5 writes them), little- or big-endian', async () => {
    const cwd = tempDir();
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a": 1}\r\n', 'utf16le')]);
    writeFileSync(join(cwd, 'le.json'), utf16le);
    writeFileSync(join(cwd, 'be.json'), Buffer.from(utf16le).swap16());
    for (const file of ['le.json', 'be.json'])
      await expect(readDocument(testContext({ cwd }), file)).rejects.toThrow(
        `${file} is UTF-16 text (it starts with UTF-16's byte order mark); save it as UTF-8.`,
      );
    const { Readable } = await import('node:stream');
    const piped = testContext({ stdin: () => Readable.from([utf16le]) });
    await expect(readDocument(piped, '-')).rejects.toThrow(/^stdin is UTF-16 text/);
  });

  it('refuses a file past the limit before reading it, as text or as bytes', async () => {
    const cwd = tempDir();
    writeFileSync(join(cwd, 'big.json'), 'x'.repeat(3001));
    const ctx = testContext({ cwd, inputLimit: inputLimitFor('json', 3000) });
    await expect(readInput(ctx, 'big.json')).rejects.toThrow(/^big\.json is /);
    await expect(readInputBytes(ctx, 'big.json')).rejects.toThrow(/^big\.json is /);
    writeFileSync(join(cwd, 'fits.json'), 'x'.repeat(3000));
    expect(await readInput(ctx, 'fits.json')).toHaveLength(3000);
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
