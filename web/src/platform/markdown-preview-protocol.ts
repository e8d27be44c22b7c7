/** The page asks for the Markdown's HTML; `id` tells a stale answer from the one it waits for. */
export interface PreviewRequest {
  id: number;
  markdown: string;
}

/**
 * The HTML (unsanitized: raw HTML passes through, as on GitHub) and the ```mermaid sources to draw, or why the text
 * could not be rendered. One request can be answered more than once: again when the highlighter or MathJax arrives.
 */
export type PreviewAnswer = { id: number; html: string; mermaid: string[] } | { id: number; error: string };
