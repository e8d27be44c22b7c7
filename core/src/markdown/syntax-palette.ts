/** Token kinds of highlighted code and their colours; no highlighter here, so a page can colour without loading one. */
export const TOKEN_KINDS = [
  'keyword',
  'title',
  'constant',
  'string',
  'builtin',
  'comment',
  'tag',
  'section',
  'bullet',
  'addition',
  'deletion',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export type SyntaxPalette = Record<TokenKind, string>;

/** GitHub's code colours (highlight.js github and github-dark), light and dark. */
export const SYNTAX_PALETTES: Record<'light' | 'dark', SyntaxPalette> = {
  light: {
    keyword: '#cf222e',
    title: '#6639ba',
    constant: '#0550ae',
    string: '#0a3069',
    builtin: '#953800',
    comment: '#57606a',
    tag: '#116329',
    section: '#0550ae',
    bullet: '#6c5a0f',
    addition: '#116329',
    deletion: '#a40e26',
  },
  dark: {
    keyword: '#ff7b72',
    title: '#d2a8ff',
    constant: '#79c0ff',
    string: '#a5d6ff',
    builtin: '#ffa657',
    comment: '#8b949e',
    tag: '#7ee787',
    section: '#79c0ff',
    bullet: '#f2cc60',
    addition: '#aff5b4',
    deletion: '#ffdcd7',
  },
};

/** `.tok-keyword{color:…}` rules for a page's stylesheet. */
export function syntaxCss(palette: SyntaxPalette): string {
  return TOKEN_KINDS.map((kind) => `.tok-${kind}{color:${palette[kind]}}`).join('');
}
