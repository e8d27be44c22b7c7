import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { BCRYPT_FILE, generateBcrypt } from './bcrypt';

describe('generateBcrypt', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateBcrypt({ text })).toEqual({ name: BCRYPT_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateBcrypt({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
