import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdf } from './pdf-read';
import { toolboxBytesIn, toolboxIn } from './signed-in-toolbox';

const MARKDOWN = `# Launch Plan

See [the site](https://example.com/docs) and ![logo](logo.png) ![gone](missing.png).

## Steps

1. Build
2. Ship
`;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('toolbox pdf (built binary)', () => {
  it('writes <name>.pdf with images next to the Markdown, and refuses to overwrite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-pdf-'));
    writeFileSync(join(dir, 'plan.md'), MARKDOWN);
    writeFileSync(join(dir, 'logo.png'), PNG);
    const result = toolboxIn(dir, ['pdf', 'plan.md', '--theme', 'dark']);
    expect(result).toMatchObject({ code: 0, stdout: '' });
    const bytes = new Uint8Array(readFileSync(join(dir, 'plan.pdf')));
    const pdf = await readPdf(bytes);
    expect(pdf).toMatchObject({
      pages: 1,
      title: 'Launch Plan',
      outline: ['Launch Plan', '  Steps'],
      links: ['https://example.com/docs'],
    });
    expect(pdf.text.join('').replace(/\s+/g, '')).toContain('gone');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
    const again = toolboxIn(dir, ['pdf', 'plan.md']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('plan.pdf already exists; use --force to overwrite.');
  });

  it('reads stdin and writes the bytes to a pipe with -o -', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-pdf-'));
    const result = toolboxBytesIn(dir, ['pdf', '-', '-o', '-'], { input: '# From stdin\n\nHello' });
    expect(result.code).toBe(0);
    expect(result.stdout.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await readPdf(new Uint8Array(result.stdout))).title).toBe('From stdin');
  });

  it('exits 1 for a missing file and 2 for an unknown theme', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-pdf-'));
    expect(toolboxIn(dir, ['pdf', 'nope.md']).code).toBe(1);
    expect(toolboxIn(dir, ['pdf', 'nope.md', '--theme', 'neon']).code).toBe(2);
  });
});

describe('toolbox pdf reads only the images it should (built binary)', () => {
  it('embeds an image beside the document, never one outside it and the current folder, linked or not', () => {
    const root = mkdtempSync(join(tmpdir(), 'toolbox-pdf-'));
    const work = join(root, 'work');
    const outside = join(root, 'private');
    mkdirSync(join(work, 'docs'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.png'), PNG);
    writeFileSync(join(work, 'docs', 'ok.png'), PNG);
    symlinkSync(join(outside, 'secret.png'), join(work, 'docs', 'linked.png'));
    const pdfOf = (markdown: string) => {
      writeFileSync(join(work, 'docs', 'doc.md'), markdown);
      const result = toolboxBytesIn(work, ['pdf', 'docs/doc.md', '-o', '-']);
      expect(result.code).toBe(0);
      return Buffer.from(result.stdout).toString('latin1');
    };
    expect(pdfOf('# A\n\n![ok](ok.png)')).toContain('/Subtype /Image');
    expect(pdfOf('# A\n\n![x](../../private/secret.png)')).not.toContain('/Subtype /Image');
    expect(pdfOf('# A\n\n![x](linked.png)')).not.toContain('/Subtype /Image');
    expect(pdfOf('# A\n\n![x](%E0%A4%A.png)')).not.toContain('/Subtype /Image');
  });
});
