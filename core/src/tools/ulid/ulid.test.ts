import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateUlid, ULID_FILE } from './ulid';

describe('generateUlid', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateUlid({ text })).toEqual({ name: ULID_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateUlid({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
