import type { OutputFile } from '../../ports';
import { JSON_FILE_NAME, workspaceToJson } from './json';
import { toMarkdown, toMermaidKanban, toMermaidMindmap, toTree } from './text-exports';
import type { Workspace } from './types';

const TEXT_EXPORT_FORMATS = ['json', 'markdown', 'mermaid-mindmap', 'mermaid-kanban', 'tree'] as const;
export type TextExportFormat = (typeof TEXT_EXPORT_FORMATS)[number];

const TEXT_EXPORTS: Record<TextExportFormat, { name: string; mime: string; write(w: Workspace): string }> = {
  json: { name: JSON_FILE_NAME, mime: 'application/json', write: workspaceToJson },
  markdown: { name: 'workspace.md', mime: 'text/markdown', write: toMarkdown },
  'mermaid-mindmap': { name: 'workspace-mindmap.mmd', mime: 'text/plain', write: toMermaidMindmap },
  'mermaid-kanban': { name: 'workspace-kanban.mmd', mime: 'text/plain', write: toMermaidKanban },
  tree: { name: 'workspace-tree.txt', mime: 'text/plain', write: toTree },
};

/** The workspace as a text file: the JSON the page imports back, Markdown, Mermaid or a plain tree. */
export function runWorkspaceExport({
  workspace,
  format,
}: {
  workspace: Workspace;
  format: TextExportFormat;
}): OutputFile {
  const { name, mime, write } = TEXT_EXPORTS[format];
  return { name, mime, data: write(workspace) };
}
