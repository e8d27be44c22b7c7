import { META_DEFAULTS } from '@toolbox/core/tools/meta-tags';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './meta';

describe('toOptions', () => {
  it('takes the form defaults and joins repeated or comma-separated keywords', () => {
    expect(toOptions({ flags: { title: 'T', keywords: ['a, b', 'c'] }, args: [] })).toEqual({
      mode: 'generate',
      input: { ...META_DEFAULTS, title: 'T', keywords: 'a, b, c' },
      output: undefined,
      force: false,
    });
  });

  it.each([
    [
      { twitterCard: 'big' },
      '--twitter-card must be one of summary, summary_large_image, app, player, not "big".',
    ],
    [{ check: 'a.html', title: 'T' }, '--check reads a page; it cannot be combined with --title.'],
  ])('refuses %j', (flags, message) => {
    expect(() => toOptions({ flags, args: [] })).toThrow(new UsageError(message));
  });
});

describe('run', () => {
  it('prints each validation message on stderr and exits 1', async () => {
    const ctx = testContext();
    const options = toOptions({ flags: { image: 'og.png' }, args: [] });
    expect(await run(options, ctx)).toBe(1);
    expect(ctx.captured.stderr).toBe(
      'Title should be between 1-60 characters.\nDescription should be between 1-160 characters.\nImage URL should be absolute.\n',
    );
    expect(ctx.captured.stdout).toBe('');
  });

  it('checks a page from stdin', async () => {
    const ctx = testContext({ input: '<title>Docs</title><meta name="description" content="About">' });
    expect(await run({ mode: 'check', file: '-' }, ctx)).toBe(1);
    expect(ctx.captured.stdout.split('\n')[0]).toBe('✗ Missing Open Graph tag: og:title');
  });
});
