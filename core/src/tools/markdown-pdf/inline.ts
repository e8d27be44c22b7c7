import type { Token, Tokens } from 'marked';
import type { FootnoteRef } from 'marked-footnote';
import { decodeAttributeValue, decodeEntities } from '../../html/decode';
import { fragmentOf } from '../../markdown/document-marked';
import { type MathToken, type MathTypesetter, mathErrorLine } from '../../markdown/math';
import { footnoteId, headingDestination } from './anchors';
import { TAG, visibleHtml } from './html-blocks';
import { mathRun, mathSourceRun } from './math-pdf';
import type { TextRun } from './text-run';
import type { PdfTheme } from './themes';

/** What inline text needs to know about the document it sits in. */
export interface InlineContext {
  theme: PdfTheme;
  /** Destinations a `#…` link may jump to (heading ids); links to others keep only their text. */
  anchors: ReadonlySet<string>;
  /** Footnote references met since a block last took them: the labels of each note's first reference. */
  refs: string[];
  /** Image source -> data URL of the images the platform loaded. */
  images: Readonly<Record<string, string>>;
  /** TeX -> paths; without it a formula shows as its source. */
  math?: MathTypesetter;
  /** TeX errors met so far (`tex: message`), for one warning. */
  mathErrors: string[];
}

export type { TextRun } from './text-run';

type Style = Omit<TextRun, 'text'>;

const attr = (source: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(source)
    ?.slice(1)
    .find((v) => v !== undefined);

/** The style an HTML element gives its text in a PDF; undefined for elements that only structure. */
function tagStyle(name: string, attrs: string, theme: PdfTheme, style: Style): Style | undefined {
  switch (name) {
    case 'b':
    case 'strong':
    case 'summary':
    case 'th':
      return { ...style, bold: true };
    case 'i':
    case 'em':
    case 'cite':
      return { ...style, italics: true };
    case 'del':
    case 's':
    case 'strike':
      return { ...style, decoration: 'lineThrough' };
    case 'u':
    case 'ins':
      return { ...style, decoration: 'underline' };
    case 'code':
    case 'kbd':
    case 'samp':
    case 'tt':
      return { ...style, font: 'Mono', background: theme.codeBackground, color: theme.codeText };
    case 'sub':
      return { ...style, sub: true };
    case 'sup':
      return { ...style, sup: true };
    case 'a': {
      const href = safeLink(decodeAttributeValue(attr(attrs, 'href') ?? ''));
      return href ? { ...style, link: href, color: theme.link } : style;
    }
    default:
      return undefined;
  }
}

/**
 * Raw HTML as text runs: comments and script-like elements vanish, `<br>` breaks the line, inline elements
 * style their text (bold, italics, code, kbd, sub, sup, links), images not loaded show a placeholder, other tags go.
 * `stack` carries the open elements across the separate tokens marked gives inline HTML as.
 */
export function htmlRuns(
  html: string,
  theme: PdfTheme,
  stack: Style[],
  images: Readonly<Record<string, string>> = {},
): TextRun[] {
  const runs: TextRun[] = [];
  const source = visibleHtml(html);
  const current = () => stack.at(-1) ?? {};
  let last = 0;
  const text = (raw: string) => {
    const value = decodeEntities(raw.replace(/\s+/g, ' '));
    if (value.trim() || (value && runs.length > 0)) runs.push({ ...current(), text: value });
  };
  for (const match of source.matchAll(TAG)) {
    text(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = (match[2] ?? '').toLowerCase();
    const attrs = match[3] ?? '';
    if (name === 'br') runs.push({ ...current(), text: '\n' });
    else if (name === 'img') {
      // A loaded image is placed as a block by the caller; any other stays a visible placeholder.
      const src = attr(attrs, 'src') ?? '';
      if (!images[src]) runs.push(imagePlaceholder(attr(attrs, 'alt') ?? '', src, theme, current()));
    } else if (match[1] === '/') {
      if (tagStyle(name, '', theme, {}) && stack.length > 1) stack.pop();
    } else {
      const styled = tagStyle(name, attrs, theme, current());
      if (styled) stack.push(styled);
    }
  }
  text(source.slice(last));
  return runs;
}

/** An image that is not embedded: `[image: alt]`, muted and italic, linked to a web address. */
function imagePlaceholder(alt: string, src: string, theme: PdfTheme, style: Style = {}): TextRun {
  const href = safeLink(src);
  return {
    ...style,
    text: `[image: ${decodeEntities(alt).trim() || src.split(/[?#]/)[0]?.split('/').pop() || 'image'}]`,
    italics: true,
    color: theme.muted,
    ...(href ? { link: href } : {}),
  };
}

/** Only these open from a PDF: `javascript:`, `file:`, `data:` and relative links stay plain text. */
export function safeLink(href: string): string | undefined {
  const trimmed = href.trim();
  return /^(https?:\/\/|mailto:)/i.test(trimmed) ? trimmed : undefined;
}

/** The text a reader sees, for outlines, titles and alt text. */
export function plainText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? [])
    .map((token) => {
      if ('tokens' in token && token.tokens && token.type !== 'codespan') return plainText(token.tokens);
      if (token.type === 'image') return (token as Tokens.Image).text;
      if (token.type === 'br') return ' ';
      return decodeEntities('text' in token ? String(token.text) : token.raw);
    })
    .join('');
}

/** Chinese and Japanese characters, between which a source line break is no space (CSS Text's segment breaks). */
const CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\u3000-\\u303F\\uFF00-\\uFFEF]';
const CJK_BREAK = new RegExp(`(${CJK})[ \\t]*\\n[ \\t]*(?=${CJK})`, 'gu');

/** A soft line break (a newline inside a paragraph) is a space, as GitHub shows it; none between CJK characters. */
function softBreaks(text: string): string {
  return text.includes('\n') ? text.replace(CJK_BREAK, '$1').replace(/[ \t]*\n[ \t]*/g, ' ') : text;
}

/** marked inline tokens -> pdfmake runs, carrying bold/italic/strike/link down to the leaves. */
export function inlineRuns(
  tokens: readonly Token[] | undefined,
  ctx: InlineContext,
  style: Style = {},
): TextRun[] {
  const runs: TextRun[] = [];
  const htmlStack: Style[] = [style];
  const fallback = frameFallback(tokens ?? []);
  for (const token of tokens ?? []) {
    if (fallback.has(token)) continue;
    // Text between inline HTML tags takes their style (`<kbd>Ctrl</kbd>` arrives as three tokens).
    if (htmlStack.length > 1 && token.type !== 'html')
      runs.push(...inlineRuns([token], ctx, htmlStack.at(-1)));
    else runs.push(...tokenRuns(token, ctx, style, htmlStack));
  }
  return joinAlike(runs);
}

/**
 * Neighbouring runs that differ only in their text, as one run: Markdown's escapes and entities arrive as a token
 * each, and pdfmake lays a paragraph out in time that grows faster than its runs (20,000 `\\\\` in a row, each its
 * own run, took seconds). Drawn the same, and kerned across the join as one word is.
 */
function joinAlike(runs: TextRun[]): TextRun[] {
  const joined: TextRun[] = [];
  let copied: TextRun | undefined;
  for (const run of runs) {
    const last = joined.at(-1);
    if (last && alike(last, run)) {
      if (copied !== last) {
        copied = { ...last };
        joined[joined.length - 1] = copied;
      }
      copied.text += run.text;
    } else joined.push(run);
  }
  return joined;
}

function alike(a: TextRun, b: TextRun): boolean {
  const keys = Object.keys(a) as (keyof TextRun)[];
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key === 'text' || (key in b && a[key] === b[key]))
  );
}

/** The tokens between an inline `<iframe>` and its `</iframe>`: what browsers without frames showed, never shown. */
function frameFallback(tokens: readonly Token[]): Set<Token> {
  const hidden = new Set<Token>();
  let inside: Token[] | undefined;
  for (const token of tokens) {
    const tag = token.type === 'html' ? token.raw.trim() : '';
    if (/^<\/iframe\s*>$/i.test(tag)) {
      for (const item of inside ?? []) hidden.add(item);
      inside = undefined;
    } else if (/^<iframe\b/i.test(tag) && !/\/>$|<\/iframe/i.test(tag)) inside = [];
    else inside?.push(token);
  }
  return hidden;
}

/** One inline token's runs; inline HTML opens and closes styles on `htmlStack` for the tokens that follow. */
function tokenRuns(token: Token, ctx: InlineContext, style: Style, htmlStack: Style[]): TextRun[] {
  const { theme } = ctx;
  switch (token.type) {
    case 'html':
      return htmlRuns(token.raw, theme, htmlStack, ctx.images);
    case 'strong':
      return inlineRuns((token as Tokens.Strong).tokens, ctx, { ...style, bold: true });
    case 'em':
      return inlineRuns((token as Tokens.Em).tokens, ctx, { ...style, italics: true });
    case 'del':
      return inlineRuns((token as Tokens.Del).tokens, ctx, { ...style, decoration: 'lineThrough' });
    case 'codespan':
      return [
        {
          ...style,
          text: decodeEntities((token as Tokens.Codespan).text),
          font: 'Mono',
          fontSize: theme.fontSize * 0.9,
          background: theme.codeBackground,
          color: theme.codeText,
        },
      ];
    case 'link':
      return linkRuns(token as Tokens.Link, ctx, style);
    case 'footnoteRef':
      return [footnoteRefRun(token as unknown as FootnoteRef, ctx, style)];
    case 'image': {
      // Images the platform loaded are blocks of their own; this one stays a visible placeholder.
      const image = token as Tokens.Image;
      return [imagePlaceholder(image.text, image.href, theme, style)];
    }
    case 'mathInline':
      return [inlineMath(token as unknown as MathToken, ctx, style)];
    case 'br':
      return [{ ...style, text: '\n' }];
    case 'checkbox':
      return []; // drawn by the list item
    default: {
      const nested = 'tokens' in token ? token.tokens : undefined;
      if (nested && nested.length > 0) return inlineRuns(nested, ctx, style);
      const text = decodeEntities('text' in token ? String(token.text) : token.raw);
      return [{ ...style, text: token.type === 'text' ? softBreaks(text) : text }];
    }
  }
}

/** A link to a safe URL or to a heading of the document; any other keeps only its text. */
function linkRuns(link: Tokens.Link, ctx: InlineContext, style: Style): TextRun[] {
  const { theme } = ctx;
  const href = safeLink(link.href);
  const fragment = fragmentOf(link.href);
  const destination = fragment === undefined ? undefined : headingDestination(fragment);
  const target = destination !== undefined && ctx.anchors.has(destination) ? destination : undefined;
  if (!href && !target) return inlineRuns(link.tokens, ctx, style);
  const linked: Style = target
    ? { ...style, linkToDestination: target, color: theme.link }
    : { ...style, link: href, color: theme.link };
  if (theme.underlineLinks && !style.decoration) linked.decoration = 'underline';
  return inlineRuns(link.tokens, ctx, linked);
}

/** A footnote's number, raised and linked to the note; the first reference is remembered for the way back. */
function footnoteRefRun(ref: FootnoteRef, ctx: InlineContext, style: Style): TextRun {
  if (ref.index === 0) ctx.refs.push(ref.label);
  return {
    ...style,
    text: ref.id,
    sup: true,
    color: ctx.theme.link,
    linkToDestination: footnoteId(ref.label),
  };
}

/** `$…$`: the typeset formula, or its source in the error style (the error kept for the warning). */
function inlineMath({ text, display }: MathToken, ctx: InlineContext, style: Style): TextRun {
  const size = style.fontSize ?? ctx.theme.fontSize;
  const math = ctx.math?.typeset(text, display);
  if (math && math.error === undefined) return mathRun(math, size, style.color ?? ctx.theme.text);
  if (math?.error !== undefined) ctx.mathErrors.push(mathErrorLine(text, math.error));
  return { ...style, ...mathSourceRun(text, display, size) };
}
