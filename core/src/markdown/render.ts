import { Marked } from 'marked';

/** A task-list box with an accessible name (marked's own has none, which axe reports as an unlabelled input). */
export function taskCheckbox({ checked }: { checked: boolean }): string {
  return `<input type="checkbox" disabled${checked ? ' checked' : ''} aria-label="${checked ? 'Done' : 'To do'}"> `;
}

const marked = new Marked({ gfm: true, async: false, renderer: { checkbox: taskCheckbox } });

/**
 * GitHub-flavoured Markdown to HTML. Raw HTML in the source passes through, as on GitHub, so the result must be
 * sanitized (DOMPurify on the web) before it reaches a page.
 */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
