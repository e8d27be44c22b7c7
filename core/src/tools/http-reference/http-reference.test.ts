import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateHttpReference, HTTP_REFERENCE_FILE } from './http-reference';

describe('generateHttpReference', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateHttpReference({ text })).toEqual({
      name: HTTP_REFERENCE_FILE,
      mime: 'text/plain',
      data: expected,
    });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateHttpReference({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
