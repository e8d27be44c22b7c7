export { hasRtl, reorderBidiLines } from './bidi-lines';
export {
  BLOG_ZIP_NAME,
  type BlogOptions,
  type BlogPost,
  type BlogSource,
  buildBlog,
  zipBlog,
} from './blog';
export { parseSiteUrl, sitemap } from './blog-feed';
export { BLOG_STYLES, type BlogStyle } from './blog-styles';
export {
  A4,
  hasMath,
  imageSources,
  markdownToPdf,
  type PdfContent,
  type PdfDocument,
  type PdfOptions,
} from './document';
export type { TextRun } from './inline';
export { drawMathRuns } from './math-pdf';
export { meta } from './meta';
export {
  DEFAULT_MARGINS,
  DEFAULT_PAGE_OPTIONS,
  type Margins,
  PAGE_SIZE_NAMES,
  PAGE_SIZES,
  type PageSizeName,
  type PdfPageOptions,
  parseMargins,
} from './page-options';
export { writeShapedText } from './shaped-text';
export { PDF_THEMES, type PdfFontFamily, type PdfTheme, type PdfThemeName, THEMES } from './themes';
