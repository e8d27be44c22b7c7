import { highlightHtml } from '@toolbox/core/markdown/highlight';
import { loadMathTypesetter } from '@toolbox/core/markdown/math';
import { type BlogStyle, runBlog } from '@toolbox/core/tools/markdown-pdf';
import { systemClock } from '../../platform/clock';

/**
 * The blog as a zip, code highlighted, math typeset and mermaid diagrams drawn (the same sanitized SVG as the
 * preview), with what could not be shown; loaded on the first blog export (the highlighter is ~40 KB gz; MathJax
 * and mermaid load only for a document that has math or a diagram). With a site URL the zip also holds
 * `feed.xml` (Atom) and `sitemap.xml`, written by the same core entry point as `toolbox blog --site-url`.
 */
export async function exportBlog(
  markdown: string,
  style: BlogStyle,
  siteUrl?: string,
): Promise<{ zip: Uint8Array; warnings: string[] }> {
  const site = await runBlog(
    { sources: [{ name: 'document.md', markdown }], style, title: 'Blog', siteUrl, zip: true },
    {
      highlight: highlightHtml,
      clock: systemClock,
      math: loadMathTypesetter,
      diagrams: (sources) => import('./mermaid-diagrams').then(({ drawMermaid }) => drawMermaid(sources)),
    },
  );
  return { zip: site.zip ?? new Uint8Array(), warnings: site.warnings };
}
