export type { BlogOptions, BlogPost, BlogSource } from './blog';
export { runBlogOptions } from './blog-feed';
export { BLOG_STYLES, type BlogStyle } from './blog-styles';
export type { PdfContent, PdfDocument, PdfOptions } from './document';
export type { TextRun } from './inline';
export { meta } from './meta';
export {
  DEFAULT_PAGE_OPTIONS,
  type Margins,
  PAGE_SIZE_NAMES,
  type PageOptionsInput,
  type PageOptionsResult,
  type PageSizeName,
  type PdfPageOptions,
  runPageOptions,
} from './page-options';
export { type BlogImages, type BlogInput, type BlogPorts, type BlogResult, runBlog } from './run-blog';
export {
  type MarkdownPdfInput,
  type MarkdownPdfPorts,
  type PdfDocumentClass,
  runMarkdownPdf,
  runPdfWriters,
} from './run-pdf';
export { PDF_THEMES, type PdfFontFamily, type PdfTheme, type PdfThemeName, THEMES } from './themes';
