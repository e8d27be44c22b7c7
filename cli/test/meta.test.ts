import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const toolbox = (cwd: string, args: string[]) => toolboxIn(cwd, args);

describe('toolbox meta (built binary)', () => {
  it('writes tags that `meta --check` then passes, and refuses to overwrite', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-meta-'));
    const args = [
      'meta',
      '--title',
      'Ada "Docs" </title><script>alert(1)</script>',
      '--description',
      'Guides & more',
      '--url',
      'https://ada.dev/',
      '--image',
      'https://ada.dev/og.png',
      '--twitter-site',
      'ada',
      '-o',
      'tags.html',
    ];
    expect(toolbox(dir, args)).toMatchObject({ code: 0, stdout: '' });
    const tags = readFileSync(join(dir, 'tags.html'), 'utf8');
    expect(tags).toContain('<meta name="twitter:site" content="@ada">');
    expect(tags).not.toContain('<script>alert');
    writeFileSync(join(dir, 'page.html'), `<!doctype html><html><head>${tags}</head><body></body></html>`);
    expect(toolbox(dir, ['meta', '--check', 'page.html'])).toEqual({
      code: 0,
      stdout: '✓ All validations passed\n',
      stderr: '',
    });
    const again = toolbox(dir, args);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('tags.html already exists; use --force to overwrite.');
  });

  it('exits 1 with the validation messages, one a line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-meta-'));
    const result = toolbox(dir, [
      'meta',
      '--title',
      'x'.repeat(61),
      '--description',
      'ok',
      '--keywords',
      'a,b,c,d,e,f,g,h,i,j,k',
    ]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Title should be between 1-60 characters.\nKeywords should not exceed 10 items.\n',
    });
  });

  it('--check reports missing social tags with exit 1, and --json gives the report', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-meta-'));
    writeFileSync(
      join(dir, 'bare.html'),
      '<html><head><title>Home</title><meta name="description" content="Hi"></head></html>',
    );
    const result = toolbox(dir, ['meta', '--check', 'bare.html']);
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n').filter((line) => line.startsWith('✗'))).toHaveLength(6);
    const json = toolbox(dir, ['--json', 'meta', '--check', 'bare.html']);
    expect(JSON.parse(json.stdout)).toMatchObject({ file: 'bare.html', title: 'Home', description: 'Hi' });
    expect(toolbox(dir, ['meta', '--check', 'missing.html'])).toMatchObject({ code: 1 });
  });

  it('--check fails a page with og:description but no <meta name="description">, and says lengths found', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-meta-'));
    const social = `<meta property="og:title" content="T"><meta property="og:image" content="https://a.dev/og.png">
      <meta property="og:url" content="https://a.dev/"><meta property="og:type" content="website">
      <meta name="twitter:card" content="summary_large_image">`;
    writeFileSync(
      join(dir, 'og-only.html'),
      `<html><head><title>${'t'.repeat(72)}</title>${social}<meta property="og:description" content="D"></head></html>`,
    );
    const result = toolbox(dir, ['meta', '--check', 'og-only.html']);
    expect(result.code).toBe(1);
    const failures = result.stdout.split('\n').filter((line) => line.startsWith('✗'));
    expect(failures).toEqual([
      '✗ Title is 72 characters; keep it to 60 or fewer.',
      '✗ Missing <meta name="description"> (search results do not use og:description).',
    ]);
  });
});
