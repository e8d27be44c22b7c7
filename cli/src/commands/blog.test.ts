import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toOptions } from './blog';

describe('blog toOptions', () => {
  it('takes the inputs, style, title and target', () => {
    expect(
      toOptions({ flags: { style: 'minimal', title: 'T', output: 'site' }, args: [['a.md', 'b.md']] }),
    ).toEqual({
      inputs: ['a.md', 'b.md'],
      style: 'minimal',
      title: 'T',
      output: 'site',
      force: false,
    });
  });

  it('defaults to blog.zip and needs an input', () => {
    expect(toOptions({ flags: {}, args: [['-']] })).toMatchObject({
      output: 'blog.zip',
      style: 'modern',
      title: 'Blog',
    });
    expect(() => toOptions({ flags: {}, args: [[]] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { style: 'neon' }, args: [['a.md']] })).toThrow(UsageError);
  });
});
