/** Width of `text` in ems (multiply by the font size for points). */
export type TableMeasure = (text: string, bold: boolean) => number;

export interface TableCellText {
  text: string;
  bold: boolean;
}

export interface TableLayoutOptions {
  /** The text width the table may take on its page. */
  width: number;
  /** The text width of a landscape page, when the table may have one of its own. */
  landscapeWidth?: number;
  fontSize: number;
  measure: TableMeasure;
}

export interface TableLayout {
  /** Each column's text width in points (cell padding and rules come on top). */
  widths: number[];
  fontSize: number;
  /** Cell padding left and right. */
  padding: number;
  /** The table needs a landscape page. */
  landscape: boolean;
  /**
   * Every row is short enough to be kept on one page. pdfmake leaves out a row it may not split that does not fit on
   * a page, so a table with a row near a page tall (a cell of a few thousand words) lets its rows split instead.
   */
  keepRowsWhole: boolean;
}

const PADDING = 4;
/** A row estimated taller than this (points; an A4 page holds ~700) lets the table's rows split across pages. */
const TALLEST_WHOLE_ROW = 300;
/** A line of text in points per point of font size, with some room for what the estimate misses. */
const LINE_HEIGHT = 1.3;
/** Below this share of the theme's size a table turns to landscape rather than shrink further. */
const SHRINK_BEFORE_TURNING = 0.8;
const SMALLEST = 0.55;

/** Pieces a line may break between: words, and each wide (CJK) character. */
function longestPiece(text: string, bold: boolean, measure: TableMeasure): number {
  let longest = 0;
  for (const word of text.split(
    /[\s\u200b]+|(?<=[-/])|(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/u,
  )) {
    if (word) longest = Math.max(longest, measure(word, bold));
  }
  return longest;
}

/**
 * Column widths that follow the content, as a browser's automatic table layout does: each column gets its
 * widest cell when everything fits, else at least its longest word with the rest shared by how much more
 * each column wants. When even the longest words do not fit, the text shrinks a little, then the table turns
 * to a landscape page (if it may), then shrinks further; a word still too long is broken inside its cell, so
 * every cell stays on the page.
 */
export function layoutTable(
  rows: readonly (readonly TableCellText[])[],
  options: TableLayoutOptions,
): TableLayout {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const min = Array<number>(columns).fill(0);
  const max = Array<number>(columns).fill(0);
  for (const row of rows)
    row.forEach((cell, i) => {
      const lines = cell.text.split('\n');
      min[i] = Math.max(min[i] ?? 0, longestPiece(cell.text, cell.bold, options.measure));
      max[i] = Math.max(max[i] ?? 0, ...lines.map((line) => options.measure(line, cell.bold)));
    });
  // Room for text: the width less each column's padding and the rules between and around them.
  const room = (width: number) => width - columns * 2 * PADDING - (columns + 1);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const minEm = sum(min);
  // Each column's rounding slack (below) is kept out of the room a shrink aims at.
  const fits = (width: number, size: number) => minEm * size + columns <= room(width);
  const scaleFor = (width: number) => (0.99 * (room(width) - columns)) / (minEm * options.fontSize);

  let width = options.width;
  let fontSize = options.fontSize;
  let landscape = false;
  if (!fits(width, fontSize)) {
    const shrink = scaleFor(width);
    if (shrink >= SHRINK_BEFORE_TURNING || options.landscapeWidth === undefined) {
      fontSize = options.fontSize * Math.max(shrink, SMALLEST);
    } else {
      landscape = true;
      width = options.landscapeWidth;
      if (!fits(width, fontSize)) fontSize = options.fontSize * Math.max(scaleFor(width), SMALLEST);
    }
  }
  const available = Math.max(room(width), columns);
  const minPt = min.map((value) => value * fontSize + 0.5);
  const maxPt = max.map((value, i) => Math.max(value * fontSize + 0.5, minPt[i] ?? 0));
  let widths: number[];
  if (sum(maxPt) <= available) widths = maxPt;
  else if (sum(minPt) <= available) {
    const spare = available - sum(minPt);
    const wants = sum(maxPt) - sum(minPt);
    widths = minPt.map((value, i) => value + (((maxPt[i] ?? value) - value) * spare) / wants);
  } else {
    // Even the longest words are too wide at the smallest size: share the room by them; words break in cells.
    widths = minPt.map((value) => (value * available) / sum(minPt));
  }
  const finalWidths = widths.map((value) => Math.max(8, Math.floor(value * 100) / 100));
  // Lines a cell wraps to at these widths, roughly: each line of its text cut where the column ends.
  const cellLines = (cell: TableCellText, column: number) =>
    cell.text.split('\n').reduce((lines, line) => {
      const wide = (options.measure(line, cell.bold) * fontSize) / (finalWidths[column] ?? 8);
      return lines + Math.max(1, Math.ceil(wide));
    }, 0);
  const rowHeight = (row: readonly TableCellText[]) =>
    Math.max(0, ...row.map(cellLines)) * fontSize * LINE_HEIGHT;
  return {
    widths: finalWidths,
    fontSize: Math.round(fontSize * 100) / 100,
    padding: PADDING,
    landscape,
    keepRowsWhole: rows.every((row) => rowHeight(row) <= TALLEST_WHOLE_ROW),
  };
}
