import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { withoutByteOrderMark } from '../text/byte-order-mark';

/** What a post's or document's front matter says, read leniently; fields of the wrong type are left out. */
export interface FrontMatter {
  title?: string;
  author?: string;
  description?: string;
  /** ISO date (`2022-11-28`) or date-time, as written. */
  date?: string;
  tags: string[];
  /** Every field as parsed, for whoever needs more. */
  data: Record<string, unknown>;
}

export interface SplitDocument {
  frontMatter: FrontMatter;
  /** The Markdown after the front matter (the whole text when there is none). */
  body: string;
}

const FENCES = [
  {
    open: /^---[ \t]*\r?\n/,
    close: /\r?\n---[ \t]*(?:\r?\n|$)/,
    parse: (text: string) => parseYaml(text, { logLevel: 'error' }),
  },
  {
    open: /^\+\+\+[ \t]*\r?\n/,
    close: /\r?\n\+\+\+[ \t]*(?:\r?\n|$)/,
    parse: (text: string) => parseToml(text),
  },
];

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number') return String(value);
  if (value instanceof Date && !Number.isNaN(value.getTime()))
    return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  // smol-toml's dates are Date subclasses; yaml gives strings unless asked.
  return undefined;
};

const list = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(text).filter((v): v is string => v !== undefined);
  const single = text(value);
  return single ? single.split(/\s*,\s*|\s+/).filter(Boolean) : [];
};

/**
 * Splits YAML (`---`) or TOML (`+++`) front matter off a Markdown text. Text that only looks like front matter
 * (it does not parse to a table of fields) stays in the body, so a document starting with a rule is kept.
 */
export function splitFrontMatter(markdown: string): SplitDocument {
  const source = withoutByteOrderMark(markdown);
  for (const fence of FENCES) {
    const open = fence.open.exec(source);
    if (!open) continue;
    const rest = source.slice(open[0].length);
    const close = fence.close.exec(`\n${rest}`);
    if (!close) continue;
    const inner = `\n${rest}`.slice(1, close.index);
    let data: unknown;
    try {
      data = fence.parse(inner);
    } catch {
      continue;
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) continue;
    const fields = data as Record<string, unknown>;
    const extra = (fields.extra ?? fields.params ?? {}) as Record<string, unknown>;
    const taxonomies = (fields.taxonomies ?? {}) as Record<string, unknown>;
    const author = fields.author ?? fields.authors ?? extra.author;
    const frontMatter: FrontMatter = {
      tags: list(fields.tags ?? fields.categories ?? taxonomies.tags ?? fields.keywords),
      data: fields,
    };
    const title = text(fields.title);
    const authorText = Array.isArray(author) ? list(author).join(', ') : text(author);
    const description = text(fields.description ?? fields.summary ?? fields.excerpt ?? fields.subtitle);
    const date = text(fields.date ?? fields.published ?? fields.pubDate);
    if (title) frontMatter.title = title;
    if (authorText) frontMatter.author = authorText;
    if (description) frontMatter.description = description;
    if (date) frontMatter.date = date;
    return { frontMatter, body: `\n${rest}`.slice(close.index + close[0].length) };
  }
  return { frontMatter: { tags: [], data: {} }, body: source };
}
