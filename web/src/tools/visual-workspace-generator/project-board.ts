import type { Component, ComponentInput } from '@toolbox/core/account';
import type { Clock } from '@toolbox/core/ports';
import {
  addCard,
  cardInput,
  connectByTags,
  mainNodes,
  type NewCard,
  type Workspace,
  type WorkspaceNode,
} from '@toolbox/core/tools/visual-workspace-generator';

// A workspace kept in a project (docs/design-notes.md, "Visual Workspace in a project"): the plan's text is the
// project's workspace source and the board is its components (main nodes in order, sub-tasks as sub-components).
// Node ids are the rows' ids, so a Kanban drag or a tick is one row's write, and a board written by the CLI or
// another tab reads back as the same workspace.

const byPosition = <T extends { position: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.position - b.position);

/** The workspace a project's board shows: one card per main row, its sub-components as sub-tasks. */
export function workspaceOfRows(components: readonly Component[], title: string): Workspace | null {
  const rows = byPosition(components.filter((c) => !c.parent_id));
  if (rows.length === 0) return null;
  const nodes: WorkspaceNode[] = [];
  for (const row of rows) {
    const subs = byPosition(row.sub_components);
    nodes.push({
      id: row.id,
      title: row.title,
      description: row.description,
      status: row.status,
      tags: row.tags,
      priority: row.priority,
      deadline: row.deadline,
      children: subs.map((s) => s.id),
      position: { x: 0, y: 0 },
      notes: row.notes ? row.notes.split('\n') : [],
    });
    for (const sub of subs)
      nodes.push({
        id: sub.id,
        title: sub.title,
        description: '',
        status: sub.done ? 'Complete' : 'Not Started',
        tags: [],
        priority: null,
        deadline: null,
        children: [],
        parentId: row.id,
        position: { x: 0, y: 0 },
        notes: [],
      });
  }
  // ISO timestamps: the latest sorts last.
  const updatedAt =
    rows
      .map((r) => r.updated_at)
      .sort()
      .at(-1) ?? '';
  return {
    nodes,
    connections: connectByTags(nodes),
    metadata: { title, description: '', createdAt: updatedAt, updatedAt },
  };
}

/** A sub-task ticked or unticked on its card. */
export function tickSubtask(workspace: Workspace, id: string, done: boolean): Workspace {
  return {
    ...workspace,
    nodes: workspace.nodes.map((n) =>
      n.id === id
        ? { ...n, status: done ? 'Complete' : n.status === 'Complete' ? 'Not Started' : n.status }
        : n,
    ),
  };
}

/** A card added on the board with the row id `id`, and the row its write sends. */
export function addCardAs(
  workspace: Workspace,
  card: NewCard,
  id: string,
  clock: Clock,
): { workspace: Workspace; input: ComponentInput } {
  const added = addCard(workspace, card, clock);
  const node = added.nodes.at(-1);
  if (!node) return { workspace: added, input: { title: card.title } };
  const to = (ref: string) => (ref === node.id ? id : ref);
  const next: Workspace = {
    ...added,
    nodes: added.nodes.map((n) => (n === node ? { ...n, id } : n)),
    connections: added.connections.map((c) => ({ ...c, sourceId: to(c.sourceId), targetId: to(c.targetId) })),
  };
  const position = mainNodes(next).length - 1;
  return { workspace: next, input: { ...cardInput(next, { ...node, id }, position), kind: 'card' } };
}
