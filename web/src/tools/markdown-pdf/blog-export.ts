import { highlightHtml } from '@toolbox/core/markdown/highlight';
import { loadMathTypesetter, mathWarning } from '@toolbox/core/markdown/math';
import { type BlogStyle, buildBlog, hasMath, zipBlog } from '@toolbox/core/tools/markdown-pdf';

/**
 * The blog as a zip, code highlighted and math typeset, with what could not be shown; loaded on the first blog
 * export (the highlighter is ~40 KB gz; MathJax loads only for a document with math).
 */
export async function exportBlog(
  markdown: string,
  style: BlogStyle,
): Promise<{ zip: Uint8Array; warnings: string[] }> {
  const math = hasMath(markdown) ? await loadMathTypesetter() : undefined;
  const mathErrors: string[] = [];
  const zip = zipBlog(
    buildBlog([{ name: 'document.md', markdown }], style, 'Blog', {
      highlight: highlightHtml,
      ...(math
        ? { math, onMathError: (tex: string, error: string) => mathErrors.push(`${tex}: ${error}`) }
        : {}),
    }),
  );
  const warning = mathWarning(mathErrors);
  return { zip, warnings: warning ? [warning] : [] };
}
