// Real documents (fixtures/documents/SOURCES.md) whose PDF once lost something a reader sees on GitHub, rendered
// in-process as `toolbox pdf` does it and read back with pdfjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runMarkdownPdf } from '@toolbox/core/tools/markdown-pdf';
import { describe, expect, it } from 'vitest';
import { loadImages, planPdfFonts, renderPdf } from '../src/platform/pdf-render';
import { readPdf } from './pdf-read';

const dir = join(import.meta.dirname, 'fixtures', 'documents');

async function pdfOf(name: string) {
  const markdown = readFileSync(join(dir, name), 'utf8');
  let images: Readonly<Record<string, string>> = {};
  const built = await runMarkdownPdf(
    { markdown, theme: 'github' },
    {
      fonts: planPdfFonts,
      images: async (sources) => {
        images = await loadImages(sources, dir);
        return images;
      },
    },
  );
  const bytes = await renderPdf(built.definition, built.subsets);
  return { ...built, images, bytes, pdf: await readPdf(bytes) };
}

const lineOf = (pdf: Awaited<ReturnType<typeof readPdf>>, text: string) =>
  pdf.items.find((item) => item.str.includes(text));

describe('raw HTML blocks in real READMEs', () => {
  it("draws TheAlgorithms/Python's centred <h1>, badges and <h3> each as itself, headings bookmarked", async () => {
    const { pdf } = await pdfOf('thealgorithms-python-readme.md');
    // The <h1> is the document's first bookmark, the <h3> under it, then the Markdown headings.
    expect(pdf.outline.slice(0, 3)).toEqual([
      'The Algorithms - Python',
      '  All algorithms implemented in Python - for education 📚',
      '  🚀 Getting Started',
    ]);
    expect(pdf.title).toBe('The Algorithms - Python');
    // Each on a line of its own (the <h1> no longer absorbs the badges and the <h3>), centred as the div asks.
    const h1 = lineOf(pdf, 'Python');
    const h3 = lineOf(pdf, 'implemented');
    const badge = lineOf(pdf, 'Gitpod');
    expect(h1 && h3 && badge).toBeTruthy();
    expect(new Set([h1?.y, h3?.y, badge?.y]).size).toBe(3);
    const [width] = pdf.pageSize;
    const line = pdf.items.filter((item) => item.page === 1 && item.y === h3?.y);
    const left = Math.min(...line.map((item) => item.x));
    const right = Math.max(...line.map((item) => item.x + item.width));
    expect(Math.abs((left + right) / 2 - width / 2)).toBeLessThan(10);
    // Its links stay links, and the destinations of in-document links exist.
    expect(pdf.links).toContain('https://github.com/TheAlgorithms/');
    for (const dest of pdf.internalLinks) expect(pdf.destinations).toContain(dest);
  });
});

describe('iframes, never fetched or run', () => {
  const squash = (pdf: Awaited<ReturnType<typeof readPdf>>) => pdf.text.join('').replace(/\s+/g, '');

  it("prints zechub's embedded video (MDX, self-closed) as a line with its title and its address, linked", async () => {
    const { pdf } = await pdfOf('zechub-hi-memos.md');
    const video = 'https://www.youtube.com/embed/8iqPCza9o6A';
    expect(squash(pdf)).toContain(`Embeddedcontent:DEMO:EncryptedFileTransferwithZcash📁(${video})`);
    expect(pdf.links).toContain(video);
    expect(pdf.glyphless).toEqual([]);
  });

  it.each([
    ['<div><iframe src="javascript:alert(1)"></iframe></div>', 'Embeddedcontent:javascript:alert(1)'],
    ['<div><iframe srcdoc="<p>secret</p><script>alert(1)</script>"></iframe></div>', 'Embeddedcontent'],
    ['<div><iframe src="./player.html">no frames</iframe></div>', 'Embeddedcontent:./player.html'],
  ])('%s: its address as text, no link, nothing inside it', async (html, line) => {
    const { definition } = await runMarkdownPdf({
      markdown: `# Frame\n\n${html}\n\nAfter.`,
      theme: 'github',
    });
    const pdf = await readPdf(await renderPdf(definition));
    expect(squash(pdf)).toContain(`Frame${line}After.`);
    expect(pdf.links).toEqual([]);
  });
});

describe('data: pictures', () => {
  const PNG =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="100%" height="10"/></svg>';
  it('embeds base64 (also wrapped), ;charset=utf-8 and ;utf8 SVG, percent-encoded or raw', async () => {
    const wrapped = PNG.replace(/(.{20})/g, '$1\n');
    const markdown = [
      '# Pictures',
      `![png](data:image/png;base64,${PNG})`,
      `<img src="data:image/png;base64,${wrapped}" alt="wrapped">`,
      `![utf8](data:image/svg+xml;utf8,${encodeURIComponent(svg)})`,
      `<img src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}" alt="charset">`,
      `<img src='data:image/svg+xml;charset=UTF-8,${svg}' alt="raw">`,
    ].join('\n\n');
    let hrefs: string[] = [];
    let images: Readonly<Record<string, string>> = {};
    const { definition, warnings } = await runMarkdownPdf(
      { markdown, theme: 'github' },
      {
        images: async (sources) => {
          hrefs = sources;
          images = await loadImages(sources, dir);
          return images;
        },
      },
    );
    expect(hrefs).toHaveLength(5);
    expect(hrefs.filter((href) => !images[href])).toEqual([]);
    expect(warnings).toEqual([]);
    const pdf = await readPdf(await renderPdf(definition));
    expect(pdf.text.join('')).not.toContain('[image:');
  });
});

describe('footnotes as GitHub reads them', () => {
  it('links every marker of rust-lang/rfcs 3668 to its note, a definition right after a paragraph line too', async () => {
    const { pdf } = await pdfOf('rust-rfc-3668-async-closures.md');
    const text = pdf.text.join(' ');
    expect(text).not.toContain('[^');
    // Three notes, each marker a link to its note, each note linking back.
    const toNotes = pdf.internalLinks.filter((dest) => dest.startsWith('footnote:'));
    expect([...new Set(toNotes)].sort()).toEqual(['footnote:alloc', 'footnote:plural', 'footnote:rework']);
    for (const dest of pdf.internalLinks) expect(pdf.destinations).toContain(dest);
    expect(text.replace(/\s+/g, '')).toContain('Orreturnaconcretefuturetype');
  });

  it('finds a definition whatever the case of its label, and one indented by up to three spaces', async () => {
    const markdown =
      '# Notes\n\nFirst[^Note] and second[^w].\n\n[^note]: Lower case.\n\n   [^w]: Indented.\n';
    const { definition } = await runMarkdownPdf({ markdown, theme: 'github' });
    const pdf = await readPdf(await renderPdf(definition));
    expect(pdf.text.join(' ')).not.toContain('[^');
    expect(pdf.internalLinks.filter((dest) => dest.startsWith('footnote:')).sort()).toEqual([
      'footnote:note',
      'footnote:w',
    ]);
  });
});

describe('raw <img> of an SVG beside the document', () => {
  it("draws d2l's Illustrator-exported logo (a DOCTYPE declaring entities before <svg>)", async () => {
    const { images, bytes, warnings } = await pdfOf('d2l-frontpage-logos.md');
    expect(Object.keys(images)).toEqual(['./_images/logos/Universite-Paris-Saclay.svg']);
    expect(warnings).toEqual([]);
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
  });
});
