import type { MarkedExtension, Token, Tokens } from 'marked';
import markedAlert from 'marked-alert';
import { escapeHtml } from '../html/escape';
import { canNest, nested } from './nesting';

/**
 * The boxes Markdown docs write: VitePress's containers (`::: tip`, `::: warning Title`, `::: details`, as its
 * markdown-it-container setup reads them) and GitHub's alerts (`> [!NOTE]` … `> [!CAUTION]`), each with the tone
 * both renderers colour it by.
 */
export const CALLOUT_KINDS = {
  info: 'info',
  tip: 'tip',
  warning: 'warning',
  danger: 'danger',
  details: 'info',
  note: 'info',
  important: 'important',
  caution: 'danger',
} as const;

type CalloutKind = keyof typeof CALLOUT_KINDS;
type CalloutTone = (typeof CALLOUT_KINDS)[CalloutKind];

/** A colour per tone: GitHub's alert colours (its Primer light and dark palettes). */
export type CalloutPalette = Readonly<Record<CalloutTone, string>>;

export const CALLOUT_PALETTES: Readonly<Record<'light' | 'dark', CalloutPalette>> = {
  light: { info: '#0969da', tip: '#1a7f37', important: '#8250df', warning: '#9a6700', danger: '#d1242f' },
  dark: { info: '#4493f8', tip: '#3fb950', important: '#ab7df8', warning: '#d29922', danger: '#f85149' },
};

/** The boxes' CSS for a page that sets `--code-bg` (their background): a bar and a title in the tone's colour. */
export function calloutCss(palette: CalloutPalette): string {
  const tones = Object.entries(palette)
    .map(([tone, colour]) => `.callout-${tone}{--callout:${colour}}`)
    .join('');
  return `.callout{margin:1rem 0;padding:.5rem 1rem;border-left:4px solid var(--callout);border-radius:0 6px 6px 0;background:var(--code-bg)}
.callout-title{margin:.25rem 0 .5rem;font-weight:600;color:var(--callout)}.callout>:last-child{margin-bottom:.25rem}
details.callout>summary{cursor:pointer}
${tones}`;
}

/** The default titles: VitePress's labels (`TIP`, `WARNING`, `Details`), GitHub's alert names (`Note`, `Tip`). */
const containerTitle = (kind: CalloutKind) => (kind === 'details' ? 'Details' : kind.toUpperCase());
const alertTitle = (kind: CalloutKind) => kind[0]?.toUpperCase() + kind.slice(1);

const isKind = (name: string): name is CalloutKind => Object.hasOwn(CALLOUT_KINDS, name);

/** A `:::` container as marked lexes it; `kind` undefined for a name that is no box (`code-group`, `raw`). */
interface ContainerToken {
  type: 'container';
  raw: string;
  kind: CalloutKind | undefined;
  title: string;
  /** `::: details Title {open}`: shown open. */
  open: boolean;
  tokens: Token[];
}

/** A box as both renderers see it, whether it was written as a container or as an alert. */
export interface Callout {
  kind: CalloutKind;
  title: string;
  open?: boolean;
  tokens: Token[];
}

/** The box a token is, if it is one (a container of an unknown name is not: its content shows plainly). */
export function calloutOf(token: Token): Callout | undefined {
  if (token.type === 'container') {
    const container = token as unknown as ContainerToken;
    return container.kind && { ...container, kind: container.kind };
  }
  if (token.type === 'alert') {
    const alert = token as unknown as { meta: { variant: string }; tokens?: Token[] };
    const kind = alert.meta.variant;
    if (isKind(kind)) return { kind, title: alertTitle(kind), tokens: alert.tokens ?? [] };
  }
  return undefined;
}

const OPEN = /^ {0,3}(:{3,})[ \t]*([a-zA-Z][\w-]*)[ \t]*([^\n]*)(?:\n|$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Where a paragraph stops for a container: the first opening line with a closing line after it. One that never
 * closes stays in its paragraph; cutting there made each such line a paragraph, and marked's setext-heading rule
 * then read the rest of the document once per line (400 such lines took 48 s).
 */
function containerStart(src: string): number | undefined {
  const openings = src.matchAll(/^ {0,3}(:{3,})[ \t]*[a-zA-Z]/gm);
  const first = openings.next().value;
  if (!first) return undefined;
  const closing = (colons: number) => new RegExp(`^ {0,3}(:{${colons},})[ \\t]*$`, 'gm');
  const near = closing(first[1]?.length ?? 3);
  near.lastIndex = first.index;
  if (near.test(src)) return first.index;
  // The first never closes: the closing lines once, with the most colons any of them from each one on has.
  const closes = [...src.matchAll(closing(3))];
  const most: number[] = [];
  for (let i = closes.length - 1, m = 0; i >= 0; i--) most[i] = m = Math.max(m, closes[i]?.[1]?.length ?? 0);
  let c = 0;
  for (const open of openings) {
    while (c < closes.length && (closes[c]?.index ?? 0) < open.index) c++;
    if (c === closes.length) return undefined;
    if ((most[c] ?? 0) >= (open[1]?.length ?? 3)) return open.index;
  }
  return undefined;
}

/**
 * The body of a container opened by `colons`, up to the line of at least as many colons and nothing else that
 * closes it (markdown-it-container's rule), with containers inside counted so their closings are theirs, and
 * fenced code skipped. Undefined when it never closes (the text then stays a paragraph, as in VitePress).
 */
function containerBody(lines: string[], colons: number): { body: string; used: number } | undefined {
  const inner: number[] = []; // the colons of the containers opened inside, innermost last
  let fence: string | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    const opened = OPEN.exec(line)?.[1];
    if (opened) {
      inner.push(opened.length);
      continue;
    }
    const close = /^ {0,3}(:{3,})[ \t]*$/.exec(line)?.[1]?.length ?? 0;
    if (close === 0) continue;
    const innermost = inner.at(-1);
    if (innermost !== undefined && close >= innermost) inner.pop();
    else if (innermost === undefined && close >= colons)
      return { body: lines.slice(1, i).join('\n'), used: i + 1 };
  }
  return undefined;
}

function containerExtension(): MarkedExtension {
  return {
    extensions: [
      {
        name: 'container',
        level: 'block',
        // Past the nesting limit no container is read: no paragraph stops for one.
        start(src) {
          return canNest(this.lexer) ? containerStart(src) : undefined;
        },
        tokenizer(src) {
          const open = OPEN.exec(src);
          if (!open) return undefined;
          const lines = src.split('\n');
          const found = containerBody(lines, (open[1] ?? '').length);
          if (!found) return undefined;
          const tokens = nested(this.lexer, () => this.lexer.blockTokens(found.body, []));
          if (!tokens) return undefined;
          const name = (open[2] ?? '').toLowerCase();
          const kind = isKind(name) ? name : undefined;
          const info = open[3] ?? '';
          const attributes = /\{([^}]*)\}\s*$/.exec(info);
          const token: ContainerToken = {
            type: 'container',
            raw: lines.slice(0, found.used).join('\n') + (found.used < lines.length ? '\n' : ''),
            kind,
            title: info.slice(0, attributes?.index).trim() || (kind ? containerTitle(kind) : ''),
            open: /(^|\s)open(\s|$)/.test(attributes?.[1] ?? ''),
            tokens,
          };
          return token;
        },
        renderer(token) {
          const container = token as unknown as ContainerToken;
          const inner = this.parser.parse(container.tokens);
          const callout = calloutOf(token as Token);
          return callout ? calloutHtml(callout, inner) : inner;
        },
      },
    ],
  };
}

/** A box as HTML: its title escaped (it is text, never markup), its content already rendered by the caller. */
function calloutHtml(callout: Callout, inner: string): string {
  const tone = CALLOUT_KINDS[callout.kind];
  const title = escapeHtml(callout.title);
  if (callout.kind === 'details')
    return `<details class="callout callout-${tone}"${callout.open ? ' open' : ''}><summary class="callout-title">${title}</summary>\n${inner}</details>\n`;
  return `<div class="callout callout-${tone}"><p class="callout-title">${title}</p>\n${inner}</div>\n`;
}

/**
 * Containers and alerts for a marked instance: marked-alert turns GitHub's alert blockquotes into `alert` tokens
 * (in walkTokens, which `lexCallouts` runs for a lexer-only reader such as the PDF), and both render as the same
 * boxes.
 */
export function calloutExtensions(): MarkedExtension[] {
  const alerts = markedAlert();
  return [
    containerExtension(),
    alerts,
    {
      extensions: [
        {
          name: 'alert',
          level: 'block',
          renderer(token) {
            const callout = calloutOf(token as Token);
            const inner = this.parser.parse((token as Tokens.Generic).tokens ?? []);
            return callout ? calloutHtml(callout, inner) : inner;
          },
        },
      ],
    },
  ];
}
