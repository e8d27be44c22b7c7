import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { runTextCase, runTextCount, TEXT_CASE_MESSAGES, type TextCaseInput } from './text-case';

const one = (text: string, to: string, more: Partial<TextCaseInput> = {}) =>
  runTextCase({ text, to, ...more }).results[0]?.text;

describe('runTextCase', () => {
  it.each([
    ['user_id', 'camel', 'userId'],
    ['userId', 'snake', 'user_id'],
    ['XMLHttpRequest', 'kebab', 'xml-http-request'],
    ['user id', 'constant', 'USER_ID'],
    ['the lord of the rings', 'title', 'The Lord of the Rings'],
    ['user_id', 'capital', 'User Id'],
    ['HELLO_WORLD', 'sentence', 'Hello world'],
    ['fooBar', 'dot', 'foo.bar'],
    ['fooBar', 'path', 'foo/bar'],
    ['fooBar', 'pascal', 'FooBar'],
  ])('%s as %s: %s', (text, to, expected) => {
    expect(one(text, to)).toBe(expected);
  });

  it('renames each line on its own, or the whole text as one name', () => {
    expect(one('user_id\ncreated_at\n', 'camel')).toBe('userId\ncreatedAt');
    expect(one('user_id\ncreated_at', 'camel', { perLine: false })).toBe('userIdCreatedAt');
  });

  it("keeps a Windows text's CRLF line breaks, and says so", () => {
    expect(runTextCase({ text: 'user_id\r\ncreated_at\r\n', to: 'camel' })).toEqual({
      results: [{ case: 'camel', text: 'userId\r\ncreatedAt' }],
      lineBreak: '\r\n',
    });
    expect(runTextCase({ text: 'user_id\r\ncreated_at\n', to: 'camel' })).toEqual({
      results: [{ case: 'camel', text: 'userId\ncreatedAt' }],
    });
  });

  it('gives every case when none is chosen, and separates numbers on request', () => {
    expect(runTextCase({ text: 'TestV2' }).results.map((r) => r.case)).toEqual([
      'camel',
      'pascal',
      'snake',
      'kebab',
      'constant',
      'title',
      'capital',
      'sentence',
      'dot',
      'path',
      'lower',
      'upper',
    ]);
    expect(one('TestV2', 'snake', { separateNumbers: true })).toBe('test_v_2');
  });

  it.each<[TextCaseInput, string, string]>([
    [{ text: ' \n' }, TEXT_CASE_MESSAGES.blank, 'text'],
    [{ text: 'a', to: 'shout' }, TEXT_CASE_MESSAGES.to, 'to'],
    [{ text: 'a'.repeat(1_000_001) }, TEXT_CASE_MESSAGES.long, 'text'],
  ])('refuses %#', (input, message, field) => {
    let error: unknown;
    try {
      runTextCase(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ToolInputError);
    expect(error).toMatchObject({ message, field });
  });
});

describe('runTextCount', () => {
  it.each([
    ['', { characters: 0, graphemes: 0, words: 0, newlines: 0, lines: 0, bytes: 0 }],
    ['hello world\n', { characters: 12, graphemes: 12, words: 2, newlines: 1, lines: 1, bytes: 12 }],
    ['no newline', { characters: 10, graphemes: 10, words: 2, newlines: 0, lines: 1, bytes: 10 }],
    ['café', { characters: 4, graphemes: 4, words: 1, newlines: 0, lines: 1, bytes: 5 }],
    ['e\u0301', { characters: 2, graphemes: 1, words: 1, newlines: 0, lines: 1, bytes: 3 }],
    ['👍🏽 ok', { characters: 5, graphemes: 4, words: 2, newlines: 0, lines: 1, bytes: 11 }],
    ['👨‍👩‍👧', { characters: 5, graphemes: 1, words: 1, newlines: 0, lines: 1, bytes: 18 }],
  ])('%j', (text, expected) => {
    expect(runTextCount(text)).toEqual(expected);
  });
});

describe('runTextCount words, as GNU wc -w counts them under C.UTF-8', () => {
  it.each([
    ['a\u00a0b a\u2007b a\u202fb a\u2060b', 8, 'no-break spaces and the word joiner part words'],
    ['\ufeff', 1, 'a byte order mark is a printable character, not a space'],
    ['\u0080\u0085\u009f \ufffe \u2028', 0, 'controls, unassigned code points and U+2028 are no word'],
    ['a\u0085b c\u2029d', 2, 'nor do they end one'],
    ['a\u3000b\u1680c', 3, 'printable Unicode spaces part words'],
  ])('%j: %i (%s)', (text, words) => {
    expect(runTextCount(text).words).toBe(words);
  });
});
