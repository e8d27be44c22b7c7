import { type DocumentOptions, documentMarked } from './document-marked';

export { documentHasMath, mermaidSources } from './document-marked';

/** A task-list box with an accessible name (marked's own has none, which axe reports as an unlabelled input). */
export function taskCheckbox({ checked }: { checked: boolean }): string {
  return `<input type="checkbox" disabled${checked ? ' checked' : ''} aria-label="${checked ? 'Done' : 'To do'}"> `;
}

/**
 * GitHub-flavoured Markdown to HTML, footnotes and heading ids included (code through `options.highlight`).
 * Raw HTML in the source passes through, as on GitHub, so the result must be sanitized (DOMPurify on the web)
 * before it reaches a page.
 */
export function markdownToHtml(markdown: string, options: DocumentOptions = {}): string {
  return documentMarked(options, { renderer: { checkbox: taskCheckbox } }).parse(markdown, { async: false });
}
