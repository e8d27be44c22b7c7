import { Lexer, type Token, type Tokens } from 'marked';
import type { Footnote } from 'marked-footnote';
import { describeMissing, type FontPlan, type FontSubset, FontUsage } from '../../fonts/script-fonts';
import { decodeEntities } from '../../html/escape';
import { isMermaidFence, mermaidNote } from '../../markdown/diagrams';
import { footnoteId, footnoteRefId, headingSlugger, lexDocument } from '../../markdown/document-marked';
import { splitFrontMatter } from '../../markdown/front-matter';
import { highlightLines } from '../../markdown/highlight';
import {
  isMathFence,
  type MathToken,
  type MathTypesetter,
  mathErrorLine,
  mathWarning,
  mayHaveMath,
  tokensHaveMath,
} from '../../markdown/math';
import type { Clock } from '../../ports';
import { baseDirection, hasRtl, markRtlParagraphs } from './bidi-lines';
import { applyFontPlan } from './font-runs';
import { type HtmlSegment, htmlImages, htmlSegments, type Open, openAlign } from './html-blocks';
import { htmlRuns, type InlineContext, inlineRuns, plainText } from './inline';
import { mathBlock, mathSourceRun } from './math-pdf';
import { htmlBreaks, isBreakParagraph, isolateBreakLines, PAGE_BREAK, placePageBreaks } from './page-breaks';
import {
  DEFAULT_PAGE_OPTIONS,
  isoDay,
  PAGE_SIZES,
  type PdfPageOptions,
  pageTemplate,
  type TemplatePart,
} from './page-options';
import type { PdfContent } from './pdf-content';
import { layoutTable, type TableMeasure } from './table-layout';
import type { TextRun } from './text-run';
import { type PdfTheme, type PdfThemeName, THEMES } from './themes';
import { type TocEntry, tocBlocks } from './toc';

export type { PdfContent };

/** A4 in points. */
export const A4 = PAGE_SIZES.A4;

export interface PdfOptions extends Partial<PdfPageOptions> {
  theme: PdfThemeName;
  /** The day `{date}` in a header or footer shows; without a clock `{date}` stays empty. */
  clock?: Clock;
  /** Image href -> data URL (PNG or JPEG) the platform could load; any other image becomes its alt text. */
  images?: Readonly<Record<string, string>>;
  /** Which font draws each character (`planFonts` over the platform's fonts); without it every run keeps its family. */
  fonts?: FontPlan;
  /**
   * Mermaid source -> the diagram as SVG (drawn by the web app; the CLI has no browser). A block without one stays
   * as code, with one warning.
   */
  diagrams?: Readonly<Record<string, string>>;
  /** TeX -> paths (`loadMathTypesetter`, loaded when `hasMath`); without it formulas print as their source. */
  math?: MathTypesetter;
}

/** Whether the document has math, so the platform loads the typesetter (MathJax) only then. */
export function hasMath(markdown: string): boolean {
  if (!mayHaveMath(markdown)) return false;
  const { tokens, footnotes } = lexDocument(splitFrontMatter(markdown).body);
  return tokensHaveMath([...tokens, ...footnotes.flatMap((note) => note.content)]);
}

/** Every image href in the document, so the platform can load them before building. */
export function imageSources(markdown: string): string[] {
  const found = new Set<string>();
  const { tokens, footnotes } = lexDocument(splitFrontMatter(markdown).body);
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') found.add((token as Tokens.Image).href);
      if (token.type === 'html') for (const image of htmlImages(token.raw)) found.add(image.src);
      if ('tokens' in token && token.tokens) walk(token.tokens);
      if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens);
      if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens);
      }
    }
  };
  walk(tokens);
  for (const note of footnotes) walk(note.content);
  return [...found];
}

interface Context extends InlineContext {
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
function anchorRefs(block: PdfContent, ctx: Context): PdfContent {
  const [first] = ctx.refs;
  if (first === undefined) return block;
  const id = typeof block.id === 'string' ? block.id : footnoteRefId(first);
  for (const label of ctx.refs) ctx.backTargets.set(label, id);
  ctx.refs.length = 0;
  return { ...block, id };
}

const HEADING_SIZES = [2, 1.6, 1.3, 1.15, 1, 0.95];

function heading(token: Tokens.Heading, ctx: Context): PdfContent {
  return headingBlock(token.depth, plainText(token.tokens).trim(), ctx, (style) =>
    inlineRuns(token.tokens, ctx, style),
  );
}

/**
 * A heading of `depth` (Markdown's or an HTML `<hN>`): sized for its level, with its id (GitHub's anchor), an
 * outline entry under the heading above it and a table of contents line. `runs` draws its text in a style.
 */
function headingBlock(
  depth: number,
  text: string,
  ctx: Context,
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

/** A paragraph; its images are pulled out as blocks of their own (pdfmake cannot place an image in a line). */
function paragraph(tokens: readonly Token[], ctx: Context, spaceAfter = 8): PdfContent[] {
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
        ? htmlImageBlocks(token.raw, ctx, ctx.contentWidth, 360)
        : [];
    if (loaded.length === 0 || token.type === 'html') pending.push(token);
    if (loaded.length === 0) continue;
    flush();
    blocks.push(...loaded);
  }
  flush();
  return blocks;
}

/** The loaded `<img>`s of raw HTML as blocks, at the size their `width`/`height` ask (CSS pixels) when given. */
function htmlImageBlocks(
  html: string,
  ctx: Context,
  width: number,
  maxHeight: number,
  align?: string,
): PdfContent[] {
  return htmlImages(html).flatMap((image) => {
    const source = ctx.images[image.src];
    if (!source) return [];
    const fit = [
      Math.min(width, (image.width ?? Infinity) * 0.75),
      Math.min(maxHeight, (image.height ?? Infinity) * 0.75),
    ];
    return [imageBlock(source, fit[0] as number, fit[1] as number, align)];
  });
}

/** An embedded image (PNG or JPEG: the platform converts other formats), fitted to the text width. */
function imageBlock(source: string, width: number, maxHeight: number, align?: string): PdfContent {
  return {
    image: source,
    fit: [width, maxHeight],
    margin: [0, 4, 0, 8],
    ...(align ? { alignment: align } : {}),
  };
}

function listItem(item: Tokens.ListItem, ctx: Context): PdfContent {
  const stack = blocks(item.tokens, ctx, ctx.contentWidth - 24);
  if (item.task) {
    const box = { text: item.checked ? '☑ ' : '☐ ', font: 'Sans' };
    const first = stack[0];
    if (first && Array.isArray(first.text)) first.text = [box, ...first.text];
    else stack.unshift({ text: [box] });
  }
  return { stack, margin: [0, 0, 0, 2] };
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

function table(token: Tokens.Table, ctx: Context, width: number): PdfContent {
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
    table: { headerRows: 1, dontBreakRows: true, widths: layout.widths, body },
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

/**
 * Fenced code as one table row per line, so a block split across pages keeps its background on both parts and
 * a wrapped line stays together; tokens take the theme's syntax colours.
 */
function code(token: Tokens.Code, theme: PdfTheme, width: number): PdfContent {
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

/** A `$$…$$` block or ```math fence: the typeset formula centred, or its source in the error style. */
function displayMath(tex: string, ctx: Context, width: number): PdfContent {
  const math = ctx.math?.typeset(tex, true);
  if (math && math.error === undefined) return mathBlock(math, ctx.theme.fontSize, ctx.theme.text, width);
  if (math?.error !== undefined) ctx.mathErrors.push(mathErrorLine(tex, math.error));
  return { text: [mathSourceRun(tex, true, ctx.theme.fontSize)], margin: [0, 2, 0, 10] };
}

/**
 * One element of a raw HTML block, drawn as what it says: a heading as a heading (bookmarked, in the outline),
 * a paragraph or list item as its text, styled and aligned as `align` asks, its loaded images as pictures at
 * their `width`/`height` (CSS pixels) when given.
 */
function htmlBlock(segment: HtmlSegment, ctx: Context, width: number): PdfContent[] {
  const { theme } = ctx;
  const out = htmlImageBlocks(segment.html, ctx, width, 240, segment.align);
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

/**
 * The blocks of `tokens`. Only at the top level (`top`) do forced page breaks count: a `\pagebreak` line and an
 * HTML block styled `page-break-before/after: always` leave a PAGE_BREAK marker.
 */
function blocks(tokens: readonly Token[], ctx: Context, width = ctx.contentWidth, top = false): PdfContent[] {
  const { theme } = ctx;
  let breakAfterClose = false;
  // HTML elements left open by a raw block (`<div align="center">`) around the Markdown that follows.
  const open: Open[] = [];
  const aligned = (list: PdfContent[]) => {
    const align = openAlign(open);
    return align ? list.map((block) => ({ alignment: align, ...block })) : list;
  };
  return tokens.flatMap((token): PdfContent[] => {
    switch (token.type) {
      case 'heading':
        return [heading(token as Tokens.Heading, ctx)];
      case 'paragraph':
        if (isBreakParagraph(token.raw)) return top ? [PAGE_BREAK] : [];
        return aligned(paragraph((token as Tokens.Paragraph).tokens, ctx));
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens
          ? paragraph(text.tokens, ctx)
          : [{ text: decodeEntities(text.text), margin: [0, 0, 0, 4] }];
      }
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item) => listItem(item, ctx));
        const start = Number(list.start) || 1;
        if (list.items.some((item) => baseDirection(item.text) === 'rtl'))
          return [rtlList(list, items, start)];
        return [
          list.ordered ? { ol: items, start, margin: [0, 0, 0, 8] } : { ul: items, margin: [0, 0, 0, 8] },
        ];
      }
      case 'code':
        if (isMathFence(token)) return [displayMath((token as Tokens.Code).text, ctx, width)];
        if (isMermaidFence(token)) {
          const svg = ctx.diagrams[(token as Tokens.Code).text];
          if (svg)
            return [{ ...diagramSize(svg, width), alignment: 'center', font: 'Sans', margin: [0, 4, 0, 10] }];
          ctx.undrawnDiagrams++;
        }
        return [code(token as Tokens.Code, theme, width)];
      case 'math':
        return [displayMath((token as unknown as MathToken).text, ctx, width)];

      case 'blockquote':
        return [
          {
            table: {
              widths: [3, '*'],
              body: [
                [
                  { text: '', fillColor: theme.quoteBar },
                  {
                    stack: blocks((token as Tokens.Blockquote).tokens, ctx, width - 14),
                    color: theme.muted,
                    margin: [8, 2, 0, 0],
                  },
                ],
              ],
            },
            layout: 'noBorders',
            margin: [0, 2, 0, 10],
          },
        ];
      case 'hr':
        return [
          {
            canvas: [{ type: 'line', x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 1, lineColor: theme.rule }],
            margin: [0, 8, 0, 12],
          },
        ];
      case 'table':
        return [table(token as Tokens.Table, ctx, width)];
      case 'html': {
        const raw = token.raw.trim();
        const out = htmlSegments(raw, open).flatMap((segment) => htmlBlock(segment, ctx, width));
        const breaks = top ? htmlBreaks(raw) : { before: false, after: false };
        if (breaks.before) out.unshift(PAGE_BREAK);
        // A break after an element holding Markdown comes where the element closes.
        const closes = /<\/div\s*>\s*$/i.test(raw);
        if (breakAfterClose && closes) {
          breakAfterClose = false;
          out.push(PAGE_BREAK);
        }
        if (breaks.after && !closes && !/\/>\s*$/.test(raw)) breakAfterClose = true;
        const tail = breaks.after && !breakAfterClose ? [PAGE_BREAK] : [];
        return [...out, ...tail];
      }
      default:
        return [];
    }
  });
}

export interface PdfDocument {
  /** The pdfmake document definition (pure data plus layout callbacks). */
  definition: PdfContent;
  /** From the first heading; also the PDF's Title metadata. */
  title: string;
  /** What the PDF cannot show as written (one line each), for a warning or a toast. */
  warnings: string[];
  /** The script font subsets the text was given (the renderer registers exactly these). */
  subsets: FontSubset[];
}

/** The headings' ids in the order `blocks` meets them (nested ones included), footnotes last. */
function headingSlugs(tokens: readonly Token[], footnotes: readonly Footnote[]): string[] {
  const slug = headingSlugger();
  const slugs: string[] = [];
  const walk = (list: readonly Token[]) => {
    const open: Open[] = []; // as `blocks` keeps it
    for (const token of list) {
      if (token.type === 'heading') slugs.push(slug(plainText((token as Tokens.Heading).tokens).trim()));
      else if (token.type === 'html') {
        for (const segment of htmlSegments(token.raw.trim(), open))
          if (segment.heading) slugs.push(slug(segment.text));
      } else if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens);
      else if (token.type === 'blockquote') walk((token as Tokens.Blockquote).tokens);
    }
  };
  walk(tokens);
  for (const note of footnotes) walk(note.content);
  return slugs;
}

/** The notes at the end of the document, numbered as referenced, each linking back to its first reference. */
function footnoteBlocks(footnotes: readonly Footnote[], ctx: Context): PdfContent[] {
  if (footnotes.length === 0) return [];
  const { theme } = ctx;
  const out: PdfContent[] = [
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: 140, y2: 0, lineWidth: 0.75, lineColor: theme.rule }],
      margin: [0, 14, 0, 8],
    },
  ];
  footnotes.forEach((note, index) => {
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
    out.push({
      columns: [
        { width: 18, text: `${number}.`, color: theme.muted, id: footnoteId(note.label) },
        { width: '*', stack: items },
      ],
      columnGap: 0,
      fontSize: theme.fontSize * 0.9,
      margin: [0, 0, 0, 4],
    });
  });
  return out;
}

/** Width in ems of text in the theme's font (the platform's metrics when it gave them, else an estimate). */
function tableMeasure(theme: PdfTheme, fonts: FontPlan | undefined): TableMeasure {
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
function turnWideTables(content: PdfContent[]): PdfContent[] {
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

/** The tallest a diagram is drawn, in points, so it and a line of text fit on a page. */
const DIAGRAM_MAX_HEIGHT = 600;

/**
 * A diagram at its own size (CSS pixels, 0.75 pt each, from the SVG's `width`/`height`), shrunk to the column
 * and page when larger but never blown up: a small flowchart keeps text the size of the body's.
 */
function diagramSize(svg: string, column: number): { svg: string; width?: number; fit?: [number, number] } {
  const open = /^\s*<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const px = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(open)?.[1]);
  const [w, h] = [px('width') * 0.75, px('height') * 0.75];
  if (!(w > 0 && h > 0)) return { svg, fit: [column, DIAGRAM_MAX_HEIGHT] };
  const scale = Math.min(1, column / w, DIAGRAM_MAX_HEIGHT / h);
  return { svg, width: w * scale };
}

/** The options a caller set, so an `undefined` one keeps its default. */
function definedOnly(options: PdfOptions): Partial<PdfPageOptions> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

type Run = Record<string, unknown> & { text: string };

/**
 * A header or footer template as a function of the page: its text and the title and date are given their
 * fonts once (`plan`), the page numbers are filled in per page. Undefined for an empty template.
 */
function pageText(
  template: string,
  values: { title: string; date: string },
  plan: (node: unknown) => unknown,
): ((page: number, pages: number) => Run[]) | undefined {
  const parts = pageTemplate(template, values);
  if (!parts.some((part) => 'slot' in part || part.text.trim())) return undefined;
  const runs = (
    plan({
      text: parts.map((part: TemplatePart) => ('slot' in part ? { text: '0', slot: part.slot } : part)),
    }) as {
      text: Run[];
    }
  ).text;
  return (page, pages) =>
    runs.map(({ slot, ...run }) => (slot ? { ...run, text: String(slot === 'page' ? page : pages) } : run));
}

/**
 * Markdown -> a pdfmake document in the theme: outline from the headings, the page size, margins, header,
 * footer (page numbers by default) and table of contents the options ask for, forced page breaks honoured.
 */
export function markdownToPdf(markdown: string, options: PdfOptions): PdfDocument {
  const theme = THEMES[options.theme];
  const page: PdfPageOptions = { ...DEFAULT_PAGE_OPTIONS, ...definedOnly(options) };
  const size = PAGE_SIZES[page.pageSize];
  const { margins } = page;
  const { frontMatter, body } = splitFrontMatter(markdown);
  const { tokens, footnotes } = lexDocument(isolateBreakLines(body));
  const firstBlock = tokens.find((token) => token.type !== 'space');
  // A title given only in the front matter heads the document, as a static site generator shows it.
  if (frontMatter.title && firstBlock?.type !== 'heading')
    tokens.unshift(...Lexer.lex(`# ${frontMatter.title.replace(/[\\`*_[\]<>#]/g, '\\$&')}\n\n`));
  const slugs = headingSlugs(tokens, footnotes);
  const ctx: Context = {
    theme,
    images: options.images ?? {},
    ...(options.math ? { math: options.math } : {}),
    mathErrors: [],
    diagrams: options.diagrams ?? {},
    undrawnDiagrams: 0,
    anchors: new Set(slugs),
    refs: [],
    headingIds: [],
    slugs,
    headingCount: 0,
    title: undefined,
    backTargets: new Map(),
    measure: tableMeasure(theme, options.fonts),
    contentWidth: size.width - margins.left - margins.right,
    landscapeWidth: size.height - margins.left - margins.right,
    toc: [],
  };
  const main = blocks(tokens, ctx, ctx.contentWidth, true);
  if (page.toc) {
    // After the title when the document opens with one (the title itself is not listed), else first.
    const titled = main[0] !== undefined && main[0].id !== undefined && main[0].id === ctx.toc[0]?.id;
    const toc = tocBlocks(titled ? ctx.toc.slice(1) : ctx.toc, theme);
    main.splice(titled ? 1 : 0, 0, ...toc);
  }
  const built = turnWideTables(placePageBreaks([...main, ...footnoteBlocks(footnotes, ctx)]));
  const usage = new FontUsage();
  const rtl = hasRtl(markdown);
  const plan = (node: unknown) => {
    const fonted = options.fonts ? applyFontPlan(node, options.fonts, theme.font, usage) : node;
    // Paragraphs that start right to left are aligned right and their lines put in visual order when drawn.
    return rtl ? markRtlParagraphs(fonted, theme.font) : fonted;
  };
  const content = plan(built) as PdfContent[];
  const title = frontMatter.title || ctx.title || 'Document';
  const values = { title, date: options.clock ? isoDay(options.clock.now()) : '' };
  const header = pageText(page.header, values, plan);
  const footer = pageText(page.footer, values, plan);
  const warnings: string[] = [];
  if (usage.missing.length > 0)
    warnings.push(`no font has a glyph for ${describeMissing(usage.missing)}; they are drawn as boxes.`);
  if (ctx.undrawnDiagrams > 0)
    warnings.push(
      options.diagrams
        ? `${ctx.undrawnDiagrams === 1 ? 'a mermaid diagram' : `${ctx.undrawnDiagrams} mermaid diagrams`} could not be drawn (kept as code).`
        : mermaidNote(ctx.undrawnDiagrams),
    );
  const mathProblem = mathWarning(ctx.mathErrors);
  if (mathProblem) warnings.push(mathProblem);
  else if (!options.math && tokensHaveMath([...tokens, ...footnotes.flatMap((note) => note.content)]))
    warnings.push('math is shown as its TeX source (the typesetter was not loaded).');
  const images = options.images ?? {};
  const notLoaded = imageSources(markdown).filter((src) => !images[src]);
  const remote = notLoaded.filter((src) => /^(https?:)?\/\//i.test(src));
  const local = notLoaded.filter((src) => !remote.includes(src));
  const short = (src: string) => (src.length > 60 ? `${src.slice(0, 57)}…` : src);
  const some = (list: string[]) => `${list.slice(0, 3).map(short).join(', ')}${list.length > 3 ? ', …' : ''}`;
  if (remote.length > 0)
    warnings.push(
      `${remote.length === 1 ? 'a remote image was' : `${remote.length} remote images were`} not fetched (shown as a placeholder with the alt text): ${some(remote)}`,
    );
  if (local.length > 0)
    warnings.push(
      `${local.length === 1 ? 'an image was' : `${local.length} images were`} not embedded (missing, unreadable, outside the document's folder, or not PNG, JPEG, GIF, WebP or SVG): ${some(local)}`,
    );
  /** A header or footer: small muted centred text, its distance from the page edge scaled to the margin. */
  const pageBand =
    (text: (page: number, pages: number) => Run[], margin: number) => (n: number, pages: number) => ({
      text: text(n, pages),
      alignment: 'center',
      fontSize: 8.5,
      color: theme.muted,
      margin: [margins.left, Math.max(4, Math.min(24, margin * 0.4)), margins.right, 0],
    });
  const definition: PdfContent = {
    pageSize: page.pageSize.toUpperCase(),
    pageMargins: [margins.left, margins.top, margins.right, margins.bottom],
    info: {
      title,
      ...(frontMatter.author ? { author: frontMatter.author } : {}),
      ...(frontMatter.description ? { subject: frontMatter.description } : {}),
      ...(frontMatter.tags.length > 0 ? { keywords: frontMatter.tags.join(', ') } : {}),
      creator: 'Dev Toolbox',
      producer: 'Dev Toolbox',
    },
    content: content.length > 0 ? content : [{ text: ' ' }],
    defaultStyle: { font: theme.font, fontSize: theme.fontSize, lineHeight: 1.3, color: theme.text },
    ...(header ? { header: pageBand(header, margins.top) } : {}),
    ...(footer ? { footer: pageBand(footer, margins.bottom) } : {}),
    ...(theme.page
      ? {
          background: (_page: number, size: { width: number; height: number }) => ({
            canvas: [{ type: 'rect', x: 0, y: 0, w: size.width, h: size.height, color: theme.page }],
          }),
        }
      : {}),
  };
  return { definition, title, warnings, subsets: usage.used };
}
