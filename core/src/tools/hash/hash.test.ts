import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateHash, HASH_FILE } from './hash';

describe('generateHash', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateHash({ text })).toEqual({ name: HASH_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateHash({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
