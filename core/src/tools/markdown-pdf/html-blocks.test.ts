import { describe, expect, it } from 'vitest';
import { markdownToPdf, type PdfContent } from './document';
import { htmlImages, htmlSegments, type Open, openAlign } from './html-blocks';
import type { TextRun } from './text-run';

describe('htmlSegments', () => {
  it('splits a README header into its elements: the <h1> keeps only its own text', () => {
    const segments = htmlSegments(
      '<h1 align="center">My Project</h1>\n<h3 align="center">A tagline</h3>\n<p align="center">\n<a href="https://x.example"><img src="b.svg" alt="badge"></a>\n</p>',
    );
    expect(segments.map(({ text, heading, align }) => ({ text, heading, align }))).toEqual([
      { text: 'My Project', heading: 1, align: 'center' },
      { text: 'A tagline', heading: 3, align: 'center' },
      { text: '', heading: undefined, align: 'center' },
    ]);
    expect(segments[2]?.html).toContain('<img src="b.svg"');
  });

  it('numbers list items, drops comments and scripts, and keeps an open <div> for the blocks after it', () => {
    const open: Open[] = [];
    const segments = htmlSegments(
      '<div align="right"><!-- x --><ol start="3"><li>a<li>b</ol><script>no()</script>',
      open,
    );
    expect(segments.map((s) => [s.marker, s.text, s.align])).toEqual([
      ['3.', 'a', 'right'],
      ['4.', 'b', 'right'],
    ]);
    expect(openAlign(open)).toBe('right');
    htmlSegments('</div>', open);
    expect(openAlign(open)).toBeUndefined();
  });

  it('draws a <summary> bold, as browsers do', () => {
    expect(htmlSegments('<details><summary>More</summary>').map((s) => [s.text, s.bold])).toEqual([
      ['More', true],
    ]);
  });
});

describe('htmlImages', () => {
  it('reads src and pixel sizes, ignoring percentages', () => {
    expect(
      htmlImages('<img src="a.svg" width="40"> <img alt=">" src=\'b.png\' width="100%" height=20px>'),
    ).toEqual([
      { src: 'a.svg', width: 40 },
      { src: 'b.png', height: 20 },
    ]);
  });
});

/** Each text block of a document as a reader sees it: its text, and the web addresses its runs link to. */
function readBlocks(markdown: string) {
  const nodes = markdownToPdf(markdown, { theme: 'github' }).definition.content as PdfContent[];
  return nodes
    .filter((node) => Array.isArray(node.text))
    .map((node) => {
      const runs = node.text as TextRun[];
      return {
        text: runs
          .map((run) => run.text)
          .join('')
          .trim(),
        links: [...new Set(runs.flatMap((run) => run.link ?? []))],
      };
    });
}

const YOUTUBE = 'https://www.youtube.com/embed/8iqPCza9o6A';

describe('iframes', () => {
  // Never fetched or run: a line saying what was embedded, its address a link only when it is a web address.
  it.each([
    [
      'a README video',
      `<div><iframe src="${YOUTUBE}"></iframe></div>`,
      `Embedded content: ${YOUTUBE}`,
      [YOUTUBE],
    ],
    [
      'its title first, the address after',
      `<div align="center">\n<iframe width="560" src="${YOUTUBE}" title="A demo &amp; talk"></iframe>\n</div>`,
      `Embedded content: A demo & talk (${YOUTUBE})`,
      [YOUTUBE],
    ],
    [
      "zechub's MDX form: self-closed over several lines",
      `<div className="video">\n  <iframe\n    src="${YOUTUBE}"\n    title="DEMO: File Transfer"\n    allowFullScreen\n  />\n</div>`,
      `Embedded content: DEMO: File Transfer (${YOUTUBE})`,
      [YOUTUBE],
    ],
    [
      'an address with an escaped ampersand',
      '<iframe src="https://e.example/v?a=1&amp;b=2"></iframe>',
      'Embedded content: https://e.example/v?a=1&b=2',
      ['https://e.example/v?a=1&b=2'],
    ],
    [
      'a script address as text only',
      '<div><iframe src="javascript:alert(1)"></iframe></div>',
      'Embedded content: javascript:alert(1)',
      [],
    ],
    [
      'a relative address as text only',
      '<p><iframe src="player.html"></iframe></p>',
      'Embedded content: player.html',
      [],
    ],
    [
      'markup in the title as text',
      `<div><iframe title="<b>x</b> &lt;i&gt;" src="${YOUTUBE}"></iframe></div>`,
      `Embedded content: <b>x</b> <i> (${YOUTUBE})`,
      [YOUTUBE],
    ],
    [
      'srcdoc never shown',
      '<div><iframe srcdoc="<script>alert(1)</script><p>hi</p>"></iframe></div>',
      'Embedded content',
      [],
    ],
    [
      'fallback content never shown',
      `<IFRAME SRC="${YOUTUBE}">Your browser cannot show frames</IFRAME>`,
      `Embedded content: ${YOUTUBE}`,
      [YOUTUBE],
    ],
    [
      'a long data: address cut short',
      `<div><iframe src="data:text/html,${'x'.repeat(300)}"></iframe></div>`,
      `Embedded content: data:text/html,${'x'.repeat(84)}…`,
      [],
    ],
    [
      'inline, its fallback content left out',
      `Watch <iframe src="${YOUTUBE}">an <b>old</b> browser's text</iframe> now.`,
      `Watch Embedded content: ${YOUTUBE} now.`,
      [YOUTUBE],
    ],
    [
      'inline in a paragraph',
      `Watch <iframe src="${YOUTUBE}"></iframe> now.`,
      `Watch Embedded content: ${YOUTUBE} now.`,
      [YOUTUBE],
    ],
  ])('%s', (_, markdown, text, links) => {
    expect(readBlocks(`# Top\n\n${markdown}\n\nAfter.`)).toEqual([
      { text: 'Top', links: [] },
      { text, links },
      { text: 'After.', links: [] },
    ]);
  });
});
