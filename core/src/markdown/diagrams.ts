import type { Token, Tokens } from 'marked';
import { isMermaidFence, lexDocument } from './document-marked';

export { isMermaidFence };

/** How a page shows a drawn diagram (`<figure class="mermaid-diagram">`): scrolled inside when wider, on white. */
export const DIAGRAM_CSS =
  '.mermaid-diagram{margin:1rem 0;padding:.5rem;overflow-x:auto;background:#fff;border-radius:6px;text-align:center}.mermaid-diagram svg{max-width:100%;height:auto}';

/**
 * The sources of the ```mermaid blocks of a Markdown text as it is rendered (a document's front matter split off
 * by the caller), in order, so a page can draw them before it renders.
 */
export function mermaidSources(markdown: string): string[] {
  if (!/^ {0,3}(`{3,}|~{3,})\s*mermaid\b/im.test(markdown)) return [];
  const found: string[] = [];
  const { tokens, footnotes } = lexDocument(markdown);
  const stack: Token[] = [...tokens, ...footnotes.flatMap((note) => note.content)];
  while (stack.length > 0) {
    const token = stack.shift() as Token;
    if (isMermaidFence(token)) found.push((token as Tokens.Code).text);
    if ('tokens' in token && token.tokens) stack.unshift(...token.tokens);
    if (token.type === 'list') stack.unshift(...(token as Tokens.List).items);
  }
  return found;
}

/** The one line a platform that cannot draw mermaid says (the blocks stay as code). */
export const mermaidNote = (count: number) =>
  `mermaid diagrams are drawn only in the web app: ${count === 1 ? 'the diagram is' : `${count} diagrams are`} kept as code.`;
