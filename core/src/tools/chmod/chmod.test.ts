import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { CHMOD_FILE, generateChmod } from './chmod';

describe('generateChmod', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateChmod({ text })).toEqual({ name: CHMOD_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateChmod({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
