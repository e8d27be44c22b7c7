import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { LINES_FILE, generateLines } from './lines';

describe('generateLines', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateLines({ text })).toEqual({ name: LINES_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateLines({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
