import type { Footnote } from 'marked-footnote';
import { footnoteId } from './anchors';
import type { BlockContext } from './block-context';
import { blocks } from './blocks';
import type { PdfContent } from './pdf-content';

/** The notes at the end of the document, numbered as referenced, each linking back to its first reference. */
export function footnoteBlocks(footnotes: readonly Footnote[], ctx: BlockContext): PdfContent[] {
  if (footnotes.length === 0) return [];
  const rule: PdfContent = {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: 140, y2: 0, lineWidth: 0.75, lineColor: ctx.theme.rule }],
    margin: [0, 14, 0, 8],
  };
  return [rule, ...footnotes.map((note, index) => footnoteBlock(note, index, ctx))];
}

/** One note: its number, then its blocks, the way back after the last line of text. */
function footnoteBlock(note: Footnote, index: number, ctx: BlockContext): PdfContent {
  const { theme } = ctx;
  const number = note.refs[0]?.id ?? String(index + 1);
  const content = blocks(note.content, ctx, ctx.contentWidth - 18);
  const back = ctx.backTargets.get(note.label);
  const backLink = back ? [{ text: ' ↩', linkToDestination: back, color: theme.link }] : [];
  const [first, ...rest] = content;
  const firstIsText = first !== undefined && Array.isArray(first.text);
  const lead: PdfContent = firstIsText
    ? { ...first, text: [...(first.text as unknown[]), ...(rest.length === 0 ? backLink : [])] }
    : { text: backLink.length > 0 && rest.length === 0 && !first ? backLink : [{ text: ' ' }] };
  const items = firstIsText ? [lead, ...rest] : [lead, ...(first ? [first] : []), ...rest];
  const lastItem = items.at(-1);
  if (items.length > 1 && lastItem && Array.isArray(lastItem.text))
    lastItem.text = [...(lastItem.text as unknown[]), ...backLink];
  return {
    columns: [
      { width: 18, text: `${number}.`, color: theme.muted, id: footnoteId(note.label) },
      { width: '*', stack: items },
    ],
    columnGap: 0,
    fontSize: theme.fontSize * 0.9,
    margin: [0, 0, 0, 4],
  };
}
