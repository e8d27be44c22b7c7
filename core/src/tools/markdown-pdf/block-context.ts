import { footnoteRefId } from './anchors';
import type { InlineContext } from './inline';
import type { PdfContent } from './pdf-content';
import type { TableMeasure } from './table-layout';
import type { TocEntry } from './toc';

/** What a document's blocks share while they are built: the inline context, and what the document collects. */
export interface BlockContext extends InlineContext {
  diagrams: Readonly<Record<string, string>>;
  /** Mermaid blocks kept as code (no drawing for them). */
  undrawnDiagrams: number;
  /** Last heading id per depth, for the outline's parents. */
  headingIds: (string | undefined)[];
  /** The ids of the document's headings, in order (GitHub's anchors), and how many were placed. */
  slugs: readonly string[];
  headingCount: number;
  title: string | undefined;
  /** Footnote label -> the id of the block holding its first reference, for the note's way back. */
  backTargets: Map<string, string>;
  measure: TableMeasure;
  /** The text width of a portrait page, and of a landscape one (for tables too wide for portrait). */
  contentWidth: number;
  landscapeWidth: number;
  /** Headings in order, for the table of contents. */
  toc: TocEntry[];
}

/** Gives a block the id of the footnote references it holds, so each note can link back to it. */
export function anchorRefs(block: PdfContent, ctx: BlockContext): PdfContent {
  const [first] = ctx.refs;
  if (first === undefined) return block;
  const id = typeof block.id === 'string' ? block.id : footnoteRefId(first);
  for (const label of ctx.refs) ctx.backTargets.set(label, id);
  ctx.refs.length = 0;
  return { ...block, id };
}
