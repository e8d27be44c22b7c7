import type { ComponentInput } from '../../account';
import { isUuid } from '../../account/fields';
import type { Workspace, WorkspaceNode } from './types';
import { mainNodes } from './workspace';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A node's id as a row id: kept when it is a uuid (a board opened from a project), else the server makes one. */
const rowId = (node: WorkspaceNode) => (isUuid(node.id) ? { id: node.id } : {});

/** `workspace` with every node id a uuid (the row ids a save keeps), references renamed to match. */
export function withRowIds(workspace: Workspace, uuid: () => string): Workspace {
  const renamed = new Map<string, string>();
  for (const node of workspace.nodes) if (!isUuid(node.id)) renamed.set(node.id, uuid());
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
    kind: 'node',
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
