import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDF_THEMES, runMarkdownPdf } from '@toolbox/core/tools/markdown-pdf';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glyphGaps } from '../../test/pdf-glyphs';
import { readPdf } from '../../test/pdf-read';
import { loadImages, planPdfFonts, renderPdf } from './pdf-render';

const SAMPLE = `# Quarterly Report 🚀

Some **bold**, *italic*, ~~struck~~, \`inline code\` and a [link](https://example.com/a?b=1),
a [mail](mailto:ada@example.com), a [bad one](javascript:alert(1)) and [relative](./x.md).

## Lists

- first
  - nested item
- [x] shipped task
- [ ] open task

1. one
2. two

> A block quote <script>alert(1)</script>

---

| Name | Value |
|------|------:|
| alpha | 1 |

\`\`\`ts
const answer = 42;
    indented();
\`\`\`

### Details

![a missing chart](missing.png)

#### Level four

<img src=x onerror=alert(1)>
`;

/** Random text, and random lines built from Markdown's block and inline markers, which plain strings rarely hit. */
const markdownish = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          '',
          '# ',
          '## ',
          '###### ',
          '> ',
          '- ',
          '1. ',
          '- [ ] ',
          '    ',
          '| ',
          '```',
          '---',
          '***',
        ),
        fc.stringMatching(/^[a-z *_`|#>\-[\]()!:]{0,12}$/),
      ),
      { maxLength: 12 },
    )
    .map((lines) => lines.map(([marker, rest]) => marker + rest).join('\n')),
);

/** pdfjs splits lines into positioned items; compare text without the whitespace between them. */
const squash = (text: string) => text.replace(/\s+/g, '');

async function pdfOf(markdown: string, theme: (typeof PDF_THEMES)[number] = 'github', images = {}) {
  const fonts = await planPdfFonts(markdown);
  const doc = await runMarkdownPdf(
    { markdown, theme },
    { images: async () => images, fonts: async () => fonts },
  );
  return readPdf(await renderPdf(doc.definition, doc.subsets));
}

const SCRIPTS = {
  'Simplified Chinese': '深度学习是机器学习的一个分支',
  'Traditional Chinese': '機器學習與資料庫',
  Japanese: 'こんにちは、カタカナ',
  Korean: '안녕하세요 세계',
  Arabic: 'مرحبا بالعالم',
  Hebrew: 'שלום עולם',
  Devanagari: 'नमस्ते दुनिया',
  Thai: 'สวัสดีชาวโลก',
  Greek: 'Γειά σου Κόσμε',
  Cyrillic: 'Привет, мир',
};

/** Text items that reach past their page's right or left edge. */
const outside = (pdf: Awaited<ReturnType<typeof readPdf>>) =>
  pdf.items.filter((item) => {
    const [width] = pdf.pageSizes[item.page - 1] ?? [0, 0];
    return item.x < 0 || item.x + item.width > width + 0.5;
  });

describe('footnotes, anchors, code and tables as a viewer reads them', () => {
  it('links footnotes both ways and #anchors to their headings, outline intact', async () => {
    const pdf = await pdfOf(
      '# Hashing\n\nRust uses SipHash[^siphash]; see [the speed table](#speed-table).\n\n## Speed table\n\nFast.\n\n[^siphash]: A keyed hash, see [top](#hashing).\n',
    );
    expect(pdf.outline).toEqual(['Hashing', '  Speed table']);
    expect(pdf.internalLinks).toEqual(
      expect.arrayContaining(['footnote:siphash', 'speed-table', 'hashing', 'footnote-ref:siphash']),
    );
    for (const dest of pdf.internalLinks) expect(pdf.destinations).toContain(dest);
    const text = squash(pdf.text.join(''));
    expect(text).toContain('AkeyedhashsSeetop'.replace('sS', ',s'));
    expect(text).not.toContain('[^');
  });

  // pdfmake keeps ids in an array: a heading "length" threw "Invalid array length" (found by the property test
  // below, `###### length`), "push" read as an id already taken, "__proto__" would have set the array's prototype.
  it('renders headings named like an array property, each linked from the text and in the outline', async () => {
    const names = ['length', 'push', 'constructor', '__proto__', 'concat', 'map'];
    const pdf = await pdfOf(
      `${names.map((name) => `###### \`${name}\`\n\nSee [it](#${name}).\n`).join('\n')}\n## Plain\n\n[back](#plain)\n`,
    );
    expect(pdf.pages).toBe(1);
    expect(pdf.outline.map((entry) => entry.trim())).toEqual([...names, 'Plain']);
    expect(pdf.internalLinks).toEqual([...names.map((name) => `heading:${name}`), 'plain']);
    for (const dest of pdf.internalLinks) expect(pdf.destinations).toContain(dest);
  });

  it('wraps a long code line inside the page and paints the code background on both parts of a split block', async () => {
    const long = `const x = "${'a'.repeat(300)}"; // end`;
    const lines = Array.from({ length: 90 }, (_, i) => `let value${i} = compute(${i}); // line ${i}`);
    const pdf = await pdfOf(`# Code\n\n\`\`\`js\n${long}\n${lines.join('\n')}\n\`\`\`\n`);
    expect(pdf.pages).toBeGreaterThan(1);
    expect(outside(pdf)).toEqual([]);
    expect(squash(pdf.text.join(''))).toContain(`${'a'.repeat(20)}`);
    const background = '#f6f8fa';
    const codePages = [...new Set(pdf.items.filter((i) => /value\d+/.test(i.str)).map((i) => i.page))];
    expect(codePages.length).toBeGreaterThan(1);
    for (const page of codePages) expect(pdf.fills[page - 1]?.has(background), `page ${page}`).toBe(true);
    // Tokens carry the theme's colours.
    expect(pdf.fills[0]?.has('#cf222e')).toBe(true);
  });

  it('keeps every cell of a wide table inside the page (landscape) and wraps long cells', async () => {
    const header = Array.from({ length: 12 }, (_, i) => `Column ${i}`);
    const row = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? 'https://example.com/a/rather/long/path' : 'internationalization',
    );
    const wide = `| ${header.join(' | ')} |\n|${'---|'.repeat(12)}\n| ${row.join(' | ')} |`;
    const prose = `| Name | Description |\n|---|---|\n| a | ${'Lorem ipsum dolor sit amet, '.repeat(12)} |`;
    const pdf = await pdfOf(`# Tables\n\n${prose}\n\n${wide}\n\nAfter the table.\n`);
    expect(outside(pdf)).toEqual([]);
    expect(pdf.pageSizes.map(([w, h]) => (w > h ? 'landscape' : 'portrait'))).toEqual([
      'portrait',
      'landscape',
      'portrait',
    ]);
    const text = squash(pdf.text.join(''));
    expect(text).toContain('Column11');
    expect(text).toContain('Afterthetable.');
  });
});

describe('images', () => {
  it('embeds local PNG, JPEG, GIF, WebP and SVG files and data: images; remote ones are placeholders with a warning', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(40, 20);
    const g = canvas.getContext('2d');
    g.fillStyle = '#c00';
    g.fillRect(0, 0, 40, 20);
    const dir = mkdtempSync(join(tmpdir(), 'pdf-img-'));
    writeFileSync(join(dir, 'a.png'), await canvas.encode('png'));
    writeFileSync(join(dir, 'b.jpg'), await canvas.encode('jpeg'));
    writeFileSync(join(dir, 'c.gif'), await canvas.encode('gif'));
    writeFileSync(join(dir, 'd.webp'), await canvas.encode('webp'));
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20"><rect width="60" height="20" fill="#07c"/><image href="https://example.com/track.png" width="5" height="5"/></svg>';
    writeFileSync(join(dir, 'e.svg'), svg);
    writeFileSync(join(dir, 'fake.png'), 'not an image');
    const inline = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const markdown = `# Images\n\n![png](a.png) ![jpeg](b.jpg) ![gif](c.gif) ![webp](d.webp) ![svg](e.svg)\n\n![inline](${inline})\n\n<img src="e.svg" alt="html svg">\n\n![Build status](https://img.shields.io/badge/build-passing-green.svg) ![fake](fake.png)\n`;
    let images: Readonly<Record<string, string>> = {};
    const doc = await runMarkdownPdf(
      { markdown, theme: 'github' },
      {
        images: async (sources) => {
          images = await loadImages(sources, dir);
          return images;
        },
      },
    );
    expect(Object.keys(images).sort()).toEqual(['a.png', 'b.jpg', 'c.gif', 'd.webp', 'e.svg', inline].sort());
    for (const url of Object.values(images)) expect(url).toMatch(/^data:image\/(png|jpeg);base64,/);
    expect(doc.warnings).toEqual([
      expect.stringContaining(
        'a remote image was not fetched (shown as a placeholder with the alt text): https://img.shields.io/badge/build-passing-green.svg',
      ),
      expect.stringContaining('an image was not embedded'),
    ]);
    const bytes = await renderPdf(doc.definition, doc.subsets);
    const pdf = await readPdf(bytes);
    expect(
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Subtype \/Image/g)?.length,
    ).toBeGreaterThanOrEqual(7);
    const text = squash(pdf.text.join(''));
    expect(text).toContain('[image:Buildstatus]');
    expect(text).toContain('[image:fake]');
    expect(text).not.toContain('[image:gif]');
  });
});

describe('documents as people write them', () => {
  it('takes title, author, subject and keywords from front matter and never prints it', async () => {
    const pdf = await pdfOf(
      '---\ntitle: "Jekyll 4.3.1 Released"\nauthor: ashmaroli\ndescription: A bug-fix release\ncategories: [release, jekyll]\n---\n\nHello world.\n',
    );
    expect(pdf).toMatchObject({
      title: 'Jekyll 4.3.1 Released',
      author: 'ashmaroli',
      subject: 'A bug-fix release',
      keywords: 'release, jekyll',
    });
    expect(pdf.outline).toEqual(['Jekyll 4.3.1 Released']);
    const text = squash(pdf.text.join(''));
    expect(text).toContain('Helloworld.');
    expect(text).not.toContain('title:');
    expect(text).not.toContain('---');
  });

  it('reads TOML front matter too', async () => {
    const pdf = await pdfOf(
      '+++\ntitle = "Announcing Rust 1.75.0"\nauthors = ["The Rust Release Team"]\n+++\n\n# Announcing Rust 1.75.0\n\nText\n',
    );
    expect(pdf).toMatchObject({ title: 'Announcing Rust 1.75.0', author: 'The Rust Release Team' });
    expect(squash(pdf.text.join(''))).not.toContain('+++');
  });

  it('draws raw HTML as its text, hides comments, links its anchors', async () => {
    const pdf = await pdfOf(
      '<p align="center">\n\t<b>Prelaunching the <a href="https://awesomeweekly.co">Awesome Weekly</a></b><br>\n\t<sub>Just type <a href="https://awesome.re"><code>awesome.re</code></a></sub>\n</p>\n\n<!-- a note for editors -->\n\nPress <kbd>Ctrl</kbd>+<kbd>C</kbd>, H<sub>2</sub>O and x<sup>2</sup>.\n\n<details><summary>More</summary>\n\nHidden body\n\n</details>\n',
    );
    const text = squash(pdf.text.join(''));
    for (const expected of [
      'Prelaunching the Awesome Weekly',
      'Just type awesome.re',
      'Press Ctrl+C, H2O and x2.',
      'More',
      'Hidden body',
    ])
      expect(text).toContain(squash(expected));
    expect(text).not.toContain('<');
    expect(text).not.toContain('editors');
    expect(pdf.links.sort()).toEqual(['https://awesome.re/', 'https://awesomeweekly.co/']);
  });
});

describe('every script draws a real glyph', () => {
  const markdown = Object.entries(SCRIPTS)
    .map(
      ([name, text]) =>
        `## ${name} ${text}\n\n${text} **${text}**\n\n\`${text}\`\n\n| ${name} |\n|---|\n| ${text} |`,
    )
    .join('\n\n');

  it.each(['github', 'academic'] as const)(
    'in the %s theme: each run in a font that has its glyphs',
    async (theme) => {
      const fonts = await planPdfFonts(`${markdown} 🚀`);
      const { definition, warnings } = await runMarkdownPdf(
        { markdown: `${markdown}\n\n🚀`, theme },
        { fonts: async () => fonts },
      );
      expect(warnings).toEqual([]);
      expect(glyphGaps(definition.content, fonts, theme === 'academic' ? 'Serif' : 'Sans')).toEqual([]);
    },
  );

  it('keeps every character as selectable text and outline entries', async () => {
    const pdf = await pdfOf(markdown);
    const text = squash(pdf.text.join(''));
    // pdfjs gives right-to-left words in visual order; compare the letters of each script.
    for (const [name, sample] of Object.entries(SCRIPTS)) {
      const letters = [...sample.replace(/[\s,、]/g, '')];
      for (const letter of letters) expect(text, name).toContain(letter);
    }
    expect(pdf.outline).toContain(`Korean ${SCRIPTS.Korean}`);
    // Every character is drawn with a glyph the embedded font really has, as a viewer draws it.
    expect(pdf.glyphless).toEqual([]);
  });

  it('reports characters no shipped font has, once each', async () => {
    const fonts = await planPdfFonts('Hieroglyph 𓀀 and 𓀀 again');
    const { definition, subsets, warnings } = await runMarkdownPdf(
      { markdown: 'Hieroglyph 𓀀 and 𓀀 again', theme: 'github' },
      { fonts: async () => fonts },
    );
    expect(warnings).toEqual(['no font has a glyph for 𓀀 (U+13000); they are drawn as boxes.']);
    // The read-back check sees the box: the embedded font draws .notdef for it.
    expect((await readPdf(await renderPdf(definition, subsets))).glyphless).toEqual([
      '.notdef in DejaVuSans',
    ]);
  });
});

describe('renderPdf (read back with pdfjs)', () => {
  it('writes every block as selectable text, with links, outline, title and page numbers', async () => {
    const pdf = await pdfOf(SAMPLE);
    expect(pdf.pageSize.map(Math.round)).toEqual([595, 842]);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe('Quarterly Report 🚀');
    const text = squash(pdf.text.join(''));
    for (const expected of [
      'Quarterly Report',
      '🚀',
      'bold',
      'italic',
      'struck',
      'inline code',
      'nested item',
      '☑',
      'shipped task',
      '☐',
      'open task',
      'A block quote',
      'alpha',
      'const answer = 42;',
      'indented();',
      'a missing chart',
      '1 / 1',
    ]) {
      expect(text).toContain(squash(expected));
    }
    expect(text).not.toContain('alert(1)</script>');
    expect(text).not.toContain('<img');
    expect(pdf.links.sort()).toEqual(['https://example.com/a?b=1', 'mailto:ada@example.com']);
    expect(pdf.outline).toEqual(['Quarterly Report 🚀', '  Lists', '    Details', '      Level four']);
  });

  it('splits a long table across pages and repeats its header', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => `| row ${i} | ${i * 2} |`).join('\n');
    const pdf = await pdfOf(`# Big\n\n| Name | Double |\n|---|---|\n${rows}\n`);
    expect(pdf.pages).toBeGreaterThan(1);
    for (const page of pdf.text) expect(page).toContain('Name');
    expect(squash(pdf.text.at(-1) ?? '')).toContain(`${pdf.pages}/${pdf.pages}`);
  });

  it.each(PDF_THEMES)('renders the %s theme', async (theme) => {
    const pdf = await pdfOf(SAMPLE, theme);
    expect(pdf.outline[0]).toBe('Quarterly Report 🚀');
  });

  it('embeds a relative image next to the Markdown and keeps the alt text of a missing one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pdf-img-'));
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    writeFileSync(join(dir, 'dot.png'), png);
    const images = await loadImages(['dot.png', 'gone.png', 'https://example.com/x.png'], dir);
    expect(Object.keys(images)).toEqual(['dot.png']);
    const bytes = await renderPdf(
      (
        await runMarkdownPdf(
          { markdown: '# I\n\n![the dot](dot.png) ![gone image](gone.png)', theme: 'github' },
          { images: async () => images },
        )
      ).definition,
    );
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
    expect(squash((await readPdf(bytes)).text.join(''))).toContain('goneimage');
  });

  it('renders empty headings without an outline entry (pdfmake lays out no line for them)', async () => {
    const pdf = await pdfOf('#\n\n## \n\n# Real title\n\n### `  `\n\ntext');
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe('Real title');
    expect(squash(pdf.text.join(''))).toContain('Realtitle');
  });

  it('never throws on any Markdown', async () => {
    await fc.assert(
      fc.asyncProperty(markdownish, async (markdown) => {
        const pdf = await pdfOf(markdown);
        expect(pdf.pages).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 25 },
    );
  });
});

describe("pdfkit's SVG path data (what formulas are drawn with)", () => {
  /** The content stream pdfkit writes for `d` filled on a page of its own. */
  function drawn(d: string): Promise<string> {
    const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
    const PDFDocument = fromPdfmake('pdfkit') as new (
      options: object,
    ) => {
      path(d: string): { fill(color: string): unknown };
      end(): void;
      on(event: string, listener: (chunk?: Buffer) => void): unknown;
    };
    const doc = new PDFDocument({ compress: false });
    const chunks: Buffer[] = [];
    const written = new Promise<string>((resolve) => {
      doc.on('data', (chunk) => chunks.push(chunk as Buffer));
      doc.on('end', () => {
        const pdf = Buffer.concat(chunks).toString('latin1');
        const stream = /stream\n([\s\S]*?)\nendstream/.exec(pdf)?.[1];
        if (!stream?.includes(' m\n')) throw new Error(`no path drawn: ${pdf.slice(0, 200)}`);
        resolve(stream);
      });
    });
    doc.path(d).fill('#000');
    doc.end();
    return written;
  }

  it('draws smooth quadratics (T, t) as the quadratics SVG says they are (foliojs/pdfkit#1334)', async () => {
    // Each T's control point is the previous one reflected about the current point (SVG 1.1, 8.3.7). pdfkit
    // reflected it back after drawing (patches/pdfkit@0.19.1.patch), and MathJax's glyphs are chains of them:
    // every ( and ) of a formula was drawn with a hook.
    expect(await drawn('M0 0Q10 10 20 0T40 0T60 0T80 0Z')).toBe(
      await drawn('M0 0Q10 10 20 0Q30 -10 40 0Q50 10 60 0Q70 -10 80 0Z'),
    );
    expect(await drawn('M0 0L10 0T30 0T50 0Z')).toBe(await drawn('M0 0L10 0Q10 0 30 0Q50 0 50 0Z'));
    expect(await drawn('M0 0q10 10 20 0t20 0t20 0Z')).toBe(
      await drawn('M0 0Q10 10 20 0Q30 -10 40 0Q50 10 60 0Z'),
    );
    // MathJax's "(" (TeX's main font, U+0028).
    const paren =
      'M94 250Q94 319 104 381T127 488T164 576T202 643T244 695T277 729T302 750H315H319Q333 750 333 741Q333 738 316 720T275 667T226 581T184 443T167 250T184 58T225 -81T274 -167T316 -220T333 -241Q333 -250 318 -250H315H302L274 -226Q180 -141 137 -14T94 250Z';
    expect(await drawn(paren)).toBe(await drawn(explicitQuadratics(paren)));
  });
});

/** Absolute SVG path data with each T written as the Q it stands for (the spec's reflection), for the check above. */
function explicitQuadratics(d: string): string {
  let control: [number, number] | undefined;
  let at: [number, number] = [0, 0];
  return [...d.matchAll(/([MLHVQTZ])([^MLHVQTZ]*)/g)]
    .map(([, command, args]) => {
      const n = (args ?? '')
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (command === 'T') {
        const reflected: [number, number] = control
          ? [2 * at[0] - control[0], 2 * at[1] - control[1]]
          : [at[0], at[1]];
        control = reflected;
        at = [n[0] ?? 0, n[1] ?? 0];
        return `Q${reflected.join(' ')} ${at.join(' ')}`;
      }
      if (command === 'Q') {
        control = [n[0] ?? 0, n[1] ?? 0];
        at = [n[2] ?? 0, n[3] ?? 0];
      } else {
        control = undefined;
        if (command === 'M' || command === 'L') at = [n[0] ?? 0, n[1] ?? 0];
        if (command === 'H') at = [n[0] ?? 0, at[1]];
        if (command === 'V') at = [at[0], n[0] ?? 0];
      }
      return `${command}${args}`;
    })
    .join('');
}
