import { mermaidSources } from '@toolbox/core/markdown/diagrams';
import { highlightHtml } from '@toolbox/core/markdown/highlight';
import { loadMathTypesetter, mathErrorLine, mathWarning } from '@toolbox/core/markdown/math';
import { type BlogStyle, buildBlog, hasMath, zipBlog } from '@toolbox/core/tools/markdown-pdf';
import { systemClock } from '../../platform/clock';

/**
 * The blog as a zip, code highlighted, math typeset and mermaid diagrams drawn (the same sanitized SVG as the
 * preview), with what could not be shown; loaded on the first blog export (the highlighter is ~40 KB gz; MathJax
 * and mermaid load only for a document that has math or a diagram). With a site URL (`parseSiteUrl`) the zip also
 * holds `feed.xml` (Atom) and `sitemap.xml`, written by the same core functions as `toolbox blog --site-url`.
 */
export async function exportBlog(
  markdown: string,
  style: BlogStyle,
  siteUrl?: string,
): Promise<{ zip: Uint8Array; warnings: string[] }> {
  const sources = mermaidSources(markdown);
  const [math, diagrams] = await Promise.all([
    hasMath(markdown) ? loadMathTypesetter() : undefined,
    sources.length > 0
      ? import('./mermaid-diagrams').then(({ drawMermaid }) => drawMermaid(sources))
      : undefined,
  ]);
  const mathErrors: string[] = [];
  const zip = zipBlog(
    buildBlog([{ name: 'document.md', markdown }], style, 'Blog', {
      highlight: highlightHtml,
      ...(math
        ? { math, onMathError: (tex: string, error: string) => mathErrors.push(mathErrorLine(tex, error)) }
        : {}),
      ...(diagrams ? { diagrams: diagrams.svg } : {}),
      ...(siteUrl ? { feed: { siteUrl, clock: systemClock } } : {}),
    }),
  );
  const warnings: string[] = [];
  const mathProblem = mathWarning(mathErrors);
  if (mathProblem) warnings.push(mathProblem);
  const undrawn = Object.values(diagrams?.errors ?? {});
  if (undrawn.length > 0)
    warnings.push(
      `${undrawn.length === 1 ? 'a mermaid diagram' : `${undrawn.length} mermaid diagrams`} could not be drawn (kept as code): ${undrawn[0]}`,
    );
  return { zip, warnings };
}
