import { Readable } from 'node:stream';
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

  // toolbox meta --check warns of these; generating one says so too, without failing (the form's rules are the spec's).
  it('writes the tags for a --url that is not absolute, and warns that it is not', async () => {
    const ctx = testContext();
    const options = toOptions({ flags: { title: 'T', description: 'D', url: '/docs' }, args: [] });
    expect(await run(options, ctx)).toBe(0);
    expect(ctx.captured.stdout).toContain('<link rel="canonical" href="/docs">');
    expect(ctx.captured.stderr).toBe(
      'warning: --url "/docs" is not an absolute http(s) URL, which the canonical link and og:url want.\n',
    );
  });

  // PowerShell 5's `>` and Out-File write UTF-16 with its byte order mark; a browser reads such a page by the
  // mark (the HTML spec's encoding sniffing puts it first), so the check reads it the same way.
  it.each([
    ['UTF-16LE', [0xff, 0xfe], 'utf16le'],
    ['UTF-16BE', [0xfe, 0xff], 'utf16be'],
    ['UTF-8', [0xef, 0xbb, 0xbf], 'utf8'],
  ] as const)('reads a page saved as %s by its byte order mark', async (_, mark, encoding) => {
    const page = '<title>Café</title><meta name="description" content="À propos">';
    const body = encoding === 'utf16be' ? Buffer.from(page, 'utf16le').swap16() : Buffer.from(page, encoding);
    const ctx = Object.assign(
      testContext({ stdin: () => Readable.from([Buffer.concat([Buffer.from(mark), body])]) }),
      {
        json: true,
      },
    );
    await run({ mode: 'check', file: '-' }, ctx);
    expect(JSON.parse(ctx.captured.stdout)).toMatchObject({ title: 'Café', description: 'À propos' });
  });

  it('checks a page from stdin', async () => {
    const ctx = testContext({ input: '<title>Docs</title><meta name="description" content="About">' });
    expect(await run({ mode: 'check', file: '-' }, ctx)).toBe(1);
    expect(ctx.captured.stdout.split('\n')[0]).toBe('✗ Missing Open Graph tag: og:title');
  });
});
