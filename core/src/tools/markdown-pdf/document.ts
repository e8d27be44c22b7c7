import { Lexer, type Token, type Tokens } from 'marked';
import { describeMissing, type FontPlan } from '../../fonts/script-fonts';
import { decodeEntities } from '../../html/escape';
import { splitFrontMatter } from '../../markdown/front-matter';
import { applyFontPlan } from './font-runs';
import { htmlRuns, inlineRuns, plainText } from './inline';
import type { PdfContent } from './pdf-content';
import { type PdfTheme, type PdfThemeName, THEMES } from './themes';

export type { PdfContent };

/** A4 in points, and the margins every theme uses. */
export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = { x: 50, top: 56, bottom: 60 } as const;
const CONTENT_WIDTH = A4.width - 2 * MARGIN.x;

export interface PdfOptions {
  theme: PdfThemeName;
  /** Image href -> data URL (PNG or JPEG) the platform could load; any other image becomes its alt text. */
  images?: Readonly<Record<string, string>>;
  /** Which font draws each character (`planFonts` over the platform's fonts); without it every run keeps its family. */
  fonts?: FontPlan;
}

/** Every image href in the document, so the platform can load them before building. */
export function imageSources(markdown: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') found.add((token as Tokens.Image).href);
      if (token.type === 'html')
        for (const m of token.raw.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi))
          found.add(m[1] ?? m[2] ?? m[3] ?? '');
      if ('tokens' in token && token.tokens) walk(token.tokens);
      if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens);
      if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens);
      }
    }
  };
  walk(Lexer.lex(markdown));
  return [...found];
}

interface Context {
  theme: PdfTheme;
  images: Readonly<Record<string, string>>;
  /** Last heading id per depth, for the outline's parents. */
  headingIds: (string | undefined)[];
  headingCount: number;
  title: string | undefined;
}

const HEADING_SIZES = [2, 1.6, 1.3, 1.15, 1, 0.95];

function heading(token: Tokens.Heading, ctx: Context): PdfContent {
  const text = plainText(token.tokens).trim();
  const size = ctx.theme.fontSize * (HEADING_SIZES[token.depth - 1] ?? 1);
  const style: PdfContent = {
    fontSize: size,
    bold: true,
    color: token.depth === 6 ? ctx.theme.muted : ctx.theme.heading,
    margin: [0, token.depth <= 2 ? 14 : 10, 0, 6],
  };
  // pdfmake lays out no line for an empty heading and then fails to attach its outline entry.
  if (!text) return { text: ' ', ...style };
  const id = `heading-${++ctx.headingCount}`;
  ctx.title ??= text;
  ctx.headingIds[token.depth - 1] = id;
  ctx.headingIds.length = token.depth;
  const parent = ctx.headingIds
    .slice(0, token.depth - 1)
    .reverse()
    .find((value) => value !== undefined);
  return {
    text: inlineRuns(token.tokens, ctx.theme),
    id,
    outline: true,
    outlineText: text,
    ...(parent ? { outlineParentId: parent } : {}),
    ...style,
    headlineLevel: token.depth,
  };
}

/** A paragraph; its images are pulled out as blocks of their own (pdfmake cannot place an image in a line). */
function paragraph(tokens: readonly Token[], ctx: Context, spaceAfter = 8): PdfContent[] {
  const blocks: PdfContent[] = [];
  let pending: Token[] = [];
  const flush = () => {
    if (pending.some((t) => plainText([t]).trim() !== '')) {
      blocks.push({ text: inlineRuns(pending, ctx.theme), margin: [0, 0, 0, spaceAfter] });
    }
    pending = [];
  };
  for (const token of tokens) {
    const source = token.type === 'image' ? ctx.images[(token as Tokens.Image).href] : undefined;
    if (!source) {
      pending.push(token);
      continue;
    }
    flush();
    blocks.push({ image: source, fit: [CONTENT_WIDTH, 360], margin: [0, 4, 0, 8] });
  }
  flush();
  return blocks;
}

function listItem(item: Tokens.ListItem, ctx: Context): PdfContent {
  const stack = blocks(item.tokens, ctx);
  if (item.task) {
    const box = { text: item.checked ? '☑ ' : '☐ ', font: 'Sans' };
    const first = stack[0];
    if (first && Array.isArray(first.text)) first.text = [box, ...first.text];
    else stack.unshift({ text: [box] });
  }
  return { stack, margin: [0, 0, 0, 2] };
}

function table(token: Tokens.Table, ctx: Context): PdfContent {
  const { theme } = ctx;
  const cell = (c: Tokens.TableCell, header: boolean) => ({
    text: inlineRuns(c.tokens, theme),
    bold: header,
    ...(c.align ? { alignment: c.align } : {}),
  });
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: token.header.map(() => '*'),
      body: [
        token.header.map((c) => cell(c, true)),
        ...token.rows.map((row) => row.map((c) => cell(c, false))),
      ],
    },
    layout: {
      fillColor: (row: number) => (row === 0 ? theme.tableHeader : null),
      hLineColor: () => theme.tableBorder,
      vLineColor: () => theme.tableBorder,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 2, 0, 10],
  };
}

function code(token: Tokens.Code, theme: PdfTheme): PdfContent {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            text: token.text || ' ',
            font: 'Mono',
            fontSize: theme.fontSize * 0.85,
            color: theme.codeText,
            preserveLeadingSpaces: true,
            fillColor: theme.codeBackground,
            margin: [8, 6, 8, 6],
          },
        ],
      ],
    },
    layout: 'noBorders',
    margin: [0, 2, 0, 10],
  };
}

function blocks(tokens: readonly Token[], ctx: Context): PdfContent[] {
  const { theme } = ctx;
  return tokens.flatMap((token): PdfContent[] => {
    switch (token.type) {
      case 'heading':
        return [heading(token as Tokens.Heading, ctx)];
      case 'paragraph':
        return paragraph((token as Tokens.Paragraph).tokens, ctx);
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens
          ? paragraph(text.tokens, ctx)
          : [{ text: decodeEntities(text.text), margin: [0, 0, 0, 4] }];
      }
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item) => listItem(item, ctx));
        return [
          list.ordered
            ? { ol: items, start: Number(list.start) || 1, margin: [0, 0, 0, 8] }
            : { ul: items, margin: [0, 0, 0, 8] },
        ];
      }
      case 'code':
        return [code(token as Tokens.Code, theme)];
      case 'blockquote':
        return [
          {
            table: {
              widths: [3, '*'],
              body: [
                [
                  { text: '', fillColor: theme.quoteBar },
                  {
                    stack: blocks((token as Tokens.Blockquote).tokens, ctx),
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
            canvas: [
              { type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 1, lineColor: theme.rule },
            ],
            margin: [0, 8, 0, 12],
          },
        ];
      case 'table':
        return [table(token as Tokens.Table, ctx)];
      case 'html': {
        // Raw HTML is drawn as what it says: its text, styled, aligned as `align` asks; comments vanish.
        const raw = token.raw.trim();
        const images = [...raw.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)]
          .map((m) => ctx.images[m[1] ?? m[2] ?? m[3] ?? ''])
          .filter((src): src is string => src !== undefined);
        const runs = htmlRuns(raw, theme, [{}]).filter((run) => run.text !== '\n' || images.length === 0);
        const align = /\salign\s*=\s*["']?(center|right)/i.exec(raw)?.[1]?.toLowerCase();
        const heading = /^<h([1-6])\b/i.exec(raw)?.[1];
        const out: PdfContent[] = images.map((image) => ({
          image,
          fit: [CONTENT_WIDTH, 240],
          margin: [0, 4, 0, 4],
          ...(align ? { alignment: align } : {}),
        }));
        if (runs.some((run) => run.text.trim()))
          out.push({
            text: runs,
            margin: [0, 0, 0, 8],
            ...(align ? { alignment: align } : {}),
            ...(heading
              ? { bold: true, fontSize: theme.fontSize * (HEADING_SIZES[Number(heading) - 1] ?? 1) }
              : {}),
          });
        return out;
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
}

/** Markdown -> an A4 pdfmake document in the theme: outline from the headings, page numbers in the footer. */
export function markdownToPdf(markdown: string, options: PdfOptions): PdfDocument {
  const theme = THEMES[options.theme];
  const ctx: Context = {
    theme,
    images: options.images ?? {},
    headingIds: [],
    headingCount: 0,
    title: undefined,
  };
  const { frontMatter, body } = splitFrontMatter(markdown);
  const tokens = Lexer.lex(body, { gfm: true });
  const firstBlock = tokens.find((token) => token.type !== 'space');
  // A title given only in the front matter heads the document, as a static site generator shows it.
  if (frontMatter.title && firstBlock?.type !== 'heading')
    tokens.unshift(...Lexer.lex(`# ${frontMatter.title.replace(/[\\`*_[\]<>#]/g, '\\$&')}\n\n`));
  const built = blocks(tokens, ctx);
  const content = (options.fonts ? applyFontPlan(built, options.fonts, theme.font) : built) as PdfContent[];
  const warnings: string[] = [];
  const missing = options.fonts?.missing ?? [];
  if (missing.length > 0)
    warnings.push(`no font has a glyph for ${describeMissing(missing)}; they are drawn as boxes.`);
  const title = frontMatter.title || ctx.title || 'Document';
  const definition: PdfContent = {
    pageSize: 'A4',
    pageMargins: [MARGIN.x, MARGIN.top, MARGIN.x, MARGIN.bottom],
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
    footer: (page: number, pages: number) => ({
      text: `${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8.5,
      color: theme.muted,
      margin: [0, 24, 0, 0],
    }),
    ...(theme.page
      ? {
          background: () => ({
            canvas: [{ type: 'rect', x: 0, y: 0, w: A4.width, h: A4.height, color: theme.page }],
          }),
        }
      : {}),
  };
  return { definition, title, warnings };
}
