import type { Tokens } from 'marked';
import { highlightLines } from '../../markdown/highlight';
import type { PdfContent } from './pdf-content';
import type { PdfTheme } from './themes';

/**
 * Fenced code as one table row per line, so a block split across pages keeps its background on both parts and
 * a wrapped line stays together; tokens take the theme's syntax colours.
 */
export function code(token: Tokens.Code, theme: PdfTheme, width: number): PdfContent {
  const fontSize = theme.fontSize * 0.85;
  const lines = highlightLines(token.text.replace(/\n+$/, ''), token.lang);
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
