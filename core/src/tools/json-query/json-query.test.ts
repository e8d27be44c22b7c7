import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateJsonQuery, JSON_QUERY_FILE } from './json-query';

describe('generateJsonQuery', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateJsonQuery({ text })).toEqual({
      name: JSON_QUERY_FILE,
      mime: 'text/plain',
      data: expected,
    });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateJsonQuery({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
