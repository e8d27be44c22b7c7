import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { markdownToPdf } from './document';
import { isolateBreakLines } from './page-breaks';
import { pageTemplate, parseMargins } from './page-options';
import type { PdfContent } from './pdf-content';

type PageFn = (page: number, pages: number) => { text: { text: string }[]; margin: number[] };
const joined = (fn: unknown, page: number, pages: number) =>
  (fn as PageFn)(page, pages)
    .text.map((run) => run.text)
    .join('');

describe('parseMargins', () => {
  it.each([
    ['20mm', [56.69, 56.69, 56.69, 56.69]],
    ['1in 0.75in', [72, 54, 72, 54]],
    ['72pt 36pt 18pt', [72, 36, 18, 36]],
    ['2cm 1cm 2cm 1.5cm', [56.69, 28.35, 56.69, 42.52]],
    ['.5IN', [36, 36, 36, 36]],
  ])('%s -> top, right, bottom, left in points', (text, expected) => {
    const m = parseMargins(text);
    expect([m.top, m.right, m.bottom, m.left].map((n) => Math.round(n * 100) / 100)).toEqual(expected);
  });

  it.each(['', '20', '20px', '1in 2in 3in 4in 5in', '-1in', 'wide'])(
    'refuses %j with a ToolInputError',
    (text) => {
      expect(() => parseMargins(text)).toThrow(ToolInputError);
    },
  );

  it('refuses margins that leave no room for text', () => {
    expect(() => parseMargins('4in', 'Letter')).toThrow(/less than 2 inches of text on a Letter page/);
    expect(parseMargins('2in', 'Letter').left).toBe(144);
  });
});

describe('pageTemplate', () => {
  it('fills title and date now and leaves page numbers as slots', () => {
    expect(
      pageTemplate('{title} — {page}/{pages} ({date}) {other}', { title: 'T {page}', date: '2026-01-02' }),
    ).toEqual([
      { text: 'T {page} — ' },
      { slot: 'page' },
      { text: '/' },
      { slot: 'pages' },
      { text: ' (2026-01-02) {other}' },
    ]);
  });
});

describe('page options in the document', () => {
  it('sets the page size and margins and fills header and footer per page', () => {
    const { definition } = markdownToPdf('---\ntitle: Front title\n---\n\n# Heading\n\ntext', {
      theme: 'github',
      pageSize: 'Letter',
      margins: parseMargins('1in 0.5in'),
      header: '{title} ({date})',
      footer: 'Page {page} of {pages}',
      clock: fixedClock('2026-03-04T23:30:00Z'),
    });
    expect(definition.pageSize).toBe('LETTER');
    expect(definition.pageMargins).toEqual([36, 72, 36, 72]);
    expect(joined(definition.header, 1, 3)).toBe('Front title (2026-03-04)');
    expect(joined(definition.footer, 2, 3)).toBe('Page 2 of 3');
    expect(joined(definition.footer, 10, 12)).toBe('Page 10 of 12');
  });

  it('uses the first heading as {title}, leaves {date} empty without a clock, and drops an empty footer', () => {
    const { definition } = markdownToPdf('# First heading\n\n## Second', {
      theme: 'github',
      header: '{title}|{date}|',
      footer: '',
    });
    expect(joined(definition.header, 1, 1)).toBe('First heading||');
    expect(definition.footer).toBeUndefined();
  });

  it('puts the contents after the title, linked to each heading, with page references', () => {
    const { definition } = markdownToPdf('# Title\n\nIntro\n\n## One\n\n### One.a\n\n#### Deep\n\n## Two', {
      theme: 'github',
      toc: true,
    });
    const content = definition.content as PdfContent[];
    expect(content[0]?.id).toBe('title');
    expect(content[1]?.text).toBe('Contents');
    const table = content[2] as { table: { body: PdfContent[][] }; pageBreak: string };
    expect(table.pageBreak).toBe('after');
    expect(
      table.table.body.map(([text, page]) => [text?.text, text?.linkToDestination, page?.pageReference]),
    ).toEqual([
      ['One', 'one', 'one'],
      ['One.a', 'onea', 'onea'],
      ['Two', 'two', 'two'],
    ]);
  });

  it('lists every heading when the document has no title block first', () => {
    const { definition } = markdownToPdf('Intro\n\n## One\n\n## Two', { theme: 'github', toc: true });
    const content = definition.content as PdfContent[];
    expect(content[0]?.text).toBe('Contents');
  });
});

describe('page breaks', () => {
  const breaksOf = (markdown: string) =>
    (markdownToPdf(markdown, { theme: 'github' }).definition.content as PdfContent[]).map((node) =>
      node.pageBreak === 'before' ? 'break' : 'block',
    );

  it('honours \\pagebreak, \\newpage and the CSS page-break divs, once each, never at the ends', () => {
    expect(
      breaksOf(
        '\\newpage\n\nA\n\n\\pagebreak\n\nB\n\\newpage\nC\n\n<div style="page-break-after: always"></div>\n\nD',
      ),
    ).toEqual(['block', 'break', 'break', 'break']);
    expect(
      breaksOf(
        'A\n\n<div style="page-break-before: always">\n\n## B\n\n</div>\n\nC\n\n\\pagebreak\n\\newpage\n',
      ),
    ).toEqual(['block', 'break', 'block']);
    expect(breaksOf("A\n\n<div style='break-after: page'>\n\nB\n\n</div>\n\nC")).toEqual([
      'block',
      'block',
      'break',
    ]);
  });

  it('leaves \\pagebreak in code and inside lists alone', () => {
    expect(isolateBreakLines('```\n\\pagebreak\n```\n')).toBe('```\n\\pagebreak\n```\n');
    expect(isolateBreakLines('text\n\\newpage\nmore')).toBe('text\n\n\\newpage\n\nmore');
    expect(breaksOf('- a\n\n  \\pagebreak\n- b')).toEqual(['block']);
  });
});
