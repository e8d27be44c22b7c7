import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './base64';

describe('toolbox base64: flags to input', () => {
  it('reads the mode, the text and the flags', () => {
    expect(toOptions({ flags: { urlSafe: true, output: 'logo.b64' }, args: ['encode', 'héllo'] })).toEqual({
      mode: 'encode',
      text: 'héllo',
      file: undefined,
      urlSafe: true,
      output: 'logo.b64',
      force: false,
    });
    expect(toOptions({ flags: { file: 'logo.png' }, args: ['decode', '-'] })).toMatchObject({
      mode: 'decode',
      text: '-',
      file: 'logo.png',
    });
  });

  it('refuses an unknown mode, and a text with --file', () => {
    expect(() => toOptions({ flags: {}, args: ['encrypt', 'x'] })).toThrow(
      new UsageError('the mode must be encode or decode, not "encrypt".'),
    );
    expect(() => toOptions({ flags: { file: 'a.png' }, args: ['encode', 'x'] })).toThrow(
      new UsageError('give a text or --file, not both.'),
    );
  });

  it('encodes a text and decodes stdin back to it', async () => {
    const encoded = testContext();
    await run(toOptions({ flags: { urlSafe: true }, args: ['encode', 'héllo?>'] }), encoded);
    expect(encoded.captured.stdout).toBe('aMOpbGxvPz4\n');
    const decoded = testContext({ input: 'aMOpbGxvPz4=' });
    await run(toOptions({ flags: {}, args: ['decode', '-'] }), decoded);
    expect(decoded.captured.stdout).toBe('héllo?>');
  });

  it('decodes to a pipe exactly the bytes, as base64 -d does: a terminal gets a newline after the text', async () => {
    // Encoded and decoded back through a pipe, a token without a final newline came back with one.
    const piped = testContext({ input: 'dG9rZW4=' });
    await run(toOptions({ flags: {}, args: ['decode', '-'] }), piped);
    expect(piped.captured.stdout).toBe('token');
    const lines = testContext({ input: 'dG9rZW4K' });
    await run(toOptions({ flags: {}, args: ['decode', '-'] }), lines);
    expect(lines.captured.stdout).toBe('token\n');
    const terminal = testContext({ input: 'dG9rZW4=', isTTY: true });
    await run(toOptions({ flags: {}, args: ['decode', '-'] }), terminal);
    expect(terminal.captured.stdout).toBe('token\n');
  });

  it('--json prints the encoding with its size, and a decoding as its text and size (null text for binary)', async () => {
    const encoded = testContext({ json: true });
    await run(toOptions({ flags: {}, args: ['encode', 'hi'] }), encoded);
    expect(JSON.parse(encoded.captured.stdout)).toEqual({ base64: 'aGk=', urlSafe: false, bytes: 2 });
    const text = testContext({ input: 'aGk=', json: true });
    await run(toOptions({ flags: {}, args: ['decode', '-'] }), text);
    expect(JSON.parse(text.captured.stdout)).toEqual({ text: 'hi', bytes: 2 });
    const binary = testContext({ input: '/wA=', json: true });
    await run(toOptions({ flags: {}, args: ['decode', '-'] }), binary);
    expect(JSON.parse(binary.captured.stdout)).toEqual({ text: null, bytes: 2 });
  });
});
