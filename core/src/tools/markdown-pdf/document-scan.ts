import type { Token, Tokens } from 'marked';
import { documentHasMath, lexDocument, mermaidSources } from '../../markdown/document-marked';
import { splitFrontMatter } from '../../markdown/front-matter';
import { htmlImages } from './html-blocks';

/** Whether the document has math, so the platform loads the typesetter (MathJax) only then. */
export const hasMath = (markdown: string): boolean => documentHasMath(splitFrontMatter(markdown).body);

/** The document's ```mermaid sources (its front matter left out), so the platform can draw them before building. */
export const diagramSources = (markdown: string): string[] => mermaidSources(splitFrontMatter(markdown).body);

/** Every image href in the document, so the platform can load them before building. */
export function imageSources(markdown: string): string[] {
  const found = new Set<string>();
  const { tokens, footnotes } = lexDocument(splitFrontMatter(markdown).body);
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') found.add((token as Tokens.Image).href);
      if (token.type === 'html') for (const image of htmlImages(token.raw)) found.add(image.src);
      if ('tokens' in token && token.tokens) walk(token.tokens);
      if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens);
      if (token.type === 'table') {
        const table = token as Tokens.Table;
        for (const cell of [...table.header, ...table.rows.flat()]) walk(cell.tokens);
      }
    }
  };
  walk(tokens);
  for (const note of footnotes) walk(note.content);
  return [...found];
}
