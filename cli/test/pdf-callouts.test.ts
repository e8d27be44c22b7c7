// VitePress containers and GitHub alerts in real documents (fixtures/documents/SOURCES.md), rendered in-process
// as `toolbox pdf` does it and read back with pdfjs (text, fills) and Poppler's pdftoppm (pixels).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMarkdownPdf } from '@toolbox/core/tools/markdown-pdf';
import { THEMES } from '@toolbox/core/tools/markdown-pdf/themes';
import { describe, expect, it } from 'vitest';
import { planPdfFonts, renderPdf } from '../src/platform/pdf-render';
import { readPdf } from './pdf-read';
import { toolboxIn } from './signed-in-toolbox';

const TONES = THEMES.github.callout;
const dir = join(import.meta.dirname, 'fixtures', 'documents');

async function pdfOf(name: string) {
  const markdown = readFileSync(join(dir, name), 'utf8');
  const built = await runMarkdownPdf(
    { markdown, theme: 'github' },
    { fonts: planPdfFonts, images: async () => ({}) },
  );
  const bytes = await renderPdf(built.definition, built.subsets);
  return { markdown, bytes, pdf: await readPdf(bytes) };
}

/** The `:::` lines a document shows as code (inside its fences), which the PDF keeps. */
function colonsInCode(markdown: string): number {
  let inFence = false;
  let count = 0;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    else if (inFence && /^\s*:::/.test(line)) count++;
  }
  return count;
}

describe('containers and alerts in the PDF', () => {
  it("draws VitePress's own container docs as boxes: titles shown, no ::: outside its code samples", async () => {
    const { markdown, bytes, pdf } = await pdfOf('vitepress-markdown-containers.md');
    const text = pdf.text.join('\n');
    expect(text.match(/:::/g)?.length).toBe(colonsInCode(markdown));
    // Each box's title, then its content (spaces and the page footers aside: pdfjs splits lines into items).
    const squashed = pdf.text
      .map((page) => page.replace(/\d+\s*\/\s*\d+\s*$/, ''))
      .join('')
      .replace(/\s+/g, '');
    for (const box of [
      'INFOThisisaninfobox.',
      'TIPThisisatip.',
      'WARNINGThisisawarning.',
      'DANGERThisisadangerouswarning.',
      'DetailsThisisadetailsblock.',
      'STOPDangerzone,donotproceed',
      "Clickmetotogglethecodeconsole.log('Hello,VitePress!')",
      // GitHub's alerts: their title instead of the `[!NOTE]` marker.
      'NoteHighlightsinformation',
      'TipOptionalinformation',
      'ImportantCrucialinformation',
      'WarningCriticalcontent',
      'CautionNegativepotential',
    ])
      expect(squashed).toContain(box);
    expect(squashed.match(/\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/g)).toHaveLength(5); // the code sample's
    // Each tone's bar is filled in its colour.
    const fills = new Set(pdf.fills.flatMap((page) => [...page]));
    for (const colour of Object.values(TONES)) expect(fills).toContain(colour);

    // Poppler draws the boxes: the tip's green bar is on the first page's pixels.
    const out = mkdtempSync(join(tmpdir(), 'pdf-callouts-'));
    writeFileSync(join(out, 'doc.pdf'), bytes);
    const ppm = spawnSync('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', 'doc.pdf', 'page'], { cwd: out });
    expect(ppm.status).toBe(0);
    const page = readFileSync(join(out, 'page-1.ppm'));
    expect(countPixels(page, TONES.tip)).toBeGreaterThan(20);
  });

  it("draws microsoft/markitdown's README [!IMPORTANT] as a box titled Important, the marker gone", async () => {
    const { pdf } = await pdfOf('markitdown-readme.md');
    const squashed = pdf.text.join('').replace(/\s+/g, '');
    expect(squashed).not.toContain('[!IMPORTANT]');
    expect(squashed).toContain('ImportantMarkItDownperformsI/Owiththeprivilegesofthecurrentprocess.');
    expect(pdf.fills.flatMap((p) => [...p])).toContain(TONES.important);
  });
});

/** Pixels of a binary PPM (P6) within 24 of `hex` on each channel. */
function countPixels(ppm: Buffer, hex: string): number {
  const header = /^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(ppm.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('not a PPM');
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  let count = 0;
  for (let i = header[0].length; i + 2 < ppm.length; i += 3) {
    const near = (value: number | undefined, want: number) => Math.abs((value ?? 0) - want) <= 24;
    if (near(ppm[i], r) && near(ppm[i + 1], g) && near(ppm[i + 2], b)) count++;
  }
  return count;
}

describe('toolbox pdf and toolbox blog (built binary) on a README with an alert', () => {
  it('the PDF Poppler reads shows the box title, not the marker; the blog page holds the box', () => {
    const work = mkdtempSync(join(tmpdir(), 'callouts-cli-'));
    copyFileSync(join(dir, 'markitdown-readme.md'), join(work, 'readme.md'));
    expect(toolboxIn(work, ['pdf', 'readme.md', '-o', 'readme.pdf'])).toMatchObject({ code: 0 });
    const text = spawnSync('pdftotext', ['readme.pdf', '-'], { cwd: work, encoding: 'utf8' }).stdout;
    expect(text).toMatch(/^Important\s+MarkItDown performs I\/O/m);
    expect(text).not.toContain('[!IMPORTANT]');

    expect(toolboxIn(work, ['blog', 'readme.md', '-o', 'site'])).toMatchObject({ code: 0 });
    const page = readdirSync(join(work, 'site')).find(
      (name) => name.endsWith('.html') && name !== 'index.html',
    );
    const html = readFileSync(join(work, 'site', page ?? ''), 'utf8');
    expect(html).toContain('<div class="callout callout-important"><p class="callout-title">Important</p>');
    expect(html).not.toContain('[!IMPORTANT]');
  });
});
