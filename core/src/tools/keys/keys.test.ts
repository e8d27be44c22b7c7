import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateKeys, KEYS_FILE } from './keys';

describe('generateKeys', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateKeys({ text })).toEqual({ name: KEYS_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateKeys({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
