import type { Token, Tokens } from 'marked';
import { decodeEntities } from '../../html/decode';
import { CALLOUT_KINDS, type Callout, calloutOf } from '../../markdown/callouts';
import { isMermaidFence } from '../../markdown/document-marked';
import { isMathFence, type MathToken, mathErrorLine } from '../../markdown/math';
import { baseDirection } from './bidi-lines';
import { anchorRefs, type BlockContext } from './block-context';
import { code } from './code-block';
import { heading, headingBlock } from './headings';
import { type HtmlSegment, htmlSegments, type Open, openAlign } from './html-blocks';
import { diagramSize, htmlImageBlocks, imageBlock } from './image-blocks';
import { htmlRuns, inlineRuns, plainText } from './inline';
import { mathBlock, mathSourceRun } from './math-pdf';
import { htmlBreaks, isBreakParagraph, PAGE_BREAK } from './page-breaks';
import type { PdfContent } from './pdf-content';
import { table } from './table-block';
import type { TextRun } from './text-run';
import type { PdfTheme } from './themes';

/** A paragraph; its images are pulled out as blocks of their own (pdfmake cannot place an image in a line). */
function paragraph(tokens: readonly Token[], ctx: BlockContext, spaceAfter = 8): PdfContent[] {
  const blocks: PdfContent[] = [];
  let pending: Token[] = [];
  const flush = () => {
    if (pending.some((t) => plainText([t]).trim() !== '' || t.type === 'image' || t.type === 'html')) {
      const text = inlineRuns(pending, ctx);
      if (text.some((run) => run.text.trim() !== ''))
        blocks.push(anchorRefs({ text, margin: [0, 0, 0, spaceAfter] }, ctx));
    }
    pending = [];
  };
  for (const token of tokens) {
    const image = token.type === 'image' ? ctx.images[(token as Tokens.Image).href] : undefined;
    const loaded = image
      ? [imageBlock(image, ctx.contentWidth, 360)]
      : token.type === 'html'
        ? htmlImageBlocks(token.raw, ctx.images, ctx.contentWidth, 360)
        : [];
    if (loaded.length === 0 || token.type === 'html') pending.push(token);
    if (loaded.length === 0) continue;
    flush();
    blocks.push(...loaded);
  }
  flush();
  return blocks;
}

function listItem(item: Tokens.ListItem, ctx: BlockContext): PdfContent {
  const stack = blocks(item.tokens, ctx, ctx.contentWidth - 24);
  if (item.task) {
    const box = { text: item.checked ? '☑ ' : '☐ ', font: 'Sans' };
    const first = stack[0];
    if (first && Array.isArray(first.text)) first.text = [box, ...first.text];
    else stack.unshift({ text: [box] });
  }
  return { stack, margin: [0, 0, 0, 2] };
}

function list(token: Tokens.List, ctx: BlockContext): PdfContent {
  const items = token.items.map((item) => listItem(item, ctx));
  const start = Number(token.start) || 1;
  if (token.items.some((item) => baseDirection(item.text) === 'rtl')) return rtlList(token, items, start);
  return token.ordered ? { ol: items, start, margin: [0, 0, 0, 8] } : { ul: items, margin: [0, 0, 0, 8] };
}

/** The width of a list marker's column, as much as `listItem` leaves for it. */
const MARKER_WIDTH = 24;

/**
 * A list with a right-to-left item (its first strong character right to left, HTML's `dir="auto"`): pdfmake draws
 * `ul`/`ol` markers on the left only, so each item is two columns, its marker on the right of a right-to-left item
 * (as a browser shows `<li dir="rtl">`: "1." reads ".1") and on the left of a left-to-right one.
 */
function rtlList(list: Tokens.List, items: PdfContent[], start: number): PdfContent {
  const rows = list.items.map((item, n) => {
    const rtl = baseDirection(item.text) === 'rtl';
    const number = start + n;
    const label = list.ordered ? (rtl ? `.${number}` : `${number}.`) : '•';
    const marker = {
      width: MARKER_WIDTH,
      text: label,
      font: 'Sans',
      alignment: rtl ? 'left' : 'right',
      margin: rtl ? [4, 0, 0, 0] : [0, 0, 4, 0],
    };
    const body = { width: '*', ...(items[n] as PdfContent) };
    return { columns: rtl ? [body, marker] : [marker, body], columnGap: 0 };
  });
  return { stack: rows, margin: [0, 0, 0, 8] };
}

/** A `$$…$$` block or ```math fence: the typeset formula centred, or its source in the error style. */
function displayMath(tex: string, ctx: BlockContext, width: number): PdfContent {
  const math = ctx.math?.typeset(tex, true);
  if (math && math.error === undefined) return mathBlock(math, ctx.theme.fontSize, ctx.theme.text, width);
  if (math?.error !== undefined) ctx.mathErrors.push(mathErrorLine(tex, math.error));
  return { text: [mathSourceRun(tex, true, ctx.theme.fontSize)], margin: [0, 2, 0, 10] };
}

/** A fence: display math, a mermaid diagram drawn for it (else counted and kept as code), or code. */
function fence(token: Tokens.Code, ctx: BlockContext, width: number): PdfContent {
  if (isMathFence(token)) return displayMath(token.text, ctx, width);
  if (isMermaidFence(token)) {
    const svg = ctx.diagrams[token.text];
    if (svg) return { ...diagramSize(svg, width), alignment: 'center', font: 'Sans', margin: [0, 4, 0, 10] };
    ctx.undrawnDiagrams++;
  }
  return code(token, ctx.theme, width);
}

function blockquote(token: Tokens.Blockquote, ctx: BlockContext, width: number): PdfContent {
  return {
    table: {
      widths: [3, '*'],
      body: [
        [
          { text: '', fillColor: ctx.theme.quoteBar },
          { stack: blocks(token.tokens, ctx, width - 14), color: ctx.theme.muted, margin: [8, 2, 0, 0] },
        ],
      ],
    },
    layout: 'noBorders',
    margin: [0, 2, 0, 10],
  };
}

/** A `::: tip` container or `> [!NOTE]` alert: a box on the code background, its bar and title in the tone's colour. */
function callout(box: Callout, ctx: BlockContext, width: number): PdfContent {
  const colour = ctx.theme.callout[CALLOUT_KINDS[box.kind]];
  const title = { text: box.title, bold: true, color: colour, margin: [0, 0, 0, 4] };
  return {
    table: {
      widths: [3, '*'],
      body: [
        [
          { text: '', fillColor: colour },
          {
            stack: [title, ...blocks(box.tokens, ctx, width - 22)],
            fillColor: ctx.theme.codeBackground,
            margin: [8, 6, 8, 0],
          },
        ],
      ],
    },
    layout: 'noBorders',
    margin: [0, 2, 0, 10],
  };
}

function rule(width: number, theme: PdfTheme): PdfContent {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 1, lineColor: theme.rule }],
    margin: [0, 8, 0, 12],
  };
}

/**
 * One element of a raw HTML block, drawn as what it says: a heading as a heading (bookmarked, in the outline),
 * a paragraph or list item as its text, styled and aligned as `align` asks, its loaded images as pictures at
 * their `width`/`height` (CSS pixels) when given.
 */
function htmlBlock(segment: HtmlSegment, ctx: BlockContext, width: number): PdfContent[] {
  const { theme } = ctx;
  const out = htmlImageBlocks(segment.html, ctx.images, width, 240, segment.align);
  const runs = (style: Omit<TextRun, 'text'>) =>
    htmlRuns(segment.html, theme, [style], ctx.images).filter((run) => run.text !== '\n' || out.length === 0);
  const align = segment.align ? { alignment: segment.align } : {};
  if (segment.heading) return [...out, headingBlock(segment.heading, segment.text, ctx, runs, align)];
  const text = runs(segment.bold ? { bold: true } : {});
  if (text.some((run) => run.text.trim()))
    out.push({
      text: segment.marker ? [{ text: `${segment.marker} ` }, ...text] : text,
      margin: segment.marker ? [12, 0, 0, 2] : [0, 0, 0, 8],
      ...align,
    });
  return out;
}

/** Where `blocks` is in its tokens: what raw HTML left open, and a page break owed where it closes. */
interface Flow {
  width: number;
  /** Only at the top level do forced page breaks count. */
  top: boolean;
  /** HTML elements left open by a raw block (`<div align="center">`) around the Markdown that follows. */
  open: Open[];
  breakAfterClose: boolean;
}

/** A raw HTML block's elements, with the page breaks its style asks for (at the top level). */
function htmlTokenBlocks(raw: string, ctx: BlockContext, flow: Flow): PdfContent[] {
  const out = htmlSegments(raw, flow.open).flatMap((segment) => htmlBlock(segment, ctx, flow.width));
  const breaks = flow.top ? htmlBreaks(raw) : { before: false, after: false };
  if (breaks.before) out.unshift(PAGE_BREAK);
  // A break after an element holding Markdown comes where the element closes.
  const closes = /<\/div\s*>\s*$/i.test(raw);
  if (flow.breakAfterClose && closes) {
    flow.breakAfterClose = false;
    out.push(PAGE_BREAK);
  }
  if (breaks.after && !closes && !/\/>\s*$/.test(raw)) flow.breakAfterClose = true;
  const tail = breaks.after && !flow.breakAfterClose ? [PAGE_BREAK] : [];
  return [...out, ...tail];
}

function block(token: Token, ctx: BlockContext, flow: Flow): PdfContent[] {
  const { width } = flow;
  switch (token.type) {
    case 'heading':
      return [heading(token as Tokens.Heading, ctx)];
    case 'paragraph': {
      if (isBreakParagraph(token.raw)) return flow.top ? [PAGE_BREAK] : [];
      const align = openAlign(flow.open);
      const made = paragraph((token as Tokens.Paragraph).tokens, ctx);
      return align ? made.map((part) => ({ alignment: align, ...part })) : made;
    }
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens
        ? paragraph(text.tokens, ctx)
        : [{ text: decodeEntities(text.text), margin: [0, 0, 0, 4] }];
    }
    case 'list':
      return [list(token as Tokens.List, ctx)];
    case 'code':
      return [fence(token as Tokens.Code, ctx, width)];
    case 'math':
      return [displayMath((token as unknown as MathToken).text, ctx, width)];
    case 'blockquote':
      return [blockquote(token as Tokens.Blockquote, ctx, width)];
    case 'container':
    case 'alert': {
      const box = calloutOf(token);
      // A container of a name that is no box (`::: code-group`) shows its content plainly.
      return box ? [callout(box, ctx, width)] : blocks((token as Tokens.Generic).tokens ?? [], ctx, width);
    }
    case 'hr':
      return [rule(width, ctx.theme)];
    case 'table':
      return [table(token as Tokens.Table, ctx, width)];
    case 'html':
      return htmlTokenBlocks(token.raw.trim(), ctx, flow);
    default:
      return [];
  }
}

/**
 * The blocks of `tokens`. Only at the top level (`top`) do forced page breaks count: a `\pagebreak` line and an
 * HTML block styled `page-break-before/after: always` leave a PAGE_BREAK marker.
 */
export function blocks(
  tokens: readonly Token[],
  ctx: BlockContext,
  width = ctx.contentWidth,
  top = false,
): PdfContent[] {
  const flow: Flow = { width, top, open: [], breakAfterClose: false };
  return tokens.flatMap((token) => block(token, ctx, flow));
}
