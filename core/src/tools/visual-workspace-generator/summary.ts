import { mainNodes, subtaskNodes } from './nodes';
import { STATUSES, type Status, type Workspace, type WorkspaceNode } from './types';

/** What a glance at a workspace says: its cards, its sub-tasks and how the cards spread over the statuses. */
export interface WorkspaceSummary {
  title: string;
  /** The components (the board's cards), in plan order. */
  cards: WorkspaceNode[];
  /** The items under them. */
  subtasks: WorkspaceNode[];
  /** Each status's card count and its share of the cards (a whole percent). */
  statuses: { status: Status; count: number; percent: number }[];
}

export function runWorkspaceSummary(workspace: Workspace): WorkspaceSummary {
  const cards = mainNodes(workspace);
  return {
    title: workspace.metadata.title,
    cards,
    subtasks: subtaskNodes(workspace),
    statuses: STATUSES.map((status) => {
      const count = cards.filter((n) => n.status === status).length;
      return { status, count, percent: cards.length ? Math.round((count / cards.length) * 100) : 0 };
    }),
  };
}
