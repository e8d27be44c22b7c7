import type { Token, Tokens } from 'marked';
import type { Footnote } from 'marked-footnote';
import { headingSlugger } from '../../markdown/document-marked';
import { headingDestination } from './anchors';
import { anchorRefs, type BlockContext } from './block-context';
import { htmlSegments, type Open } from './html-blocks';
import { inlineRuns, plainText } from './inline';
import type { PdfContent } from './pdf-content';

const HEADING_SIZES = [2, 1.6, 1.3, 1.15, 1, 0.95];

export function heading(token: Tokens.Heading, ctx: BlockContext): PdfContent {
  return headingBlock(token.depth, plainText(token.tokens).trim(), ctx, (style) =>
    inlineRuns(token.tokens, ctx, style),
  );
}

/**
 * A heading of `depth` (Markdown's or an HTML `<hN>`): sized for its level, with its id (GitHub's anchor), an
 * outline entry under the heading above it and a table of contents line. `runs` draws its text in a style.
 */
export function headingBlock(
  depth: number,
  text: string,
  ctx: BlockContext,
  runs: (style: { fontSize: number; color: string }) => unknown[],
  extra: PdfContent = {},
): PdfContent {
  const size = ctx.theme.fontSize * (HEADING_SIZES[depth - 1] ?? 1);
  const color = depth === 6 ? ctx.theme.muted : ctx.theme.heading;
  const style: PdfContent = { fontSize: size, bold: true, color, margin: [0, depth <= 2 ? 14 : 10, 0, 6] };
  // pdfmake lays out no line for an empty heading and then fails to attach its outline entry.
  const id = ctx.slugs[ctx.headingCount++] ?? `heading-${ctx.headingCount}`;
  if (!text) return { text: ' ', id, ...style };
  ctx.title ??= text;
  ctx.toc.push({ id, text, depth });
  ctx.headingIds[depth - 1] = id;
  ctx.headingIds.length = depth;
  const parent = ctx.headingIds
    .slice(0, depth - 1)
    .reverse()
    .find((value) => value !== undefined);
  return anchorRefs(
    {
      text: runs({ fontSize: size, color }),
      id,
      outline: true,
      outlineText: text,
      ...(parent ? { outlineParentId: parent } : {}),
      ...style,
      ...extra,
      headlineLevel: depth,
    },
    ctx,
  );
}

/** The headings' ids in the order `blocks` meets them (nested ones included), footnotes last. */
export function headingSlugs(tokens: readonly Token[], footnotes: readonly Footnote[]): string[] {
  const slug = headingSlugger();
  const slugs: string[] = [];
  const walk = (list: readonly Token[]) => {
    const open: Open[] = []; // as `blocks` keeps it
    for (const token of list) {
      if (token.type === 'heading')
        slugs.push(headingDestination(slug(plainText((token as Tokens.Heading).tokens).trim())));
      else if (token.type === 'html') {
        for (const segment of htmlSegments(token.raw.trim(), open))
          if (segment.heading) slugs.push(headingDestination(slug(segment.text)));
      } else if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens);
      else if (token.type === 'blockquote' || token.type === 'container' || token.type === 'alert')
        walk((token as Tokens.Generic).tokens ?? []);
    }
  };
  walk(tokens);
  for (const note of footnotes) walk(note.content);
  return slugs;
}
