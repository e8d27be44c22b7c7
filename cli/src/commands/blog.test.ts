import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './blog';

describe('blog toOptions', () => {
  it('takes the inputs, style, title and target', () => {
    expect(
      toOptions({ flags: { style: 'minimal', title: 'T', output: 'site' }, args: [['a.md', 'b.md']] }),
    ).toEqual({
      inputs: ['a.md', 'b.md'],
      style: 'minimal',
      title: 'T',
      siteUrl: undefined,
      output: 'site',
      force: false,
    });
  });

  it('normalizes --site-url and refuses a relative or non-http one as a usage error', () => {
    expect(toOptions({ flags: { siteUrl: 'https://me.dev/blog' }, args: [['a.md']] }).siteUrl).toBe(
      'https://me.dev/blog/',
    );
    for (const siteUrl of ['me.dev', 'file:///tmp/'])
      expect(() => toOptions({ flags: { siteUrl }, args: [['a.md']] })).toThrow(/^--site-url: /);
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

describe('blog run', () => {
  it('writes a post from stdin and the index under the -o folder, naming each file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    try {
      const ctx = testContext({ cwd: dir, input: '# Hello\n\nSome *text*.\n' });
      await run(toOptions({ flags: { output: 'site' }, args: ['-'] }), ctx);
      expect(ctx.captured.stdout).toBe('site/index.html\nsite/hello.html\n');
      expect(readdirSync(join(dir, 'site')).sort()).toEqual(['hello.html', 'index.html']);
      expect(readFileSync(join(dir, 'site', 'hello.html'), 'utf8')).toContain('<em>text</em>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
