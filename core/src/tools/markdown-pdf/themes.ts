import type { PdfFontFamily } from '../../fonts/pdf-fonts';
import { CALLOUT_PALETTES, type CalloutPalette } from '../../markdown/callouts';
import { SYNTAX_PALETTES, type SyntaxPalette } from '../../markdown/syntax-palette';

export const PDF_THEMES = ['github', 'academic', 'modern', 'minimal', 'dark'] as const;
export type PdfThemeName = (typeof PDF_THEMES)[number];

/** Font families the renderer registers (DejaVu in the CLI and on the web, so both give the same PDF). */

export interface PdfTheme {
  font: Exclude<PdfFontFamily, 'Mono'>;
  fontSize: number;
  /** Page background; undefined leaves the paper white. */
  page: string | undefined;
  text: string;
  heading: string;
  muted: string;
  link: string;
  /** Underline links where their colour alone does not set them apart. */
  underlineLinks?: boolean;
  codeBackground: string;
  codeText: string;
  quoteBar: string;
  rule: string;
  tableHeader: string;
  tableBorder: string;
  /** Token colours of highlighted code (the preview and the blog use the same). */
  syntax: SyntaxPalette;
  /** The bar and title colours of `::: tip` containers and `> [!NOTE]` alerts, per tone. */
  callout: CalloutPalette;
}

export const THEMES: Record<PdfThemeName, PdfTheme> = {
  github: {
    font: 'Sans',
    fontSize: 10.5,
    page: undefined,
    text: '#1f2328',
    heading: '#1f2328',
    muted: '#59636e',
    link: '#0969da',
    codeBackground: '#f6f8fa',
    codeText: '#1f2328',
    quoteBar: '#d1d9e0',
    rule: '#d1d9e0',
    tableHeader: '#f6f8fa',
    tableBorder: '#d1d9e0',
    syntax: SYNTAX_PALETTES.light,
    callout: CALLOUT_PALETTES.light,
  },
  academic: {
    font: 'Serif',
    fontSize: 11,
    page: undefined,
    text: '#111111',
    heading: '#000000',
    muted: '#555555',
    link: '#1a0dab',
    codeBackground: '#f4f4f4',
    codeText: '#222222',
    quoteBar: '#888888',
    rule: '#444444',
    tableHeader: '#eeeeee',
    tableBorder: '#555555',
    syntax: SYNTAX_PALETTES.light,
    callout: CALLOUT_PALETTES.light,
  },
  modern: {
    font: 'Sans',
    fontSize: 10.5,
    page: undefined,
    text: '#1e293b',
    heading: '#4338ca',
    muted: '#64748b',
    link: '#7c3aed',
    codeBackground: '#eef2ff',
    codeText: '#312e81',
    quoteBar: '#818cf8',
    rule: '#c7d2fe',
    tableHeader: '#e0e7ff',
    tableBorder: '#c7d2fe',
    syntax: SYNTAX_PALETTES.light,
    callout: CALLOUT_PALETTES.light,
  },
  minimal: {
    font: 'Sans',
    fontSize: 10,
    page: undefined,
    text: '#333333',
    heading: '#111111',
    muted: '#777777',
    link: '#333333',
    underlineLinks: true,
    codeBackground: '#fafafa',
    codeText: '#333333',
    quoteBar: '#dddddd',
    rule: '#e5e5e5',
    tableHeader: '#ffffff',
    tableBorder: '#e5e5e5',
    syntax: SYNTAX_PALETTES.light,
    callout: CALLOUT_PALETTES.light,
  },
  dark: {
    font: 'Sans',
    fontSize: 10.5,
    page: '#0d1117',
    text: '#e6edf3',
    heading: '#f0f6fc',
    muted: '#9198a1',
    link: '#4493f8',
    codeBackground: '#161b22',
    codeText: '#e6edf3',
    quoteBar: '#3d444d',
    rule: '#3d444d',
    tableHeader: '#161b22',
    tableBorder: '#3d444d',
    syntax: SYNTAX_PALETTES.dark,
    callout: CALLOUT_PALETTES.dark,
  },
};
