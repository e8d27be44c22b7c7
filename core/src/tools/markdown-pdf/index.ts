export type { BlogSource } from './blog';
export { runBlogOptions } from './blog-feed';
export { BLOG_STYLES, type BlogStyle } from './blog-styles';
export type {
  PdfContent,
  PdfOptions,
} from './document';

export { meta } from './meta';
export { DEFAULT_PAGE_OPTIONS, PAGE_SIZE_NAMES, type PdfPageOptions, runPageOptions } from './page-options';
export { runBlog } from './run-blog';
export { type PdfDocumentClass, runMarkdownPdf, runPdfWriters } from './run-pdf';
export { PDF_THEMES, type PdfThemeName, THEMES } from './themes';
