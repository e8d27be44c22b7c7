import type { Clock } from '../../ports';
import { connectByTags } from './nodes';
import { PRIORITIES, type Priority, type Status, type Workspace, type WorkspaceNode } from './types';

export const KANBAN_TAGS_SHOWN = 3;
const SORT_KEYS = ['none', 'deadline', 'priority', 'title'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface CardFilter {
  tag?: string;
  priority?: Priority | 'none';
}

const touched = (workspace: Workspace, clock: Clock): Workspace['metadata'] => ({
  ...workspace.metadata,
  updatedAt: clock.now().toISOString(),
});

/** A card dropped on a column: its status becomes the column's (the spec's console-only update, fixed). */
export function moveCard(workspace: Workspace, id: string, status: Status, clock: Clock): Workspace {
  const node = workspace.nodes.find((n) => n.id === id);
  if (!node || node.status === status) return workspace;
  return {
    ...workspace,
    nodes: workspace.nodes.map((n) => (n.id === id ? { ...n, status } : n)),
    metadata: touched(workspace, clock),
  };
}

export interface NewCard {
  title: string;
  description?: string;
  priority?: Priority | null;
  tags?: string[];
  deadline?: string | null;
  status: Status;
}

/** The next free `node-N` id, so added cards never collide with parsed ones. */
function nextId(workspace: Workspace): string {
  let max = 0;
  for (const n of workspace.nodes) {
    const m = /^node-(\d+)$/.exec(n.id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `node-${max + 1}`;
}

export function addCard(workspace: Workspace, card: NewCard, clock: Clock): Workspace {
  const node: WorkspaceNode = {
    id: nextId(workspace),
    title: card.title.trim(),
    description: card.description?.trim() ?? '',
    status: card.status,
    tags: [...new Set((card.tags ?? []).map((t) => t.trim().toLowerCase()).filter(Boolean))],
    priority: card.priority ?? null,
    deadline: card.deadline || null,
    children: [],
    position: { x: 0, y: 0 },
    notes: [],
  };
  const nodes = [...workspace.nodes, node];
  return { nodes, connections: connectByTags(nodes), metadata: touched(workspace, clock) };
}

export function filterCards(nodes: readonly WorkspaceNode[], filter: CardFilter): WorkspaceNode[] {
  return nodes.filter(
    (n) =>
      (!filter.tag || n.tags.includes(filter.tag)) &&
      (!filter.priority || (filter.priority === 'none' ? !n.priority : n.priority === filter.priority)),
  );
}

const rank = (p: Priority | null) => (p ? PRIORITIES.indexOf(p) : PRIORITIES.length);

/** Deadline: soonest first, undated last; priority: Urgent first, none last; title: A to Z. Stable. */
export function sortCards(nodes: readonly WorkspaceNode[], key: SortKey): WorkspaceNode[] {
  const list = [...nodes];
  if (key === 'deadline') list.sort((a, b) => (a.deadline ?? '\uffff').localeCompare(b.deadline ?? '\uffff'));
  if (key === 'priority') list.sort((a, b) => rank(a.priority) - rank(b.priority));
  if (key === 'title')
    list.sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
  return list;
}

/** Sub-tasks of a card that are Complete, out of all of them. */
export function cardProgress(workspace: Workspace, node: WorkspaceNode) {
  const done = node.children.filter(
    (id) => workspace.nodes.find((n) => n.id === id)?.status === 'Complete',
  ).length;
  return { done, total: node.children.length };
}
