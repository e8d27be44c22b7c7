import { describe, expect, it } from 'vitest';
import { terminalData, terminalJson, terminalText } from './terminal-text';

describe('terminalText', () => {
  it.each([
    ['\x1b]0;pwned\x07ABCD-EFGH', 'ABCD-EFGH'],
    ['\x1b]52;c;ZWNobyBwd25lZA==\x1b\\x', 'x'],
    ['a\x1b[2J\x1b[1;1Hb', 'ab'],
    ['\x1b]8;;https://evil.example\x07click\x1b]8;;\x07', 'click'],
    ['c\x9b31md', 'cd'],
    ['e\x1bcf', 'ef'],
    ['g\x00h\x08i\x7fj\u202ek', 'ghijk'],
    ['one\r\ntwo\tthree', 'one two three'],
  ])('%j -> %j', (input, expected) => {
    expect(terminalText(input)).toBe(expected);
  });

  it('keeps newlines and tabs when multiline, drops carriage returns', () => {
    expect(terminalText('a\r\nb\tc\rd', { multiline: true })).toBe('a\nb\tc\nd');
  });

  it('leaves ordinary text, accents and emoji alone', () => {
    expect(terminalText('Ada Lovelace <ada@exämple.dev> ⚡ 名前')).toBe(
      'Ada Lovelace <ada@exämple.dev> ⚡ 名前',
    );
  });
});

describe('terminalJson', () => {
  it('is the same JSON with DEL, C1 and bidi controls escaped', () => {
    const value = { name: 'a\x9b31m\x1b[2J\u202eb' };
    const text = terminalJson(value);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting none reaches the terminal
    expect(text).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f\u202e]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('terminalData', () => {
  it('filters every string, keys included, and keeps newlines, numbers and structure', () => {
    const data = { 'ke\x1b[2Jy': ['line one\nline\x9b31m two', 3, null], nested: { note: 'a\u202eb' } };
    expect(terminalData(data)).toEqual({ key: ['line one\nline two', 3, null], nested: { note: 'ab' } });
  });
});
