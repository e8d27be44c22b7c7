import type { FrontMatter } from '../../markdown/front-matter';
import { type Margins, type PdfPageOptions, pageTemplate, type TemplatePart } from './page-options';
import type { PdfContent } from './pdf-content';
import type { PdfTheme } from './themes';

type Run = Record<string, unknown> & { text: string };

/** Gives a node its fonts (script fonts, right-to-left paragraphs), as the document's content got them. */
export type FontPlanner = (node: unknown) => unknown;

/**
 * A header or footer template as a function of the page: its text and the title and date are given their
 * fonts once (`plan`), the page numbers are filled in per page. Undefined for an empty template.
 */
function pageText(
  template: string,
  values: { title: string; date: string },
  plan: FontPlanner,
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

/** A header or footer: small muted centred text, its distance from the page edge scaled to the margin. */
const pageBand =
  (text: (page: number, pages: number) => Run[], margin: number, margins: Margins, theme: PdfTheme) =>
  (n: number, pages: number) => ({
    text: text(n, pages),
    alignment: 'center',
    fontSize: 8.5,
    color: theme.muted,
    margin: [margins.left, Math.max(4, Math.min(24, margin * 0.4)), margins.right, 0],
  });

/** The PDF's metadata: title, and the author, description and tags the front matter gives. */
function documentInfo(title: string, frontMatter: FrontMatter): PdfContent {
  return {
    title,
    ...(frontMatter.author ? { author: frontMatter.author } : {}),
    ...(frontMatter.description ? { subject: frontMatter.description } : {}),
    ...(frontMatter.tags.length > 0 ? { keywords: frontMatter.tags.join(', ') } : {}),
    creator: 'Dev Toolbox',
    producer: 'Dev Toolbox',
  };
}

export interface PageFrame {
  page: PdfPageOptions;
  theme: PdfTheme;
  title: string;
  /** The day `{date}` shows, or empty. */
  date: string;
  frontMatter: FrontMatter;
  /** The document's blocks, their fonts given. */
  content: PdfContent[];
  plan: FontPlanner;
}

/** The pdfmake document: page size and margins, metadata, the content, header, footer and page colour. */
export function documentDefinition(frame: PageFrame): PdfContent {
  const { page, theme, content, plan } = frame;
  const { margins } = page;
  const values = { title: frame.title, date: frame.date };
  const header = pageText(page.header, values, plan);
  const footer = pageText(page.footer, values, plan);
  return {
    pageSize: page.pageSize.toUpperCase(),
    pageMargins: [margins.left, margins.top, margins.right, margins.bottom],
    info: documentInfo(frame.title, frame.frontMatter),
    content: content.length > 0 ? content : [{ text: ' ' }],
    defaultStyle: { font: theme.font, fontSize: theme.fontSize, lineHeight: 1.3, color: theme.text },
    ...(header ? { header: pageBand(header, margins.top, margins, theme) } : {}),
    ...(footer ? { footer: pageBand(footer, margins.bottom, margins, theme) } : {}),
    ...(theme.page
      ? {
          background: (_page: number, size: { width: number; height: number }) => ({
            canvas: [{ type: 'rect', x: 0, y: 0, w: size.width, h: size.height, color: theme.page }],
          }),
        }
      : {}),
  };
}
