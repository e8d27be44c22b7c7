import { describe, expect, it } from 'vitest';
import { layoutTable } from './table-layout';

/** Every character one em wide: easy widths to reason about. */
const measure = (text: string) => text.length;
const cells = (rows: string[][]) => rows.map((row) => row.map((text) => ({ text, bold: false })));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('layoutTable', () => {
  it('gives each column its content width when everything fits', () => {
    const layout = layoutTable(
      cells([
        ['id', 'a name'],
        ['1', 'x'],
      ]),
      { width: 500, fontSize: 10, measure },
    );
    expect(layout.widths.map(Math.round)).toEqual([21, 61]);
    expect(layout).toMatchObject({ fontSize: 10, landscape: false });
  });

  it('wraps long cells: every column at least its longest word, the rest shared by want', () => {
    const long = 'word '.repeat(40).trim();
    const layout = layoutTable(cells([['id', long]]), { width: 300, fontSize: 10, measure });
    expect(layout.widths[0]).toBeGreaterThanOrEqual(20);
    expect(layout.widths[1]).toBeGreaterThanOrEqual(40);
    expect(sum(layout.widths) + 2 * 2 * layout.padding + 3).toBeLessThanOrEqual(300);
  });

  it('shrinks a little, then turns to landscape, then shrinks more; always inside the width it chose', () => {
    const row = (n: number, word: string) => [Array.from({ length: n }, () => word)];
    const portraitOrLandscape = { width: 500, landscapeWidth: 740, fontSize: 10, measure };
    const slightly = layoutTable(cells(row(5, 'x'.repeat(9))), portraitOrLandscape);
    expect(slightly.landscape).toBe(false);
    expect(slightly.fontSize).toBeLessThan(10);
    const turned = layoutTable(cells(row(7, 'x'.repeat(9))), portraitOrLandscape);
    expect(turned).toMatchObject({ landscape: true, fontSize: 10 });
    expect(sum(turned.widths) + 7 * 2 * turned.padding + 8).toBeLessThanOrEqual(740);
    const huge = layoutTable(cells(row(30, 'x'.repeat(20))), portraitOrLandscape);
    expect(huge.landscape).toBe(true);
    expect(sum(huge.widths) + 30 * 2 * huge.padding + 31).toBeLessThanOrEqual(740 + 1);
    // Nested tables may not turn: they shrink.
    const nested = layoutTable(cells(row(8, 'x'.repeat(9))), { width: 400, fontSize: 10, measure });
    expect(nested.landscape).toBe(false);
    expect(sum(nested.widths) + 8 * 2 * nested.padding + 9).toBeLessThanOrEqual(400 + 1);
  });

  it('lets CJK text break between characters', () => {
    const layout = layoutTable(cells([['深度学习是机器学习的一个分支'.repeat(4)]]), {
      width: 200,
      fontSize: 10,
      measure,
    });
    expect(layout.landscape).toBe(false);
    expect(layout.fontSize).toBe(10);
  });
});

describe('rows kept whole', () => {
  const measure = (text: string) => text.length * 0.5;
  const cells = (rows: string[][]) => rows.map((row) => row.map((text) => ({ text, bold: false })));

  it('keeps short rows on one page', () => {
    const layout = layoutTable(
      cells([
        ['id', 'name'],
        ['1', 'a few words in a cell'],
      ]),
      {
        width: 500,
        fontSize: 10,
        measure,
      },
    );
    expect(layout.keepRowsWhole).toBe(true);
  });

  it('lets rows split when one is near a page tall (pdfmake left such a row out)', () => {
    const words = Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' ');
    const layout = layoutTable(
      cells([
        ['a', 'b'],
        [words, 'x'],
      ]),
      { width: 500, fontSize: 10, measure },
    );
    expect(layout.keepRowsWhole).toBe(false);
  });
});
