import { Lexer, type Token } from 'marked';
import { type FontPlan, type FontSubset, FontUsage } from '../../fonts/script-fonts';
import { lexDocument } from '../../markdown/document-marked';
import { splitFrontMatter } from '../../markdown/front-matter';
import { type MathTypesetter, tokensHaveMath } from '../../markdown/math';
import type { Clock } from '../../ports';
import { hasRtl, markRtlParagraphs } from './bidi-lines';
import type { BlockContext } from './block-context';
import { blocks } from './blocks';
import { documentWarnings } from './document-warnings';
import { applyFontPlan } from './font-runs';
import { footnoteBlocks } from './footnotes';
import { headingSlugs } from './headings';
import { isolateBreakLines, placePageBreaks } from './page-breaks';
import { documentDefinition, type FontPlanner } from './page-frame';
import { DEFAULT_PAGE_OPTIONS, isoDay, PAGE_SIZES, type PdfPageOptions } from './page-options';
import type { PdfContent } from './pdf-content';
import { tableMeasure, turnWideTables } from './table-block';
import { type PdfTheme, type PdfThemeName, THEMES } from './themes';
import { tocBlocks } from './toc';

export { diagramSources, hasMath, imageSources } from './document-scan';
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

/** The options a caller set, so an `undefined` one keeps its default. */
function definedOnly(options: PdfOptions): Partial<PdfPageOptions> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

/** A title given only in the front matter heads the document, as a static site generator shows it. */
function headWithTitle(tokens: Token[], title: string | undefined): void {
  const firstBlock = tokens.find((token) => token.type !== 'space');
  if (title && firstBlock?.type !== 'heading')
    tokens.unshift(...Lexer.lex(`# ${title.replace(/[\\`*_[\]<>#]/g, '\\$&')}\n\n`));
}

/** The blocks' shared state for a document whose headings have these ids, on this page. */
function blockContext(options: PdfOptions, page: PdfPageOptions, slugs: string[]): BlockContext {
  const theme = THEMES[options.theme];
  const size = PAGE_SIZES[page.pageSize];
  const { margins } = page;
  return {
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
}

/** The contents after the title when the document opens with one (the title itself is not listed), else first. */
function withToc(main: PdfContent[], ctx: BlockContext): PdfContent[] {
  const titled = main[0] !== undefined && main[0].id !== undefined && main[0].id === ctx.toc[0]?.id;
  const toc = tocBlocks(titled ? ctx.toc.slice(1) : ctx.toc, ctx.theme);
  main.splice(titled ? 1 : 0, 0, ...toc);
  return main;
}

/** Script fonts for each run the platform planned; paragraphs that start right to left aligned right. */
function fontPlanner(markdown: string, options: PdfOptions, theme: PdfTheme, usage: FontUsage): FontPlanner {
  const rtl = hasRtl(markdown);
  return (node) => {
    const fonted = options.fonts ? applyFontPlan(node, options.fonts, theme.font, usage) : node;
    // Their lines are put in visual order when drawn.
    return rtl ? markRtlParagraphs(fonted, theme.font) : fonted;
  };
}

/**
 * Markdown -> a pdfmake document in the theme: outline from the headings, the page size, margins, header,
 * footer (page numbers by default) and table of contents the options ask for, forced page breaks honoured.
 */
export function markdownToPdf(markdown: string, options: PdfOptions): PdfDocument {
  const theme = THEMES[options.theme];
  const page: PdfPageOptions = { ...DEFAULT_PAGE_OPTIONS, ...definedOnly(options) };
  const { frontMatter, body } = splitFrontMatter(markdown);
  const { tokens, footnotes } = lexDocument(isolateBreakLines(body));
  headWithTitle(tokens, frontMatter.title);
  const ctx = blockContext(options, page, headingSlugs(tokens, footnotes));
  const main = blocks(tokens, ctx, ctx.contentWidth, true);
  const built = turnWideTables(
    placePageBreaks([...(page.toc ? withToc(main, ctx) : main), ...footnoteBlocks(footnotes, ctx)]),
  );
  const usage = new FontUsage();
  const plan = fontPlanner(markdown, options, theme, usage);
  const content = plan(built) as PdfContent[];
  const title = frontMatter.title || ctx.title || 'Document';
  const date = options.clock ? isoDay(options.clock.now()) : '';
  const definition = documentDefinition({ page, theme, title, date, frontMatter, content, plan });
  const warnings = documentWarnings({
    markdown,
    ctx,
    usage,
    diagrams: options.diagrams !== undefined,
    math: options.math !== undefined,
    hasMath: () => tokensHaveMath([...tokens, ...footnotes.flatMap((note) => note.content)]),
    images: options.images ?? {},
  });
  return { definition, title, warnings, subsets: usage.used };
}
