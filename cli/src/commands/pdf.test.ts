import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { defaultPdfName, toOptions } from './pdf';

describe('pdf toOptions', () => {
  it.each([
    ['notes.md', 'notes.pdf'],
    ['docs/Guide.markdown', 'Guide.pdf'],
    ['-', 'document.pdf'],
    ['README', 'README.pdf'],
  ])('%s -> %s by default', (file, name) => {
    expect(defaultPdfName(file)).toBe(name);
    expect(toOptions({ flags: { theme: 'github' }, args: [file] }).output).toBe(name);
  });

  it('takes -o and the theme, and needs a file', () => {
    expect(toOptions({ flags: { theme: 'dark', output: '-', force: true }, args: ['a.md'] })).toEqual({
      file: 'a.md',
      theme: 'dark',
      output: '-',
      force: true,
    });
    expect(() => toOptions({ flags: {}, args: [] })).toThrow(UsageError);
  });
});
