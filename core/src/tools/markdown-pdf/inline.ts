import type { Token, Tokens } from 'marked';
import { decodeEntities } from '../../html/escape';
import type { PdfTheme } from './themes';

/** One run of a pdfmake text array. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italics?: boolean;
  decoration?: 'lineThrough' | 'underline';
  /** 'Mono', or an emoji family the platform registered. */
  font?: string;
  background?: string;
  color?: string;
  link?: string;
  fontSize?: number;
}

type Style = Omit<TextRun, 'text'>;

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

/** marked inline tokens -> pdfmake runs, carrying bold/italic/strike/link down to the leaves. */
export function inlineRuns(
  tokens: readonly Token[] | undefined,
  theme: PdfTheme,
  style: Style = {},
): TextRun[] {
  const runs: TextRun[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        runs.push(...inlineRuns((token as Tokens.Strong).tokens, theme, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...inlineRuns((token as Tokens.Em).tokens, theme, { ...style, italics: true }));
        break;
      case 'del':
        runs.push(
          ...inlineRuns((token as Tokens.Del).tokens, theme, { ...style, decoration: 'lineThrough' }),
        );
        break;
      case 'codespan':
        runs.push({
          ...style,
          text: decodeEntities((token as Tokens.Codespan).text),
          font: 'Mono',
          fontSize: theme.fontSize * 0.9,
          background: theme.codeBackground,
          color: theme.codeText,
        });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const href = safeLink(link.href);
        if (!href) {
          runs.push(...inlineRuns(link.tokens, theme, style));
          break;
        }
        const linked: Style = { ...style, link: href, color: theme.link };
        if (theme.underlineLinks && !style.decoration) linked.decoration = 'underline';
        runs.push(...inlineRuns(link.tokens, theme, linked));
        break;
      }
      case 'image':
        runs.push({ ...style, text: (token as Tokens.Image).text || 'image', italics: true });
        break;
      case 'br':
        runs.push({ ...style, text: '\n' });
        break;
      case 'checkbox':
        break; // drawn by the list item
      default: {
        const nested = 'tokens' in token ? token.tokens : undefined;
        if (nested && nested.length > 0) runs.push(...inlineRuns(nested, theme, style));
        else runs.push({ ...style, text: decodeEntities('text' in token ? String(token.text) : token.raw) });
      }
    }
  }
  return runs;
}
