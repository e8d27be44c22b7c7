import { COMPONENT_DEFAULTS, type Component, type ComponentInput } from '../../account';
import { isUuid } from '../../account/fields';
import { connectByTags, mainNodes } from './nodes';
import type { Workspace, WorkspaceNode } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A node's id as a row id: kept when it is a uuid (a board opened from a project), else the server makes one. */
const rowId = (node: WorkspaceNode) => (isUuid(node.id) ? { id: node.id } : {});

/**
 * `workspace` with every node id a uuid (the row ids a save keeps), references renamed to match; with `copy`, every
 * node gets a new one (a board saved as a new project: the ids it has are another project's rows).
 */
export function withRowIds(workspace: Workspace, uuid: () => string, copy = false): Workspace {
  const renamed = new Map<string, string>();
  for (const node of workspace.nodes) if (copy || !isUuid(node.id)) renamed.set(node.id, uuid());
  if (renamed.size === 0) return workspace;
  const to = (id: string) => renamed.get(id) ?? id;
  return {
    ...workspace,
    nodes: workspace.nodes.map((node) => ({
      ...node,
      id: to(node.id),
      children: node.children.map(to),
      ...(node.parentId && { parentId: to(node.parentId) }),
    })),
    connections: workspace.connections.map((c) => ({
      ...c,
      sourceId: to(c.sourceId),
      targetId: to(c.targetId),
    })),
  };
}

/**
 * One main node as the row the data API keeps (a whole-board save, or an added card): its sub-tasks as
 * sub-components (done when Complete). A deadline the text gave as words stays in the plan text only: the column
 * holds dates. Node ids that are uuids are the rows' ids (the web makes them so), so a save keeps its rows.
 */
export function cardInput(workspace: Workspace, node: WorkspaceNode, position: number): ComponentInput {
  const byId = new Map(workspace.nodes.map((n) => [n.id, n]));
  return {
    ...rowId(node),
    title: node.title,
    description: node.description,
    kind: COMPONENT_DEFAULTS.kind,
    status: node.status,
    priority: node.priority,
    deadline: node.deadline !== null && DATE.test(node.deadline) ? node.deadline : null,
    tags: node.tags,
    notes: node.notes.join('\n'),
    position,
    sub_components: node.children
      .map((id) => byId.get(id))
      .filter((child): child is WorkspaceNode => child !== undefined)
      .map((child, i) => ({
        ...rowId(child),
        title: child.title,
        done: child.status === 'Complete',
        position: i,
      })),
  };
}

/** A workspace as the rows the data API keeps (a whole-board save): each main node a component, in plan order. */
export function workspaceBoard(workspace: Workspace): ComponentInput[] {
  return mainNodes(workspace).map((node, position) => cardInput(workspace, node, position));
}

/** A workspace as a project keeps it: the workspace with row ids (`uuid` given), and its rows in plan order. */
export interface WorkspaceRows {
  /** The same object when nothing was renamed (or no `uuid` was given). */
  workspace: Workspace;
  components: ComponentInput[];
}

/**
 * A workspace as the rows of a whole-board save. With `uuid`, node ids that are not uuids become new ones first
 * (the web, so a later drag writes that row); without, they stay and the server makes the rows' ids (the CLI).
 * `newProject`: the rows are a new project's, so every node gets a new id even when it has one (the page had
 * another project open, whose rows those ids are).
 */
export function runWorkspaceRows(
  workspace: Workspace,
  ports: { uuid?: () => string } = {},
  { newProject = false } = {},
): WorkspaceRows {
  const kept = ports.uuid ? withRowIds(workspace, ports.uuid, newProject) : workspace;
  return { workspace: kept, components: workspaceBoard(kept) };
}

const byPosition = <T extends { position: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.position - b.position);

function rowNodes(row: Component): WorkspaceNode[] {
  const subs = byPosition(row.sub_components);
  const card: WorkspaceNode = {
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
  };
  return [
    card,
    ...subs.map(
      (sub): WorkspaceNode => ({
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
      }),
    ),
  ];
}

/** The workspace a project's board shows: one card per main row, its sub-components as sub-tasks; null when empty. */
export function runWorkspaceFromRows(components: readonly Component[], title: string): Workspace | null {
  const rows = byPosition(components.filter((c) => !c.parent_id));
  if (rows.length === 0) return null;
  const nodes = rows.flatMap(rowNodes);
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
