import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { A4, diagramSources, imageSources, markdownToPdf, type PdfContent } from './document';
import { safeLink } from './inline';
import { PDF_THEMES, THEMES } from './themes';

const content = (markdown: string) =>
  markdownToPdf(markdown, { theme: 'github' }).definition.content as PdfContent[];

describe('safeLink', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['  HTTP://example.com ', 'HTTP://example.com'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
    ['javascript:alert(1)', undefined],
    ['JAVASCRIPT:alert(1)', undefined],
    ['data:text/html,<script>', undefined],
    ['file:///etc/passwd', undefined],
    ['./relative.md', undefined],
  ])('%j -> %j', (href, expected) => {
    expect(safeLink(href)).toBe(expected);
  });
});

describe('markdownToPdf', () => {
  it('reads a soft line break as a space (none between Chinese characters), a hard break as a new line', () => {
    const text = (markdown: string) => JSON.stringify(content(markdown)[0]);
    expect(text('one\ntwo\n  three')).toContain('one two three');
    expect(text('one\ntwo')).not.toContain('\\n');
    expect(text('线性回归\n它在回归')).toContain('线性回归它在回归');
    expect(text('中文\nEnglish')).toContain('中文 English');
    expect(text('one  \ntwo')).toContain('\\n');
  });

  it('is A4 with the first heading as title and the outline parented by level', () => {
    const { definition, title } = markdownToPdf(
      'Intro\n\n## **Bold** start\n\n### Child\n\n# Top\n\n### Skip',
      { theme: 'academic' },
    );
    expect(title).toBe('Bold start');
    expect(definition).toMatchObject({
      pageSize: 'A4',
      info: { title: 'Bold start' },
      defaultStyle: { font: 'Serif' },
    });
    const headings = (definition.content as PdfContent[]).filter((node) => node.outline);
    expect(headings.map((h) => [h.outlineText, h.id, h.outlineParentId])).toEqual([
      ['Bold start', 'bold-start', undefined],
      ['Child', 'child', 'bold-start'],
      ['Top', 'top', undefined],
      ['Skip', 'skip', 'top'],
    ]);
  });

  it('numbers pages in the footer and paints the dark page', () => {
    const dark = markdownToPdf('# x', { theme: 'dark' }).definition;
    const footer = dark.footer as (page: number, pages: number) => { text: { text: string }[] };
    expect(
      footer(2, 7)
        .text.map((run) => run.text)
        .join(''),
    ).toBe('2 / 7');
    const background = dark.background as (
      page: number,
      size: { width: number; height: number },
    ) => { canvas: { color: string; w: number }[] };
    // Each page is painted whole, a landscape one too.
    expect(background(1, { width: 841.89, height: 595.28 }).canvas[0]).toMatchObject({
      color: THEMES.dark.page,
      w: 841.89,
    });
    expect(markdownToPdf('# x', { theme: 'github' }).definition.background).toBeUndefined();
  });

  it('drops unsafe link targets but keeps their text', () => {
    const [paragraph] = content('[click](javascript:alert(1)) [ok](https://a.b)');
    expect(paragraph?.text).toEqual([
      // Runs alike but for their text are one (inline.ts, joinAlike).
      { text: 'click ' },
      { text: 'ok', link: 'https://a.b', color: THEMES.github.link },
    ]);
  });

  it('underlines links in the minimal theme, where they have the text colour', () => {
    const [paragraph] = markdownToPdf('[ok](https://a.b)', { theme: 'minimal' }).definition
      .content as PdfContent[];
    expect(paragraph?.text).toEqual([
      { text: 'ok', link: 'https://a.b', color: THEMES.minimal.link, decoration: 'underline' },
    ]);
  });

  it('places loaded images as blocks and prints the alt text of others', () => {
    const images = { 'a.png': 'data:image/png;base64,AAAA' };
    const nodes = markdownToPdf('before ![chart](a.png) after ![gone](b.png)', { theme: 'github', images })
      .definition.content as PdfContent[];
    expect(nodes.map((node) => (node.image ? 'image' : 'text'))).toEqual(['text', 'image', 'text']);
    expect(JSON.stringify(nodes[2])).toContain('gone');
  });

  it('lists the image sources, nested ones included', () => {
    expect(imageSources('![a](a.png)\n\n- ![b](b.jpg)\n\n| x |\n|---|\n| ![c](c.png) |')).toEqual([
      'a.png',
      'b.jpg',
      'c.png',
    ]);
  });

  it('lists the mermaid sources of the body, none from the front matter, nested ones included', () => {
    const front = '---\ntitle: Diagrams\nnotes: |\n  ```mermaid\n  graph LR; Front --> Matter\n  ```\n---\n';
    const body = '```mermaid\ngraph TD; A --> B\n```\n\n- item\n\n  ```mermaid\n  pie\n  ```\n';
    expect(diagramSources(front + body)).toEqual(['graph TD; A --> B', 'pie']);
  });

  it('links footnotes both ways and puts the notes at the end', () => {
    const nodes = content(
      '# Intro\n\nSee this[^a] and that[^b].\n\nAgain[^a].\n\n[^a]: Note *A*.\n[^b]: Note B.\n[^unused]: Never.',
    );
    const json = JSON.stringify(nodes);
    expect(json).toContain('"linkToDestination":"footnote:a"');
    expect(json).toContain('"linkToDestination":"footnote:b"');
    // The paragraph holding the first references is their destination.
    const paragraph = nodes.find((n) => n.id === 'footnote-ref:a');
    expect(JSON.stringify(paragraph)).toContain('See this');
    const notes = nodes.filter((n) => Array.isArray(n.columns));
    expect(notes.map((n) => (n.columns as PdfContent[])[0])).toMatchObject([
      { text: '1.', id: 'footnote:a' },
      { text: '2.', id: 'footnote:b' },
    ]);
    expect(JSON.stringify(notes[0])).toContain('"linkToDestination":"footnote-ref:a"');
    expect(JSON.stringify(notes[1])).toContain('"linkToDestination":"footnote-ref:a"');
    expect(json).not.toContain('Never');
    expect(json).not.toContain('[^');
  });

  it('jumps to headings from #anchor links (GitHub ids) and keeps the text of unknown anchors', () => {
    const nodes = content(
      '# Top\n\n[down](#next-step-2) [gone](#nowhere)\n\n## Next step!\n\n## Next Step 2',
    );
    expect(nodes.filter((n) => n.outline).map((n) => n.id)).toEqual(['top', 'next-step', 'next-step-2']);
    expect(nodes[1]?.text).toEqual([
      { text: 'down', linkToDestination: 'next-step-2', color: THEMES.github.link },
      { text: ' gone' },
    ]);
  });

  it("lays code out one row per line with the theme's token colours and its background on every row", () => {
    const [block] = markdownToPdf('```ts\nconst a = 1; // one\n\nreturn "x";\n```', { theme: 'dark' })
      .definition.content as PdfContent[];
    const table = block?.table as { body: PdfContent[][]; widths: number[] };
    const body = table.body;
    expect(body).toHaveLength(3);
    expect(body.every(([cell]) => cell?.fillColor === THEMES.dark.codeBackground)).toBe(true);
    expect(body[0]?.[0]?.text).toEqual([
      { text: 'const', color: THEMES.dark.syntax.keyword },
      { text: ' a = ' },
      { text: '1', color: THEMES.dark.syntax.constant },
      { text: '; ' },
      { text: '// one', color: THEMES.dark.syntax.comment },
    ]);
    expect(table.widths[0]).toBeLessThan(A4.width - 100);
  });

  it('gives a table too wide for portrait a landscape page of its own, then turns back', () => {
    const wide = `| ${Array.from({ length: 12 }, (_, i) => `column${i}`).join(' | ')} |\n|${'---|'.repeat(12)}\n| ${Array.from({ length: 12 }, () => 'internationalization').join(' | ')} |`;
    const nodes = content(`# T\n\n${wide}\n\nAfter.`);
    expect(nodes[1]).toMatchObject({ pageBreak: 'before', pageOrientation: 'landscape' });
    expect(nodes[2]).toMatchObject({ pageBreak: 'before', pageOrientation: 'portrait' });
    const narrow = content('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(narrow[0]?.pageOrientation).toBeUndefined();
  });

  it.each(PDF_THEMES)('never throws in the %s theme', (theme) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (markdown) => {
        expect(markdownToPdf(markdown, { theme }).definition.content).toBeInstanceOf(Array);
      }),
      { numRuns: 150 },
    );
  });
});

describe('markdownToPdf diagrams', () => {
  const drawn = (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" stroke-width="1px" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="10" height="10"/></svg>`;
  const diagramNode = (svg: string) => {
    const doc = markdownToPdf('```mermaid\ngraph TD; A --> B\n```\n', {
      theme: 'github',
      diagrams: { 'graph TD; A --> B': svg },
    });
    return (doc.definition.content as PdfContent[]).find((node) => 'svg' in node) as Record<string, unknown>;
  };
  const column = A4.width - 100; // the default margins are 50 pt each side

  it('keeps ul/ol for left-to-right lists and lays a right-to-left one out with its markers in a right column', () => {
    expect(Object.keys(content('- one\n- two')[0] ?? {})).toContain('ul');
    expect(content('7. English, then שבע')[0]).toMatchObject({ ol: [expect.anything()], start: 7 });
    const [list] = content('7. שבע\n8. English');
    const rows = (list?.stack ?? []) as { columns: PdfContent[] }[];
    expect(rows.map((row) => row.columns.map((column) => column.text ?? 'item'))).toEqual([
      ['item', '.7'],
      ['8.', 'item'],
    ]);
  });

  it('draws a small diagram at its own size (0.75 pt per CSS pixel), never enlarged', () => {
    const node = diagramNode(drawn(156, 219));
    expect(node.width).toBeCloseTo(117);
    expect(node.fit).toBeUndefined();
  });

  it('shrinks a diagram wider than the column or taller than 600 pt, keeping its proportions', () => {
    expect(diagramNode(drawn(2000, 100)).width).toBeCloseTo(column);
    expect(diagramNode(drawn(400, 1600)).width).toBeCloseTo(300 * (600 / 1200));
    expect(diagramNode('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>').fit).toEqual([column, 600]);
  });
});

/** Every node's `id`, and every in-document link, in a built definition. */
function anchorsOf(definition: PdfContent) {
  const ids: string[] = [];
  const nodes = new Map<string, unknown>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      if (typeof node.id === 'string') {
        ids.push(node.id);
        nodes.set(node.id, node);
      }
      Object.values(node).forEach(walk);
    }
  };
  walk(definition.content);
  return { ids, nodes };
}

/** The runs of a subtree that have `test`. */
function runsIn(value: unknown, test: (run: Record<string, unknown>) => boolean): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((item) => runsIn(item, test));
  if (!value || typeof value !== 'object') return [];
  const node = value as Record<string, unknown>;
  return [...(test(node) ? [node] : []), ...Object.values(node).flatMap((item) => runsIn(item, test))];
}

describe('markdownToPdf footnote destinations', () => {
  // pdfmake refuses a document where two nodes share an id ("Node id … already exists"), so a clash printed nothing.
  it.each([
    ['a label named like the back-link of another', 'See[^x] and[^ref-x].\n\n[^x]: X.\n[^ref-x]: R.'],
    ['the same, referenced the other way round', 'See[^ref-x].\n\nThen[^x].\n\n[^x]: X.\n[^ref-x]: R.'],
    [
      'a chain of ref- labels',
      'A[^a] B[^ref-a] C[^ref-ref-a].\n\n[^a]: One.\n[^ref-a]: Two.\n[^ref-ref-a]: Three.',
    ],
    ['a heading named like a note', '# Footnote a\n\nSee[^a].\n\n[^a]: A.'],
    ['a heading named like a back-link', '# Top\n\n## Footnote ref a\n\nSee[^a].\n\n[^a]: A.'],
    [
      'labels that encode alike',
      'A[^a:b] B[^a%3Ab] C[^a b].\n\n[^a:b]: One.\n[^a%3Ab]: Two.\n[^a b]: Three.',
    ],
    ['a reference in a heading and one inside a note', '# Top[^n]\n\n[^n]: N[^m].\n[^m]: M.'],
  ])('%s: ids unique, each number jumps to its note and each ↩ back to its number', (_, markdown) => {
    const { definition } = markdownToPdf(markdown, { theme: 'github' });
    const { ids, nodes } = anchorsOf(definition);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size, ids.join(' ')).toBe(ids.length);
    const numbers = runsIn(definition.content, (run) => run.sup === true && 'linkToDestination' in run);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) {
      const note = nodes.get(String(number.linkToDestination));
      expect(note, String(number.linkToDestination)).toMatchObject({ text: `${number.text}.` });
    }
    const notes = runsIn(definition.content, (node) => Array.isArray(node.columns));
    for (const note of notes) {
      const [label, body] = note.columns as { text: string; stack: unknown }[];
      const [back] = runsIn(body, (run) => run.text === ' ↩');
      const target = nodes.get(String(back?.linkToDestination));
      const marks = runsIn(target, (run) => run.sup === true).map((run) => `${run.text}.`);
      expect(marks, `${label?.text} ↩ ${back?.linkToDestination}`).toContain(label?.text);
    }
  });
});
