import type { PdfContent } from './pdf-content';

/** The block a forced page break leaves behind until `placePageBreaks` turns it into the next block's break. */
export const PAGE_BREAK: PdfContent = Object.freeze({ pageBreakMarker: true });

const isBreak = (node: PdfContent) => node.pageBreakMarker === true;

/** A line that is only `\pagebreak` or `\newpage` (LaTeX's and pandoc's spelling). */
const BREAK_LINE = /^ {0,3}\\(?:pagebreak|newpage)[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Sets each `\pagebreak` / `\newpage` line apart as a paragraph of its own (outside fenced code), so a break
 * written right under a line of text is still a break.
 */
export function isolateBreakLines(markdown: string): string {
  if (!/\\(?:pagebreak|newpage)/.test(markdown)) return markdown;
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const open = FENCE.exec(line)?.[1];
      if (open && (!fence || (open[0] === fence[0] && open.length >= fence.length))) {
        fence = fence ? undefined : open;
        return line;
      }
      return !fence && BREAK_LINE.test(line) ? `\n${line}\n` : line;
    })
    .join('\n');
}

/** Whether a paragraph is a break line. */
export const isBreakParagraph = (raw: string) => BREAK_LINE.test(raw.trim());

const BEFORE = /\bpage-break-before\s*:\s*always\b|\bbreak-before\s*:\s*page\b/i;
const AFTER = /\bpage-break-after\s*:\s*always\b|\bbreak-after\s*:\s*page\b/i;

/** What an HTML block asks: a break before it, after it (once its element is closed), both or none. */
export function htmlBreaks(raw: string): { before: boolean; after: boolean } {
  const styles = [...raw.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => m[1] ?? m[2] ?? '');
  return { before: styles.some((s) => BEFORE.test(s)), after: styles.some((s) => AFTER.test(s)) };
}

/**
 * Turns break markers into `pageBreak: 'before'` on the block that follows. A break at the start or end of the
 * document, or right after another, makes no empty page (as a browser prints it). Markers are made only between
 * top-level blocks (a page does not break inside a list, quote or table).
 */
export function placePageBreaks(content: readonly PdfContent[]): PdfContent[] {
  const out: PdfContent[] = [];
  let pending = false;
  for (const node of content) {
    if (isBreak(node)) {
      pending = out.length > 0;
      continue;
    }
    out.push(pending ? { ...node, pageBreak: 'before' } : node);
    pending = false;
  }
  return out;
}
