import type { ComponentInput } from '../../account';
import type { Workspace, WorkspaceNode } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A workspace as the rows the data API keeps (a whole-board save): each main node a component in the order of
 * the plan, its sub-tasks as sub-components (done when Complete). A deadline the text gave as words stays in
 * the plan text only: the column holds dates.
 */
export function workspaceBoard(workspace: Workspace): ComponentInput[] {
  const byId = new Map(workspace.nodes.map((node) => [node.id, node]));
  return workspace.nodes
    .filter((node) => !node.parentId)
    .map((node, position) => ({
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
        .map((child, i) => ({ title: child.title, done: child.status === 'Complete', position: i })),
    }));
}
