import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateTextCase, TEXT_CASE_FILE } from './text-case';

describe('generateTextCase', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateTextCase({ text })).toEqual({ name: TEXT_CASE_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateTextCase({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
