// Real Markdown files from public repositories (fixtures/documents/SOURCES.md), in-process: each becomes a PDF
// read back with pdfjs and a blog page, and is checked for what a reader would see.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import type { FontPlan } from '@toolbox/core/fonts/script-fonts';
import { splitFrontMatter } from '@toolbox/core/markdown';
import { mermaidNote } from '@toolbox/core/markdown/diagrams';
import { highlightHtml } from '@toolbox/core/markdown/highlight';
import { loadMathTypesetter, type MathTypesetter } from '@toolbox/core/markdown/math';
import { mermaidSources } from '@toolbox/core/markdown/render';
import { runBlog, runMarkdownPdf, THEMES } from '@toolbox/core/tools/markdown-pdf';
import { XMLValidator } from 'fast-xml-parser';
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { loadImages, planPdfFonts, renderPdf } from '../src/platform/pdf-render';
import { glyphGaps } from './pdf-glyphs';
import { readPdf } from './pdf-read';

const dir = join(import.meta.dirname, 'fixtures', 'documents');
const files = readdirSync(dir).filter((name) => /\.(md|markdown)$/.test(name) && name !== 'SOURCES.md');
const squash = (text: string) => text.replace(/\s+/g, '');
/** TeX commands that would only be printed if a formula were shown as its source. */
const RAW_TEX = /\\(mathbf|frac|sum|hat|mathrm|begin|lambda|iff|det|top)\b/;

/**
 * The prose a reader sees, from the Markdown body: without HTML comments and tags, link and image targets, math
 * (drawn as paths) and mermaid sources' labels kept (they stay code in the CLI).
 */
function visibleSource(body: string): string {
  return body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\$\$[\s\S]*?\$\$|\$`[^`]*`\$|\$[^$\n]+\$|^```math[\s\S]*?^```/gm, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, '');
}

/** Letters and digits only: how a block's words are compared with the PDF's text, whatever lies between. */
const alnum = (text: string) => text.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A probe for each block of the body (paragraph, list, table, quote, code block, HTML block): its longest run of
 * up to four plain Latin words, in a fenced block from its code (right-to-left text is read back in visual order, so it is left to the per-character
 * check), from what a reader sees: not image alt text (the image is drawn), link targets or labels, fence info strings, footnote
 * labels or reference definitions.
 */
function blockProbes(body: string): string[] {
  const blocks: string[] = [];
  let fence: string | undefined;
  let current: string[] = [];
  for (const line of body.split('\n')) {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (marker && (!fence || marker === fence)) fence = fence ? undefined : marker;
    if (!fence && line.trim() === '') {
      blocks.push(current.join('\n'));
      current = [];
    } else current.push(line);
  }
  blocks.push(current.join('\n'));
  return blocks.flatMap((block) => {
    if (/^```(math|mermaid)/.test(block.trim())) return [];
    const seen = visibleSource(
      block
        .replace(/!\[[^\]]*\]\([^)]*\)|!\[[^\]]*\]/g, ' ')
        .replace(/\[\^[^\]]+\]:?/g, ' ')
        .replace(/^\s*\[[^\]]+\]:\s+\S+.*$/gm, ' ')
        .replace(/\]\[[^\]]*\]/g, ']')
        .replace(/^\s*(```|~~~).*$/gm, ' ')
        .replace(/&[a-z]+;|&#\d+;/g, ' '),
    );
    let best: string[] = [];
    let run: string[] = [];
    for (const word of seen.split(/[\s*_`|#>~()[\]{}"'.,;:!?/\\=+-]+/)) {
      if (/^[A-Za-z0-9]{2,}$/.test(word)) {
        run.push(word);
        if (run.length > best.length) best = run.slice(-4);
      } else run = [];
    }
    return best.length >= 2 ? [best.join(' ')] : [];
  });
}

/** Letters and digits beyond Latin (Greek, Cyrillic, CJK, kana, Hangul, Arabic, Hebrew, Devanagari, Thai…). */
const OTHER_SCRIPTS = /[\p{L}\p{N}]/gu;

/** External link targets written as Markdown links (not images), outside code. */
function linkTargets(body: string): string[] {
  const prose = body.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/(?<!!)\[[^\]]*\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1] as string);
}

/** Parses a page like a browser and collects the HTML5 parse errors and the ids. */
function parseHtml(html: string) {
  type Node = { attrs?: { name: string; value: string }[]; childNodes?: Node[] };
  const errors: string[] = [];
  const ids: string[] = [];
  const walk = (node: Node) => {
    for (const attr of node.attrs ?? []) if (attr.name === 'id') ids.push(attr.value);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html, { onParseError: (error) => errors.push(`${error.code} at ${error.startLine}`) }) as Node);
  return { errors, ids };
}

describe.each(files)('%s', (name) => {
  const markdown = readFileSync(join(dir, name), 'utf8');

  it('becomes a PDF whose fonts draw every character, with its headings, metadata and no markup', async () => {
    let fonts: FontPlan | undefined;
    // Images beside the document are embedded as the CLI does it; math is typeset as the CLI does it (MathJax
    // only for a document with formulas, which is when core asks for it).
    let sources: string[] = [];
    let images: Readonly<Record<string, string>> = {};
    let math: MathTypesetter | undefined;
    const { definition, warnings, title, subsets } = await runMarkdownPdf(
      { markdown, theme: 'github' },
      {
        fonts: async (text) => {
          fonts = await planPdfFonts(text);
          return fonts;
        },
        images: async (asked) => {
          sources = asked;
          images = await loadImages(asked, dir);
          return images;
        },
        math: async () => {
          math = await loadMathTypesetter();
          return math;
        },
      },
    );
    // (The trimmed files keep their image links; the images that came with them are here and must go in.)
    const local = sources.filter((src) => existsSync(join(dir, src)));
    expect(Object.keys(images).sort()).toEqual(local.sort());
    // The only warnings a real document may give here: images it does not carry, each a visible placeholder.
    const remote = sources.filter((src) => /^(https?:)?\/\//.test(src));
    expect(
      warnings.filter(
        (w) =>
          !/^(an? |\d+ )(remote )?images? (was|were) not (fetched|embedded)/.test(w) &&
          !/^mermaid diagrams are drawn only in the web app/.test(w),
      ),
    ).toEqual([]);
    // Mermaid blocks stay as code with one note (the CLI has no browser to draw them).
    const diagrams = mermaidSources(splitFrontMatter(markdown).body).length;
    if (diagrams > 0) expect(warnings).toContain(mermaidNote(diagrams));
    if (remote.length > 0) expect(warnings.join('\n')).toMatch(/remote images? (was|were) not fetched/);
    expect(fonts).toBeDefined();
    expect(glyphGaps(definition.content, fonts as FontPlan, 'Sans')).toEqual([]);
    const bytes = await renderPdf(definition, subsets);
    const pdf = await readPdf(bytes);
    if (local.length > 0)
      expect(
        Buffer.from(bytes)
          .toString('latin1')
          .match(/\/Subtype \/Image/g)?.length,
      ).toBeGreaterThanOrEqual(local.length);
    // Fenced code in a language the highlighter knows is drawn in the theme's token colours.
    if (/^```(rust|toml|js|ts|c|sh|bash|java|python)\b/m.test(markdown))
      expect(pdf.fills.some((fills) => fills.has(THEMES.github.syntax.keyword))).toBe(true);
    const text = squash(pdf.text.join(''));
    if (remote.length > 0) expect(text).toContain('[image:');
    // Formulas are drawn (paths), never printed as TeX; `_` in them is not eaten as emphasis either.
    if (math) {
      const prose = pdf.items.filter((item) => RAW_TEX.test(item.str));
      expect(prose.map((item) => item.str)).toEqual([]);
      expect(pdf.paths.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(20);
    }
    // Every text item lies inside its page (code wraps, tables fit or turn, nothing runs off the foot).
    const outside = pdf.items.filter((item) => {
      const [width, height] = pdf.pageSizes[item.page - 1] ?? [0, 0];
      return item.x < -0.5 || item.x + item.width > width + 0.5 || item.y < 0 || item.y > height;
    });
    expect(outside.map((item) => `p${item.page} x=${Math.round(item.x)} ${item.str.slice(0, 30)}`)).toEqual(
      [],
    );
    const { frontMatter, body } = splitFrontMatter(markdown);
    // In-document links (#anchors, footnotes both ways) land on a destination; footnote marks never print raw.
    for (const dest of pdf.internalLinks) expect(pdf.destinations).toContain(dest);
    if (/^\[\^[^\]]+\]:/m.test(body)) {
      expect(text).not.toMatch(/\[\^[^\]]+\]/);
      expect(pdf.internalLinks.some((dest) => dest.startsWith('footnote-ref:'))).toBe(true);
    }
    if (frontMatter.title) expect(pdf.title).toBe(frontMatter.title);
    else expect(pdf.title).toBe(title);
    if (frontMatter.author) expect(pdf.author).toBe(frontMatter.author);
    if (frontMatter.description) expect(pdf.subject).toBe(frontMatter.description);
    if (frontMatter.tags.length > 0) expect(pdf.keywords).toBe(frontMatter.tags.join(', '));
    // Every character of every script the prose uses is in the PDF's text (drawn by a font, not lost or boxed):
    // as pdfjs reads the glyphs, or in the text of a shaped word's span (ऐ is drawn as ए's glyph and a mark).
    const drawnChars = new Set((pdf.text.join('') + pdf.actualText.join('')).normalize('NFC'));
    const scriptChars = new Set(
      [...visibleSource(body).normalize('NFC').matchAll(OTHER_SCRIPTS)]
        .map((m) => m[0])
        .filter((char) => (char.codePointAt(0) ?? 0) > 0x24f),
    );
    expect([...scriptChars].filter((char) => !drawnChars.has(char)).join('')).toBe('');
    // The text of every block is there, in order of words within the block.
    // (Pages read on from one to the next: the page numbers in the footer are left out.)
    const drawn = alnum(
      pdf.items
        .filter((item) => !(item.y < 40 && /^[\d\s/]+$/.test(item.str)))
        .map((item) => item.str)
        .join(' '),
    );
    expect(blockProbes(body).filter((probe) => !drawn.includes(alnum(probe)))).toEqual([]);
    // The PDF's embedded fonts have a glyph (an outline, not .notdef) for every character they draw.
    expect(pdf.glyphless).toEqual([]);
    // Every external link keeps its target.
    for (const href of linkTargets(body)) expect(pdf.links).toContain(href);
    // Front matter is metadata, never printed; HTML comments and tags are never shown as source.
    const firstMetaLine =
      markdown
        .split('\n')
        .slice(1)
        .find((line) => line.trim() !== '') ?? '';
    if (body !== markdown) expect(text).not.toContain(squash(firstMetaLine));
    // (A document showing HTML in a fenced block prints it as code.)
    if (!/^```html/m.test(body)) expect(text).not.toMatch(/<(img|p|br|div|h1|a|sub|details|!--)\b/i);
    // Every heading is in the outline.
    const headings = body
      .replace(/^(```|~~~)[\s\S]*?^\1/gm, '')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#+ /, ''));
    expect(pdf.outline.length).toBeGreaterThanOrEqual(Math.min(1, headings.length));
    for (const heading of headings.slice(0, 5)) {
      const words = heading.replace(/[`*_[\]()<>#\\]|\{.*?\}/g, '').trim();
      if (words) expect(pdf.outline.map(squash).join('|')).toContain(squash(words).slice(0, 6));
    }
  });

  it('becomes a blog page with its HTML rendered, not escaped', async () => {
    let math: MathTypesetter | undefined;
    const built = await runBlog(
      { sources: [{ name, markdown }], style: 'modern', title: 'Blog', siteUrl: 'https://blog.example/' },
      {
        highlight: highlightHtml,
        clock: fixedClock(),
        math: async () => {
          math = await loadMathTypesetter();
          return math;
        },
      },
    );
    const site = built.files;
    const errors = built.mathErrors;
    const posts = site.filter((file) => file.name.endsWith('.html') && file.name !== 'index.html');
    expect(posts.length).toBeGreaterThan(0);
    // The index (titles and excerpts taken from the document) is HTML5 too; the feed and sitemap are XML.
    const index = site.find((file) => file.name === 'index.html');
    expect(parseHtml(String(index?.data)).errors).toEqual([]);
    for (const xml of ['feed.xml', 'sitemap.xml']) {
      const file = site.find((f) => f.name === xml);
      expect(XMLValidator.validate(String(file?.data)), xml).toBe(true);
    }
    const html = posts.map((file) => String(file.data)).join('\n');
    expect(errors).toEqual([]);
    // Each formula is an inline SVG named by its TeX.
    if (math) expect(html.match(/<svg [^>]*role="img"[^>]*aria-label="[^"]+"/g)?.length).toBeGreaterThan(5);
    // Outside code samples (which show tags and `:::` as written): no escaped tag, no container fence.
    const prose = html.replace(/<pre\b[\s\S]*?<\/pre>|<code\b[\s\S]*?<\/code>/g, '');
    expect(prose).not.toMatch(/&lt;(img|p|br|div|sub|details|a)\b/i);
    expect(prose).not.toContain(':::');
    expect(html).not.toContain('<!--');
    expect(html).not.toMatch(/<script/i);
    // Each page is HTML5 a browser parses without an error, with unique ids (anchors and footnotes).
    for (const page of posts) {
      const { errors, ids } = parseHtml(String(page.data));
      expect(errors, page.name).toEqual([]);
      expect(
        ids.filter((id, n) => ids.indexOf(id) !== n),
        page.name,
      ).toEqual([]);
    }
  });
});
