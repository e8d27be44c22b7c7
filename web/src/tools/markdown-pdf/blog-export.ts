import { highlightHtml } from '@toolbox/core/markdown/highlight';
import { type BlogStyle, buildBlog, zipBlog } from '@toolbox/core/tools/markdown-pdf';

/** The blog as a zip, code highlighted; loaded on the first blog export (the highlighter is ~40 KB gz). */
export function exportBlog(markdown: string, style: BlogStyle): Uint8Array {
  return zipBlog(buildBlog([{ name: 'document.md', markdown }], style, 'Blog', { highlight: highlightHtml }));
}
