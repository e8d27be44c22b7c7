import { Marked } from 'marked';

const marked = new Marked({ gfm: true, async: false });

/**
 * GitHub-flavoured Markdown to HTML. Raw HTML in the source passes through, as on GitHub, so the result must be
 * sanitized (DOMPurify on the web) before it reaches a page.
 */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
