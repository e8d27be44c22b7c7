import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { ESCAPE_FILE, generateEscape } from './escape';

describe('generateEscape', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateEscape({ text })).toEqual({ name: ESCAPE_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateEscape({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
