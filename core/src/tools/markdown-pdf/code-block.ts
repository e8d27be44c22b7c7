import type { Tokens } from 'marked';
import { type CodeRun, highlightLines } from '../../markdown/highlight';
import type { PdfContent } from './pdf-content';
import type { PdfTheme } from './themes';

/** DejaVu Sans Mono's advance (1233 of 2048 units to the em), every character's width in the code font. */
const MONO_ADVANCE = 1233 / 2048;
/** The most wrapped lines one row holds: a row never breaks, and one taller than a page was left out entirely. */
const ROW_LINES = 24;

/**
 * Fenced code as one table row per line, so a block split across pages keeps its background on both parts and
 * a wrapped line stays together; tokens take the theme's syntax colours. A line that wraps to more than ROW_LINES
 * lines (minified code, a Base64 blob) is cut into rows of that many, so each fits on a page.
 */
export function code(token: Tokens.Code, theme: PdfTheme, width: number): PdfContent {
  const fontSize = theme.fontSize * 0.85;
  const perLine = Math.max(1, Math.floor((width - 16) / (fontSize * MONO_ADVANCE)));
  const lines = highlightLines(token.text.replace(/\n+$/, ''), token.lang).flatMap((line) =>
    rowsOf(line, perLine * ROW_LINES),
  );
  const body = lines.map((line) => [
    {
      text:
        line.length === 0
          ? ' '
          : line.map((run) =>
              run.kind ? { text: run.text, color: theme.syntax[run.kind] } : { text: run.text },
            ),
      font: 'Mono',
      fontSize,
      lineHeight: 1.25,
      color: theme.codeText,
      preserveLeadingSpaces: true,
      fillColor: theme.codeBackground,
    },
  ]);
  const last = body.length - 1;
  return {
    // A fixed width: a '*' column would widen to the longest unbroken word and run off the page.
    table: { widths: [width - 16], dontBreakRows: true, body },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: () => 8,
      paddingRight: () => 8,
      paddingTop: (row: number) => (row === 0 ? 6 : 0),
      paddingBottom: (row: number) => (row === last ? 6 : 0),
    },
    margin: [0, 2, 0, 10],
  };
}

/** A line's runs cut into rows of at most `size` characters (code points, so no surrogate pair is split). */
function rowsOf(line: CodeRun[], size: number): CodeRun[][] {
  const rows: CodeRun[][] = [[]];
  let room = size;
  for (const run of line) {
    const chars = Array.from(run.text);
    for (let at = 0; at < chars.length; ) {
      if (room === 0) {
        rows.push([]);
        room = size;
      }
      const take = Math.min(room, chars.length - at);
      const text = chars.slice(at, at + take).join('');
      rows.at(-1)?.push(run.kind ? { text, kind: run.kind } : { text });
      at += take;
      room -= take;
    }
  }
  return rows;
}
