import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './slug';

describe('toolbox slug', () => {
  it('reads the texts', () => {
    expect(toOptions({ flags: {}, args: ['Hello, World!', 'Déjà vu'] })).toEqual({
      texts: ['Hello, World!', 'Déjà vu'],
    });
  });

  it('prints one slug a line for each argument', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: {}, args: ['Hello, World!', 'Déjà vu'] }), ctx);
    expect(ctx.captured.stdout).toBe('hello-world\ndeja-vu\n');
  });

  it('slugifies each line of stdin, as JSON', async () => {
    const ctx = testContext({ input: 'One Two\nThree\n', json: true });
    await run(toOptions({ flags: {}, args: ['-'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toEqual([
      { text: 'One Two', slug: 'one-two' },
      { text: 'Three', slug: 'three' },
    ]);
  });

  it('refuses an empty stdin', async () => {
    await expect(run(toOptions({ flags: {}, args: ['-'] }), testContext({ input: '' }))).rejects.toThrow(
      new UsageError('no text to slugify.', {
        hint: 'Usage: toolbox slug <text...>, or toolbox slug - to slugify each line of stdin.',
      }),
    );
  });
});
