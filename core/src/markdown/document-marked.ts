import { Marked, type MarkedExtension, type Token, type Tokens } from 'marked';
import markedFootnote, { type Footnote, type Footnotes } from 'marked-footnote';
import { escapeAttribute, escapeHtml } from '../html/escape';
import { calloutExtensions } from './callouts';
import {
  isMathFence,
  type MathTypesetter,
  mathExtension,
  mathHtml,
  mayHaveMath,
  tokensHaveMath,
} from './math';
import { nestingLimit } from './nesting';

/** A fenced block GitHub draws as a diagram: ```mermaid. */
export const isMermaidFence = (token: Token): boolean =>
  token.type === 'code' && (token as Tokens.Code).lang?.trim().split(/\s/)[0]?.toLowerCase() === 'mermaid';

/** The text of inline tokens as a reader sees it (for slugs). */
function inlineText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) =>
      'tokens' in token && token.tokens && token.type !== 'codespan'
        ? inlineText(token.tokens)
        : 'text' in token
          ? String(token.text)
          : '',
    )
    .join('');
}

/**
 * GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, and `-1`, `-2`… for repeats.
 * One slugger per document, called for its headings in order.
 */
export function headingSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    let n = seen.get(base);
    while (n !== undefined || slug === '') {
      n = (n ?? 0) + 1;
      slug = `${base || 'section'}-${n}`;
      if (!seen.has(slug)) break;
    }
    seen.set(base, n ?? 0);
    if (slug !== base) seen.set(slug, 0);
    return slug;
  };
}

/** The anchor a `#…` link points at, decoded, or undefined for any other link. */
export function fragmentOf(href: string): string | undefined {
  if (!href.startsWith('#') || href.length < 2) return undefined;
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}

type Tokenizer = (this: TokenizerThis, src: string, tokens: Token[]) => Token | undefined;
/** What marked-footnote's tokenizers read of their lexer: the footnotes token it keeps first, with the definitions. */
interface TokenizerThis {
  lexer: { tokens: (Token & { rawItems?: { label: string }[] })[] };
}

/** A footnote label as GitHub matches it: case-insensitive, runs of spaces as one. */
const labelKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * marked-footnote, read as GitHub reads footnotes: a definition may be indented up to three spaces and may follow
 * a paragraph line directly (it ends the paragraph, as in rust-lang/rfcs' text), and a reference finds its
 * definition whatever the case of its label (`[^Note]` -> `[^note]:`).
 */
function gfmFootnotes(): MarkedExtension {
  const extension = markedFootnote({ footnoteDivider: true, headingClass: 'sr-only' });
  const find = (name: string) =>
    extension.extensions?.find((e) => e.name === name) as
      | { tokenizer: Tokenizer; start?: (src: string) => number | undefined }
      | undefined;
  const definition = find('footnote');
  const reference = find('footnoteRef');
  if (definition) {
    const tokenize = definition.tokenizer;
    definition.start = (src) => /^ {0,3}\[\^[^\]\n]+\]:/m.exec(src)?.index;
    definition.tokenizer = function (src, tokens) {
      const indent = /^ {1,3}(?=\[\^[^\]\n]+\]:)/.exec(src)?.[0] ?? '';
      const token = tokenize.call(this, src.slice(indent.length), tokens);
      if (token && indent) token.raw = indent + token.raw;
      return token;
    };
  }
  if (reference) {
    const tokenize = reference.tokenizer;
    reference.tokenizer = function (src, tokens) {
      const token = tokenize.call(this, src, tokens);
      const written = /^\[\^([^\]\n]+)\]/.exec(src);
      if (token || !written) return token;
      const defined = this.lexer.tokens[0]?.rawItems?.find(
        (item) => labelKey(item.label) === labelKey(written[1] ?? ''),
      );
      if (!defined) return undefined;
      const found = tokenize.call(this, `[^${defined.label}]${src.slice(written[0].length)}`, tokens);
      if (found) found.raw = written[0];
      return found;
    };
  }
  return extension;
}

export interface DocumentOptions {
  /** Fenced code -> the inside of `<code>` (escaped, e.g. highlighted); without it marked escapes the text. */
  highlight?: (code: string, lang: string | undefined) => string;
  /** TeX -> SVG (`loadMathTypesetter`); without it math shows as its source. */
  math?: MathTypesetter;
  /** Called once per formula TeX could not read (it shows as its source in an error style). */
  onMathError?: (tex: string, error: string) => void;
  /**
   * Mermaid source -> the diagram as SVG, drawn and sanitized by the platform (the web app: mermaid in strict mode,
   * then DOMPurify); such a block becomes the picture, any other stays as code.
   */
  diagrams?: Readonly<Record<string, string>>;
}

/**
 * A marked instance for one whole document: GFM, footnotes (notes listed at the end, linked both ways), VitePress
 * containers and GitHub alerts as boxes (callouts.ts), and GitHub's heading ids, so `[x](#heading)` jumps. Footnote numbering lives in the instance: make one for each document (never share it).
 */
export function documentMarked(options: DocumentOptions = {}, ...extensions: MarkedExtension[]): Marked {
  const slug = headingSlugger();
  return new Marked(
    { gfm: true, async: false },
    nestingLimit,
    gfmFootnotes(),
    mathExtension(options.math, options.onMathError),
    ...calloutExtensions(),
    {
      renderer: {
        heading(token: Tokens.Heading) {
          const id = slug(inlineText(token.tokens));
          return `<h${token.depth} id="${escapeAttribute(id)}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
        },
        code(token: Tokens.Code) {
          if (isMathFence(token))
            return mathHtml({ text: token.text, display: true }, options.math, options.onMathError);
          const diagram = isMermaidFence(token) ? options.diagrams?.[token.text] : undefined;
          if (diagram) return `<figure class="mermaid-diagram">${diagram}</figure>\n`;
          const lang = token.lang?.trim().split(/\s/)[0] ?? '';
          const cls = lang ? ` class="language-${escapeAttribute(lang)}"` : '';
          const body = options.highlight ? options.highlight(token.text, lang) : escapeHtml(token.text);
          // A block wider than its panel scrolls, and a scrolling region must be reachable by keyboard.
          return `<pre tabindex="0"><code${cls}>${body}\n</code></pre>\n`;
        },
      },
    },
    ...extensions,
  );
}

export interface LexedDocument {
  tokens: Token[];
  /** The referenced footnotes, numbered in order of first reference; unreferenced notes are dropped, as on GitHub. */
  footnotes: Footnote[];
}

/** The document's block tokens (GFM) with its footnotes taken out. */
export function lexDocument(markdown: string): LexedDocument {
  const marked = documentMarked();
  const tokens = marked.lexer(markdown);
  // What parse() does before rendering (GitHub's alert blockquotes become alerts), done for a lexer-only reader.
  const walk = marked.defaults.walkTokens;
  if (walk) marked.walkTokens(tokens, walk);
  const notes = tokens.find((token) => token.type === 'footnotes') as Footnotes | undefined;
  return {
    tokens: tokens.filter((token) => token.type !== 'footnotes' && token.type !== 'footnote'),
    footnotes: notes?.items ?? [],
  };
}

/**
 * Whether the document holds math as it is rendered (a `$` in code, or `$5 and $6` in prose, is none), so a page
 * or a build loads the typesetter (MathJax, ~500 KB) only then.
 */
export function documentHasMath(markdown: string): boolean {
  if (!mayHaveMath(markdown)) return false;
  const { tokens, footnotes } = lexDocument(markdown);
  return tokensHaveMath([...tokens, ...footnotes.flatMap((note) => note.content)]);
}

/**
 * The sources of the ```mermaid blocks of a Markdown text as it is rendered (a document's front matter split off
 * by the caller), in order, so a page can draw them before it renders.
 */
export function mermaidSources(markdown: string): string[] {
  if (!/^ {0,3}(`{3,}|~{3,})\s*mermaid\b/im.test(markdown)) return [];
  const found: string[] = [];
  const { tokens, footnotes } = lexDocument(markdown);
  const stack: Token[] = [...tokens, ...footnotes.flatMap((note) => note.content)];
  while (stack.length > 0) {
    const token = stack.shift() as Token;
    if (isMermaidFence(token)) found.push((token as Tokens.Code).text);
    if ('tokens' in token && token.tokens) stack.unshift(...token.tokens);
    if (token.type === 'list') stack.unshift(...(token as Tokens.List).items);
  }
  return found;
}
