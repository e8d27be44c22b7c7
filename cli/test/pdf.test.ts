import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng } from '@toolbox/core/image/png-decode';
import { describe, expect, it } from 'vitest';
import { loadImages } from '../src/platform/pdf-render';
import { toolboxBytesInProcess } from './in-process';
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

/** A 4x4 opaque red PNG: the secret a hostile document tries to pull in. */
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==',
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

// Which pictures go in: main() in this process (test/in-process.ts), the same command code without a Node start
// for each document; the built binary keeps the last case's run.
describe('toolbox pdf reads only the images it should', () => {
  it('embeds an image beside the document, never one outside it and the current folder, linked or not', async () => {
    const root = mkdtempSync(join(tmpdir(), 'toolbox-pdf-'));
    const work = join(root, 'work');
    const outside = join(root, 'private');
    mkdirSync(join(work, 'docs'), { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.png'), PNG);
    writeFileSync(join(work, 'docs', 'ok.png'), PNG);
    symlinkSync(join(outside, 'secret.png'), join(work, 'docs', 'linked.png'));
    const pdfOf = async (markdown: string) => {
      writeFileSync(join(work, 'docs', 'doc.md'), markdown);
      const result = await toolboxBytesInProcess(work, ['pdf', 'docs/doc.md', '-o', '-']);
      expect(result.code).toBe(0);
      return Buffer.from(result.stdout).toString('latin1');
    };
    expect(await pdfOf('# A\n\n![ok](ok.png)')).toContain('/Subtype /Image');
    expect(await pdfOf('# A\n\n![x](../../private/secret.png)')).not.toContain('/Subtype /Image');
    expect(await pdfOf('# A\n\n![x](linked.png)')).not.toContain('/Subtype /Image');
    expect(await pdfOf('# A\n\n![x](%E0%A4%A.png)')).not.toContain('/Subtype /Image');
  });

  it('refuses ../ pictures outside the document’s folder, even inside the current one, unless --allow-outside names their folder', async () => {
    const work = mkdtempSync(join(tmpdir(), 'toolbox-pdf-'));
    mkdirSync(join(work, 'docs'));
    mkdirSync(join(work, 'assets'));
    writeFileSync(join(work, 'assets', 'logo.png'), PNG);
    writeFileSync(join(work, 'secret.png'), PNG);
    writeFileSync(
      join(work, 'docs', 'doc.md'),
      '# A\n\n![logo](../assets/logo.png)\n\n![s](../secret.png)\n',
    );
    const pdf = (...more: string[]) =>
      toolboxBytesInProcess(work, ['pdf', 'docs/doc.md', '-o', '-', ...more]);
    const refused = await pdf();
    expect(refused.code).toBe(0);
    expect(Buffer.from(refused.stdout).toString('latin1')).not.toContain('/Subtype /Image');
    expect(refused.stderr).toContain(
      "2 images were not embedded (missing, unreadable, outside the document's folder",
    );
    const allowed = await pdf('--allow-outside', 'assets');
    expect(allowed.code).toBe(0);
    expect(Buffer.from(allowed.stdout).toString('latin1')).toContain('/Subtype /Image');
    expect(allowed.stderr).toContain('an image was not embedded');
    expect(allowed.stderr).toContain('../secret.png');
  });

  it('never reaches a file outside through a linked folder, a relative path through it, or an SVG that points out', async () => {
    const root = mkdtempSync(join(tmpdir(), 'toolbox-pdf-'));
    const docs = join(root, 'work', 'docs');
    const outside = join(root, 'private');
    mkdirSync(docs, { recursive: true });
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.png'), RED);
    symlinkSync(outside, join(docs, 'assets'));
    symlinkSync(join(outside, 'secret.png'), join(docs, 'link.png'));
    // An SVG inside the folder that draws the secret by absolute path, file: URL, and through the link.
    writeFileSync(
      join(docs, 'frame.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="60" height="60"><image href="${join(outside, 'secret.png')}" width="20" height="20"/><image xlink:href="file://${join(outside, 'secret.png')}" x="20" width="20" height="20"/><image href="link.png" x="40" width="20" height="20"/></svg>`,
    );
    const hrefs = ['assets/secret.png', 'assets/../assets/secret.png', './assets/secret.png', 'link.png'];
    expect(await loadImages(hrefs, docs)).toEqual({});
    // The SVG is drawn (it is inside), but without any picture from outside: no red pixel.
    const images = await loadImages(['frame.svg'], docs);
    const png = decodePng(Buffer.from((images['frame.svg'] ?? '').split(',')[1] ?? '', 'base64'));
    let red = 0;
    for (let i = 0; i < png.rgba.length; i += 4)
      if (png.rgba[i] === 255 && png.rgba[i + 1] === 0 && png.rgba[i + 2] === 0 && png.rgba[i + 3] === 255)
        red++;
    expect(red).toBe(0);
    // And through the built binary, each refused with the one warning.
    writeFileSync(join(docs, 'doc.md'), `# A\n\n${hrefs.map((href) => `![x](${href})`).join('\n\n')}\n`);
    const result = toolboxBytesIn(join(root, 'work'), ['pdf', 'docs/doc.md', '-o', '-']);
    expect(result.code).toBe(0);
    expect(Buffer.from(result.stdout).toString('latin1')).not.toContain('/Subtype /Image');
    expect(result.stderr).toContain('4 images were not embedded');
  });
});
