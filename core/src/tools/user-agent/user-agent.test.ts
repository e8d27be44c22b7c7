import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateUserAgent, USER_AGENT_FILE } from './user-agent';

describe('generateUserAgent', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateUserAgent({ text })).toEqual({
      name: USER_AGENT_FILE,
      mime: 'text/plain',
      data: expected,
    });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateUserAgent({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
