import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateNumberBase, NUMBER_BASE_FILE } from './number-base';

describe('generateNumberBase', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateNumberBase({ text })).toEqual({
      name: NUMBER_BASE_FILE,
      mime: 'text/plain',
      data: expected,
    });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateNumberBase({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
