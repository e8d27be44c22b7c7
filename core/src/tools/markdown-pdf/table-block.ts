import type { Tokens } from 'marked';
import type { FontPlan } from '../../fonts/script-fonts';
import { anchorRefs, type BlockContext } from './block-context';
import { inlineRuns } from './inline';
import type { PdfContent } from './pdf-content';
import { layoutTable, type TableMeasure } from './table-layout';
import type { PdfTheme } from './themes';

export function table(token: Tokens.Table, ctx: BlockContext, width: number): PdfContent {
  const { theme } = ctx;
  const cells = [token.header, ...token.rows].map((row, r) =>
    row.map((c) => ({ runs: inlineRuns(c.tokens, ctx), header: r === 0, align: c.align })),
  );
  const layout = layoutTable(
    cells.map((row) => row.map((c) => ({ text: c.runs.map((run) => run.text).join(''), bold: c.header }))),
    {
      width,
      // Only a table at the top of the document can have a page of its own.
      ...(width === ctx.contentWidth ? { landscapeWidth: ctx.landscapeWidth } : {}),
      fontSize: theme.fontSize,
      measure: ctx.measure,
    },
  );
  const body = cells.map((row) =>
    row.map((c) =>
      anchorRefs(
        {
          text: c.runs,
          bold: c.header,
          ...(c.align ? { alignment: c.align } : {}),
          ...(layout.fontSize !== theme.fontSize ? { fontSize: layout.fontSize } : {}),
        },
        ctx,
      ),
    ),
  );
  return {
    table: { headerRows: 1, dontBreakRows: layout.keepRowsWhole, widths: layout.widths, body },
    layout: {
      fillColor: (row: number) => (row === 0 ? theme.tableHeader : null),
      hLineColor: () => theme.tableBorder,
      vLineColor: () => theme.tableBorder,
      paddingLeft: () => layout.padding,
      paddingRight: () => layout.padding,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 2, 0, 10],
    ...(layout.landscape ? { landscape: true } : {}),
  };
}

/** Width in ems of text in the theme's font (the platform's metrics when it gave them, else an estimate). */
export function tableMeasure(theme: PdfTheme, fonts: FontPlan | undefined): TableMeasure {
  const regular = fonts?.fonts.get(theme.font);
  const bold = fonts?.fonts.get(`${theme.font}/bold`) ?? regular;
  const wide =
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uff00-\uffef\u3000-\u303f]|\p{Extended_Pictographic}/gu;
  return (text, isBold) => {
    const wideCount = text.match(wide)?.length ?? 0;
    const rest = wideCount > 0 ? text.replace(wide, '') : text;
    const font = isBold ? bold : regular;
    const narrow = font ? font.width(rest) : rest.length * (isBold ? 0.62 : 0.56);
    return narrow + wideCount;
  };
}

/**
 * Tables too wide for a portrait page get landscape pages of their own: a page break and the turn before the
 * first of them, and back to portrait before what follows.
 */
export function turnWideTables(content: PdfContent[]): PdfContent[] {
  let landscape = false;
  return content.map((node) => {
    const { landscape: wide, ...rest } = node;
    if (wide === true && !landscape) {
      landscape = true;
      return { ...rest, pageBreak: 'before', pageOrientation: 'landscape' };
    }
    if (wide !== true && landscape) {
      landscape = false;
      return { ...rest, pageBreak: 'before', pageOrientation: 'portrait' };
    }
    return rest;
  });
}
