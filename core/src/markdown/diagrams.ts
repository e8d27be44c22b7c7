/** How a page shows a drawn diagram (`<figure class="mermaid-diagram">`): scrolled inside when wider, on white. */
export const DIAGRAM_CSS =
  '.mermaid-diagram{margin:1rem 0;padding:.5rem;overflow-x:auto;background:#fff;border-radius:6px;text-align:center}.mermaid-diagram svg{max-width:100%;height:auto}';

/** The one line a platform that cannot draw mermaid says (the blocks stay as code). */
export const mermaidNote = (count: number) =>
  `mermaid diagrams are drawn only in the web app: ${count === 1 ? 'the diagram is' : `${count} diagrams are`} kept as code.`;
