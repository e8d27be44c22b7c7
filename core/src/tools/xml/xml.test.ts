import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateXml, XML_FILE } from './xml';

describe('generateXml', () => {
  it.each([
    ['hello', 'hello\n'],
    ['  padded  ', 'padded\n'],
  ])('%j -> %j', (text, expected) => {
    expect(generateXml({ text })).toEqual({ name: XML_FILE, mime: 'text/plain', data: expected });
  });

  it.each(['', '   \n'])('refuses blank input %j', (text) => {
    expect(() => generateXml({ text })).toThrow(new ToolInputError('Please enter some text.'));
  });
});
