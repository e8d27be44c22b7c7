import { describe, expect, it } from 'vitest';
import { htmlImages, htmlSegments, type Open, openAlign } from './html-blocks';

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
