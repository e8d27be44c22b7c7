import { strFromU8, unzipSync } from 'fflate';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { highlightHtml } from '../../markdown/highlight';
import { buildBlog, splitSections, zipBlog } from './blog';
import { BLOG_STYLES } from './blog-styles';

type Node = {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
};

/** Parses like a browser and collects the HTML5 parse errors (parse5 reports each one). */
function parseStrict(html: string) {
  const errors: string[] = [];
  const doc = parse(html, { onParseError: (error) => errors.push(error.code) }) as Node;
  const all: Node[] = [];
  const walk = (node: Node) => {
    all.push(node);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(doc);
  const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
  return { errors, all, attr };
}

const DOC = `Intro before any title.

# Getting Started

Install it. <script>alert(1)</script>

[next](javascript:alert(1)) <img src=x onerror=alert(1)>

# Getting Started

Same title twice.

# Café & Co

| a | b |
|---|---|
| 1 | 2 |
`;

describe('splitSections', () => {
  it('splits at # headings and keeps text before the first', () => {
    expect(splitSections(DOC).map((s) => s.title)).toEqual([
      undefined,
      'Getting Started',
      'Getting Started',
      'Café & Co',
    ]);
    expect(splitSections('## only h2\n\ntext')).toEqual([
      { title: undefined, markdown: '## only h2\n\ntext' },
    ]);
  });
});

describe('buildBlog', () => {
  it.each(BLOG_STYLES)('writes valid, safe HTML5 pages linked to each other (%s)', (style) => {
    const files = buildBlog([{ name: 'notes.md', markdown: DOC }], style);
    expect(files.map((f) => f.name)).toEqual([
      'index.html',
      'notes.html',
      'getting-started.html',
      'getting-started-2.html',
      'cafe-co.html',
    ]);
    const names = new Set(files.map((f) => f.name));
    for (const file of files) {
      const { errors, all, attr } = parseStrict(String(file.data));
      expect(errors, file.name).toEqual([]);
      expect(
        all.filter((n) => n.nodeName === 'script'),
        file.name,
      ).toEqual([]);
      expect(
        all.flatMap((n) => n.attrs ?? []).filter((a) => a.name.startsWith('on')),
        file.name,
      ).toEqual([]);
      expect(all.filter((n) => n.nodeName === 'style')).toHaveLength(1);
      for (const a of all.filter((n) => n.nodeName === 'a')) {
        const href = attr(a, 'href') ?? '';
        expect(href.startsWith('http') || names.has(href), `${file.name}: ${href}`).toBe(true);
      }
    }
    const index = parseStrict(String(files[0]?.data));
    expect(index.all.filter((n) => n.nodeName === 'li')).toHaveLength(4);
    // Raw HTML is rendered through the allow-list: the script tags go, the image stays without its handler.
    expect(String(files[2]?.data)).toContain('<p>Install it. alert(1)</p>');
    expect(String(files[2]?.data)).toContain('<img src="x">');
  });

  it('reads front matter: titles, dates, descriptions and tags, newest post first, never printed', () => {
    const files = buildBlog(
      [
        {
          name: '2022-10-26-jekyll-4-3-1-released.markdown',
          markdown:
            '---\ntitle: "Jekyll 4.3.1 Released"\ndate: 2022-10-26 18:41:14 +0530\ncategories: [release]\n---\n\nHello <img src="media/logo.png" alt="logo">\n',
        },
        {
          name: 'rust.md',
          markdown:
            '+++\ntitle = "Announcing Rust 1.75.0"\ndate = 2023-12-28\ndescription = "The new release"\n+++\n\nRust text\n',
        },
        { name: 'notes.md', markdown: 'No front matter.\n' },
      ],
      'modern',
    );
    expect(files.map((f) => f.name)).toEqual([
      'index.html',
      'announcing-rust-1-75-0.html',
      'jekyll-4-3-1-released.html',
      'notes.html',
    ]);
    const jekyll = String(files[2]?.data);
    expect(jekyll).toContain('<h1 id="jekyll-431-released">Jekyll 4.3.1 Released</h1>');
    expect(jekyll).toContain('<time datetime="2022-10-26">');
    expect(jekyll).not.toContain('title:');
    expect(jekyll).toContain('<img src="media/logo.png" alt="logo">');
    const index = String(files[0]?.data);
    expect(index.indexOf('Announcing Rust')).toBeLessThan(index.indexOf('Jekyll 4.3.1'));
    expect(index).toContain('The new release');
    expect(parseStrict(jekyll).errors).toEqual([]);
  });

  it('links footnotes both ways and #anchors to headings, and colours code by the style (one page per section)', () => {
    const markdown = `# Hashing

Rust uses SipHash[^siphash] by default; see [the table](#speed-table) and [nowhere](#missing).

\`\`\`rust
// keyed
fn main() { let n: u64 = 1; }
\`\`\`

## Speed table

Fast[^siphash] again.

# Second

Also noted[^other].

[^siphash]: A *keyed* hash.
[^other]: Another note.
`;
    const files = buildBlog([{ name: 'doc.md', markdown }], 'dark', 'Blog', { highlight: highlightHtml });
    expect(files.map((f) => f.name)).toEqual(['index.html', 'hashing.html', 'second.html']);
    for (const file of files.slice(1)) {
      const page = parseStrict(String(file.data));
      expect(page.errors, file.name).toEqual([]);
      const ids = new Set(page.all.map((n) => page.attr(n, 'id')).filter((id) => id !== undefined));
      const fragments = page.all
        .filter((n) => n.nodeName === 'a' && page.attr(n, 'href')?.startsWith('#'))
        .map((n) => decodeURIComponent(page.attr(n, 'href')?.slice(1) ?? ''));
      // Every in-page link lands on an element of the page (the missing heading is the author's own link).
      expect(
        fragments.filter((id) => !ids.has(id) && id !== 'missing'),
        file.name,
      ).toEqual([]);
      expect(fragments.length, file.name).toBeGreaterThan(1);
    }
    const first = String(files[1]?.data);
    expect(first).toContain('href="#footnote-siphash"');
    expect(first).toContain('id="footnote-siphash"');
    expect(first).toContain('href="#footnote-ref-siphash"');
    expect(first).toContain('<em>keyed</em> hash.');
    expect(first).not.toContain('Another note'); // each page lists only the notes it refers to
    expect(String(files[2]?.data)).toContain('Another note');
    expect(first).toContain('<span class="tok-keyword">fn</span>');
    expect(first).toContain('<span class="tok-comment">// keyed</span>');
    expect(first).toContain('.tok-keyword{color:#ff7b72}'); // the dark style's palette
    expect(String(buildBlog([{ name: 'a.md', markdown }], 'modern')[1]?.data)).toContain(
      '.tok-keyword{color:#cf222e}',
    );
  });

  it('makes one post per file when given several', () => {
    const files = buildBlog(
      [
        { name: 'a.md', markdown: '# Alpha\n\nFirst post.' },
        { name: 'b.md', markdown: 'No heading here.' },
      ],
      'minimal',
    );
    expect(files.map((f) => f.name)).toEqual(['index.html', 'alpha.html', 'b.html']);
    expect(String(files[0]?.data)).toContain('<p>First post.</p>');
  });

  it('refuses an empty document', () => {
    expect(() => buildBlog([{ name: 'x.md', markdown: '  \n' }], 'modern')).toThrow('The document is empty');
  });
});

describe('zipBlog', () => {
  it('zips the files so they unzip unchanged', () => {
    const files = buildBlog([{ name: 'x.md', markdown: '# Hi\n\nthere' }], 'dark');
    const unzipped = unzipSync(zipBlog(files));
    expect(Object.keys(unzipped)).toEqual(['index.html', 'hi.html']);
    expect(strFromU8(unzipped['hi.html'] ?? new Uint8Array())).toBe(files[1]?.data);
  });
});

describe('buildBlog math', () => {
  it('typesets formulas as inline SVG named by their TeX, in valid HTML with the math styles', async () => {
    const { createTypesetter } = await import('../../markdown/math-typeset');
    const errors: string[] = [];
    const [, post] = buildBlog(
      [
        {
          name: 'm.md',
          markdown:
            '# Vectors\n\nThe value $\\mathbf{v}_m$ costs $5 and $6.\n\n$$\n\\frac{a}{b}\n$$\n\nBad $\\frac{x$.\n',
        },
      ],
      'modern',
      'Blog',
      { math: createTypesetter(), onMathError: (tex, error) => errors.push(`${tex}: ${error}`) },
    );
    const html = String(post?.data);
    const { errors: parseErrors, all, attr } = parseStrict(html);
    expect(parseErrors).toEqual([]);
    const svgs = all.filter((node) => node.nodeName === 'svg');
    expect(svgs.map((svg) => attr(svg, 'aria-label'))).toEqual(['\\mathbf{v}_m', '\\frac{a}{b}']);
    expect(svgs.map((svg) => attr(svg, 'role'))).toEqual(['img', 'img']);
    const titles = all.filter(
      (node) => node.nodeName === 'title' && node !== all.find((n) => n.nodeName === 'title'),
    );
    expect(titles.map((title) => title.childNodes?.[0]?.value)).toEqual(['\\mathbf{v}_m', '\\frac{a}{b}']);
    expect(html).toContain('costs $5 and $6.');
    expect(html).not.toContain('$\\mathbf');
    expect(html).toContain('.math-display{');
    expect(errors).toEqual(['\\frac{x: Missing close brace']);
    expect(html).toContain('class="math math-error"');
  });
});

describe('buildBlog diagrams', () => {
  it('puts a drawn mermaid diagram inline as its SVG, in valid HTML, and keeps an undrawn one as code', () => {
    const drawn = 'graph TD; A[Start here] --> B{Decide}';
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="100" height="50"><rect width="90" height="40"></rect><text x="5" y="20">Start here</text></svg>';
    const [, post] = buildBlog(
      [
        {
          name: 'd.md',
          markdown: `# Flow\n\n\`\`\`mermaid\n${drawn}\n\`\`\`\n\n\`\`\`mermaid\ngraph TD; X --> \n\`\`\`\n`,
        },
      ],
      'modern',
      'Blog',
      { diagrams: { [drawn]: svg } },
    );
    const html = String(post?.data);
    const { errors, all, attr } = parseStrict(html);
    expect(errors).toEqual([]);
    const figure = all.find((node) => node.nodeName === 'figure');
    expect(attr(figure as Node, 'class')).toBe('mermaid-diagram');
    expect(figure?.childNodes?.[0]?.nodeName).toBe('svg');
    expect(html).not.toContain('language-mermaid">graph TD; A[');
    expect(html).toContain('<code class="language-mermaid">graph TD; X --&gt;');
    expect(html).toContain('.mermaid-diagram{');
  });
});
