import { describe, expect, it } from 'vitest';
import { asciiOrUnicode, isAscii } from './unicode-pattern';

describe('isAscii', () => {
  it.each([
    ['', true],
    ['plain text 123 ~\x7f', true],
    ['caf\u00e9', false],
    ['\u0080', false],
    ['\u{1f600}', false],
  ])('%j: %s', (text, expected) => {
    expect(isAscii(text)).toBe(expected);
  });
});

describe('asciiOrUnicode', () => {
  it('gives the ASCII spelling for ASCII text, and one Unicode pattern, made on first need, for any other', () => {
    const ascii = /[A-Z]/;
    const pattern = asciiOrUnicode(ascii, '\\p{Lu}', 'u');
    expect(pattern('Plain')).toBe(ascii);
    const unicode = pattern('\u00c9t\u00e9');
    expect(unicode).not.toBe(ascii);
    expect(unicode.source).toBe('\\p{Lu}');
    expect(unicode.flags).toBe('u');
    expect(pattern('\u00dcber')).toBe(unicode);
    expect(unicode.test('\u00c9')).toBe(true);
  });
});
