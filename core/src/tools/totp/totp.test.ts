import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateTotp, TOTP_FILE } from './totp';

describe('generateTotp', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateTotp({ text })).toEqual({ name: TOTP_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateTotp({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
