import { ToolInputError } from '../../errors';
import type { Clock } from '../../ports';
import { layoutWorkspace } from './layouts';
import { parsePlan } from './parser';
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
    status: sub.completed ? 'Complete' : sub.blocked ? 'Blocked' : 'Not Started',
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
  /** Told each line the parser could not use (an unknown status), with the valid values. */
  onWarning?: (message: string) => void;
}

/**
 * Text -> workspace (§5). Blank text is a ToolInputError with the spec's message. The root of every layout is
 * `metadata.title`: the `#` title above `##` components, else the given title, else "Generated Workspace".
 */
export function generateWorkspace(
  text: string,
  { clock, layout = 'hierarchical', title, onWarning }: GenerateOptions,
) {
  if (!text.trim()) throw new ToolInputError(BLANK_TEXT_MESSAGE);
  const plan = parsePlan(text);
  const components = plan.components;
  for (const warning of plan.warnings) onWarning?.(warning);
  const nodes = components.flatMap(nodesOf);
  const now = clock.now().toISOString();
  const subtasks = nodes.length - components.length;
  const counts = `${components.length} components and ${subtasks} sub-tasks parsed from your text`;
  const workspace: Workspace = {
    nodes,
    connections: connectByTags(nodes),
    metadata: {
      title: title ?? plan.root ?? DEFAULT_TITLE,
      description: plan.intro.length ? `${plan.intro.join(' ')} (${counts})` : counts,
      createdAt: now,
      updatedAt: now,
    },
  };
  return layoutWorkspace(workspace, layout);
}

export const mainNodes = (workspace: Workspace) => workspace.nodes.filter((n) => !n.parentId);
export const subtaskNodes = (workspace: Workspace) => workspace.nodes.filter((n) => n.parentId);
