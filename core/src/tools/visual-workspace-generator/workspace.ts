import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { layoutWorkspace } from './layouts';
import { parseComponents } from './parser';
import { priorityFromNotes } from './rules';
import type { Connection, Layout, ParsedComponent, Workspace, WorkspaceNode } from './types';

export const BLANK_TEXT_MESSAGE = 'Please enter some text to generate a workspace';
export const GENERATE_FAILED_MESSAGE = 'Failed to generate workspace. Please check your input format.';
export const DEFAULT_TITLE = 'Generated Workspace';

function nodesOf(component: ParsedComponent): WorkspaceNode[] {
  const subtasks: WorkspaceNode[] = component.subComponents.map((sub, index) => ({
    id: `${component.id}-sub-${index}`,
    title: sub.title,
    description: '',
    status: sub.completed ? 'Complete' : 'Not Started',
    tags: [],
    priority: null,
    deadline: null,
    children: [],
    parentId: component.id,
    position: { x: 0, y: 0 },
    notes: [],
  }));
  const main: WorkspaceNode = {
    id: component.id,
    title: component.title,
    description: component.description,
    status: component.status,
    tags: component.tags,
    priority: component.priority ?? priorityFromNotes(component.notes.join('\n')) ?? null,
    deadline: component.deadline ?? null,
    children: subtasks.map((s) => s.id),
    position: { x: 0, y: 0 },
    notes: component.notes,
  };
  return [main, ...subtasks];
}

/** One `related` connection per pair of top-level nodes sharing at least one tag. */
export function connectByTags(nodes: readonly WorkspaceNode[]): Connection[] {
  const main = nodes.filter((n) => !n.parentId);
  const byTag = new Map<string, number[]>();
  main.forEach((node, index) => {
    for (const tag of node.tags) {
      const list = byTag.get(tag) ?? [];
      list.push(index);
      byTag.set(tag, list);
    }
  });
  const pairs = new Set<number>();
  const connections: Connection[] = [];
  const n = main.length;
  for (let i = 0; i < n; i++) {
    const partners = new Set<number>();
    for (const tag of main[i]!.tags) for (const j of byTag.get(tag) ?? []) if (j > i) partners.add(j);
    for (const j of [...partners].sort((a, b) => a - b)) {
      if (pairs.has(i * n + j)) continue;
      pairs.add(i * n + j);
      const source = main[i]!.id;
      const target = main[j]!.id;
      connections.push({ id: `${source}--${target}`, sourceId: source, targetId: target, type: 'related' });
    }
  }
  return connections;
}

export interface GenerateOptions {
  clock: Clock;
  layout?: Layout;
  title?: string;
}

/** The plan's own name: a level-1 heading, when the text also has level-2 headings below it. */
export function titleFromText(text: string): string | undefined {
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trim());
  const heading = lines.find((line) => /^#\s+\S/.test(line));
  if (!heading || !lines.some((line) => /^##\s+\S/.test(line))) return undefined;
  return heading.replace(/^#\s+/, '');
}

/** Text -> workspace (§5). Blank text is a ToolInputError with the spec's message. */
export function generateWorkspace(text: string, { clock, layout = 'hierarchical', title }: GenerateOptions) {
  if (!text.trim()) throw new ToolInputError(BLANK_TEXT_MESSAGE);
  const components = parseComponents(text);
  const nodes = components.flatMap(nodesOf);
  const now = clock.now().toISOString();
  const subtasks = nodes.length - components.length;
  const workspace: Workspace = {
    nodes,
    connections: connectByTags(nodes),
    metadata: {
      title: title ?? titleFromText(text) ?? DEFAULT_TITLE,
      description: `${components.length} components and ${subtasks} sub-tasks parsed from your text`,
      createdAt: now,
      updatedAt: now,
    },
  };
  return layoutWorkspace(workspace, layout);
}

export const mainNodes = (workspace: Workspace) => workspace.nodes.filter((n) => !n.parentId);
export const subtaskNodes = (workspace: Workspace) => workspace.nodes.filter((n) => n.parentId);
