import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toOptions } from './base64';

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
});
