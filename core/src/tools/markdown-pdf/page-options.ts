import { ToolInputError } from '../../errors';

/** Paper sizes a PDF can have, in points (portrait). */
export const PAGE_SIZES = {
  A4: { width: 595.28, height: 841.89 },
  Letter: { width: 612, height: 792 },
  Legal: { width: 612, height: 1008 },
} as const;
export type PageSizeName = keyof typeof PAGE_SIZES;
export const PAGE_SIZE_NAMES = ['A4', 'Letter', 'Legal'] as const satisfies readonly PageSizeName[];

/** Page margins in points. */
export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What a user can choose about the pages, the same in `toolbox pdf` and on the page. */
export interface PdfPageOptions {
  pageSize: PageSizeName;
  margins: Margins;
  /** A table of contents after the title, with page numbers, each entry linked to its heading. */
  toc: boolean;
  /** Text at the top / bottom of every page; `{page}`, `{pages}`, `{title}` and `{date}` are filled in. Empty: none. */
  header: string;
  footer: string;
}

const DEFAULT_MARGINS: Margins = { top: 56, right: 50, bottom: 60, left: 50 };

export const DEFAULT_PAGE_OPTIONS: PdfPageOptions = {
  pageSize: 'A4',
  margins: DEFAULT_MARGINS,
  toc: false,
  header: '',
  footer: '{page} / {pages}',
};

/** A page option that cannot be used, naming its field (`margin`, `pageSize`). */
class PageOptionError extends ToolInputError {
  constructor(
    message: string,
    override readonly field: 'margin' | 'pageSize',
  ) {
    super(message, 'Error', field);
  }
}

/** The page options as a user gives them: the paper's name and the margins as text. */
export interface PageOptionsInput {
  pageSize?: string;
  /** One to four CSS lengths (`20mm`, `1in 0.75in`); undefined keeps the default margins. */
  margin?: string | undefined;
  toc?: boolean;
  header?: string;
  footer?: string;
}

export interface PageOptionsResult {
  /** What the PDF is made with: a field at fault keeps its default. */
  options: PdfPageOptions;
  /** Each field that cannot be used, and why. */
  errors: PageOptionError[];
}

/** The page options checked: an unknown paper or margins that do not parse (or leave no room) are field errors. */
export function runPageOptions(input: PageOptionsInput): PageOptionsResult {
  const errors: PageOptionError[] = [];
  const pageSize = PAGE_SIZE_NAMES.find((name) => name === input.pageSize) ?? DEFAULT_PAGE_OPTIONS.pageSize;
  if (input.pageSize !== undefined && pageSize !== input.pageSize)
    errors.push(new PageOptionError(`the page size is one of ${PAGE_SIZE_NAMES.join(', ')}.`, 'pageSize'));
  let margins = DEFAULT_PAGE_OPTIONS.margins;
  try {
    if (input.margin !== undefined) margins = parseMargins(input.margin, pageSize);
  } catch (error) {
    if (!(error instanceof ToolInputError)) throw error;
    errors.push(new PageOptionError(error.message, 'margin'));
  }
  const { toc, header, footer } = DEFAULT_PAGE_OPTIONS;
  const options = {
    pageSize,
    margins,
    toc: input.toc ?? toc,
    header: input.header ?? header,
    footer: input.footer ?? footer,
  };
  return { options, errors };
}

/** Points per unit a margin may be given in. */
const UNITS = { mm: 72 / 25.4, cm: 72 / 2.54, in: 72, pt: 1 } as const;

/**
 * A margin as CSS writes it: one to four lengths (`20mm`, `1in 0.75in`, `72pt 54pt 72pt`, `2cm 1cm 2cm 1cm`),
 * top/right/bottom/left in CSS order, each with its unit (mm, cm, in or pt). Throws a ToolInputError that
 * says what is wrong.
 */
export function parseMargins(text: string, page: PageSizeName = 'A4'): Margins {
  const parts = text
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 4)
    throw new ToolInputError(`margins take one to four lengths such as 20mm or "1in 0.75in", not "${text}".`);
  const points = parts.map((part) => {
    const m = /^(\d+(?:\.\d+)?|\.\d+)(mm|cm|in|pt)$/i.exec(part);
    if (!m)
      throw new ToolInputError(`"${part}" is not a length: write a number and mm, cm, in or pt (20mm, 1in).`);
    return Number(m[1]) * UNITS[(m[2] as string).toLowerCase() as keyof typeof UNITS];
  });
  const [top, right = top, bottom = top, left = right] = points as [number, ...number[]];
  const margins = { top, right, bottom, left };
  const size = PAGE_SIZES[page];
  // Landscape pages (wide tables) are as wide as the portrait page is tall, so portrait is the tight case.
  if (size.width - left - right < 144 || size.height - top - bottom < 144)
    throw new ToolInputError(
      `margins of "${text}" leave less than 2 inches of text on ${page === 'A4' ? 'an' : 'a'} ${page} page; give smaller margins.`,
    );
  return margins;
}

/** One piece of a header or footer: text as written, or a number filled in per page. */
export type TemplatePart = { text: string } | { slot: 'page' | 'pages' };

const PLACEHOLDER = /\{(page|pages|title|date)\}/g;

/** `Page {page} of {pages} — {title}` split into its pieces, the title and date filled in now. */
export function pageTemplate(template: string, values: { title: string; date: string }): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  const push = (text: string) => {
    if (!text) return;
    const previous = parts.at(-1);
    if (previous && 'text' in previous) previous.text += text;
    else parts.push({ text });
  };
  for (const m of template.matchAll(PLACEHOLDER)) {
    push(template.slice(last, m.index));
    const name = m[1] as 'page' | 'pages' | 'title' | 'date';
    if (name === 'page' || name === 'pages') parts.push({ slot: name });
    else push(values[name]);
    last = m.index + m[0].length;
  }
  push(template.slice(last));
  return parts;
}

/** The date `{date}` shows: the clock's day, as ISO 8601 writes it (the same in every locale). */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);
