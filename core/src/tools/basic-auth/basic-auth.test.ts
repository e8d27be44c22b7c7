import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { BASIC_AUTH_FILE, generateBasicAuth } from './basic-auth';

describe('generateBasicAuth', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateBasicAuth({ text })).toEqual({
      name: BASIC_AUTH_FILE,
      mime: 'text/plain',
      data: expected,
    });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateBasicAuth({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
