import type { MarkedExtension, Token, Tokens } from 'marked';
import { escapeAttribute, escapeHtml } from '../html/escape';
import type { MathTypesetter } from './math-shapes';

export type { MathShape, MathTypesetter, TypesetMath } from './math-shapes';

/** Marked's tokens for math: `$…$`, `` $`…`$ ``, `$$…$$` (inline and as a block) and ```math fences. */
export interface MathToken {
  type: 'math' | 'mathInline';
  raw: string;
  text: string;
  display: boolean;
}

const INLINE_DOLLAR = /^\$(?!\s)((?:\\[\s\S]|[^\\$\n])+?)(?<!\s)\$(?![0-9A-Za-z])/;
const INLINE_BACKTICK = /^\$`([^`\n]+?)`\$/;
const INLINE_DISPLAY = /^\$\$(?!\$)((?:\\[\s\S]|[^\\$])+?)\$\$/;
const BLOCK = /^ {0,3}\$\$([\s\S]+?)\$\$[ \t]*(?:\n+|$)/;

/**
 * GitHub's math syntax as a marked extension: `$x$` (not after an ASCII letter or digit, no space inside either
 * `$`, not before an ASCII letter or digit, so `$5 and $6` stays prose), `` $`x`$ ``, `$$x$$` inline and as a block; `\$` is a
 * dollar (marked's escape). Nothing inside is Markdown, so `_` and `*` are never emphasis. With a typesetter the
 * HTML is an inline SVG; without one (or on a TeX error) the source shows in a `math-error`/`math-source` code.
 */
export function mathExtension(
  typesetter?: MathTypesetter,
  onError?: (tex: string, error: string) => void,
): MarkedExtension {
  return {
    extensions: [
      {
        name: 'math',
        level: 'block',
        start: (src: string) => src.match(/(?:^|\n) {0,3}\$\$/)?.index,
        tokenizer(src: string): MathToken | undefined {
          const match = BLOCK.exec(src);
          if (!match?.[1]?.trim()) return undefined;
          return { type: 'math', raw: match[0], text: match[1].trim(), display: true };
        },
        renderer: (token) => mathHtml(token as unknown as MathToken, typesetter, onError),
      },
      {
        name: 'mathInline',
        level: 'inline',
        start(src: string) {
          for (const match of src.matchAll(/\$/g)) {
            const before = src[match.index - 1];
            // Not inside an ASCII word (`a$b$`); CJK text runs into formulas without spaces (`变量$x$和`).
            if (before !== undefined && /[0-9A-Za-z\\]/.test(before)) continue;
            return match.index;
          }
          return undefined;
        },
        tokenizer(src: string): MathToken | undefined {
          const backtick = INLINE_BACKTICK.exec(src);
          if (backtick?.[1]) return inlineToken(backtick[0], backtick[1], false);
          const display = INLINE_DISPLAY.exec(src);
          if (display?.[1]?.trim()) return inlineToken(display[0], display[1], true);
          const inline = INLINE_DOLLAR.exec(src);
          if (inline?.[1]) return inlineToken(inline[0], inline[1], false);
          return undefined;
        },
        renderer: (token) => mathHtml(token as unknown as MathToken, typesetter, onError),
      },
    ],
  };
}

const inlineToken = (raw: string, text: string, display: boolean): MathToken => ({
  type: 'mathInline',
  raw,
  text: text.trim(),
  display,
});

/** How a page shows formulas: display math centred and scrolled when wider than the text, errors in red. */
export const MATH_CSS =
  '.math-display{display:block;margin:1rem 0;overflow-x:auto;overflow-y:hidden;text-align:center}.math svg{max-width:none}.math-error code{color:#cf222e}';

/** One line for a formula TeX could not read: its source (cut short: a matrix can be 100 KB) and why. */
export function mathErrorLine(tex: string, error: string): string {
  const source = tex.replace(/\s+/g, ' ').trim();
  return `${source.length > 60 ? `${source.slice(0, 59)}…` : source}: ${error}`;
}

/** The one warning for a document's TeX errors (`mathErrorLine`s), or undefined when there were none. */
export function mathWarning(errors: readonly string[]): string | undefined {
  const [first] = errors;
  if (first === undefined) return undefined;
  const short = first.length > 200 ? `${first.slice(0, 197)}…` : first;
  return `${errors.length === 1 ? 'a formula' : `${errors.length} formulas`} could not be typeset (shown as TeX source in red): ${short}`;
}

/** A fenced block GitHub draws as math: ```math. */
export const isMathFence = (token: Token): boolean =>
  token.type === 'code' && (token as Tokens.Code).lang?.trim().toLowerCase() === 'math';

/** The HTML of one formula: its SVG, or its source in an error style with TeX's message as the title. */
export function mathHtml(
  token: Pick<MathToken, 'text' | 'display'>,
  typesetter: MathTypesetter | undefined,
  onError?: (tex: string, error: string) => void,
): string {
  const tag = token.display ? 'div' : 'span';
  if (!typesetter) {
    const source = token.display ? `$$${token.text}$$` : `$${token.text}$`;
    return `<${tag} class="math math-source"><code>${escapeHtml(source)}</code></${tag}>`;
  }
  const result = typesetter.typeset(token.text, token.display);
  if (result.error !== undefined) {
    onError?.(token.text, result.error);
    const source = token.display ? `$$${token.text}$$` : `$${token.text}$`;
    return `<${tag} class="math math-error" title="${escapeAttribute(`TeX error: ${result.error}`)}"><code>${escapeHtml(source)}</code></${tag}>`;
  }
  return `<${tag} class="math math-${token.display ? 'display' : 'inline'}">${result.svg}</${tag}>`;
}

/** Whether a lexed document holds any math (so a page loads the typesetter only then). */
export function tokensHaveMath(tokens: readonly Token[]): boolean {
  const stack: Token[] = [...tokens];
  while (stack.length > 0) {
    const token = stack.pop() as Token;
    if (token.type === 'math' || token.type === 'mathInline' || isMathFence(token)) return true;
    if ('tokens' in token && token.tokens) stack.push(...token.tokens);
    if (token.type === 'list') for (const item of (token as Tokens.List).items) stack.push(item);
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) stack.push(...cell.tokens);
    }
    if ('content' in token && Array.isArray(token.content)) stack.push(...(token.content as Token[]));
    if ('items' in token && token.type === 'footnotes') stack.push(...(token.items as Token[]));
  }
  return false;
}

/** A cheap first look: can the text hold math at all? (A `$` or a ```math fence.) */
export const mayHaveMath = (markdown: string) =>
  markdown.includes('$') || /^ {0,3}(`{3,}|~{3,})\s*math\b/im.test(markdown);

let loading: Promise<MathTypesetter> | undefined;

/** MathJax (TeX -> SVG paths, ~500 KB), imported the first time a document has math. */
export function loadMathTypesetter(): Promise<MathTypesetter> {
  loading ??= import('./math-typeset').then((module) => module.createTypesetter());
  return loading;
}
