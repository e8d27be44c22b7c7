import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { CIDR_FILE, generateCidr } from './cidr';

describe('generateCidr', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateCidr({ text })).toEqual({ name: CIDR_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateCidr({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
