import type { Clock } from '../../ports';
import { priorityColor } from './colors';
import { computeDashboard, type Dashboard } from './dashboard';
import { type CardFilter, cardProgress, filterCards, type SortKey, sortCards } from './kanban';
import { mainNodes } from './nodes';
import { STATUSES, type Status, type Workspace, type WorkspaceNode } from './types';

/** A card as the board draws it. */
export interface BoardCard {
  node: WorkspaceNode;
  /** The priority's dot colour. */
  color: string;
  /** Sub-tasks Complete, out of all of them. */
  progress: { done: number; total: number };
  /** The sub-tasks, in order, to tick on the card. */
  subtasks: WorkspaceNode[];
}

interface WorkspaceBoard {
  /** Every tag on a card, A to Z: the filter's choices. */
  tags: string[];
  /** One column per status, with the cards the filter keeps, in the chosen order. */
  columns: { status: Status; cards: BoardCard[] }[];
  /** Cards the filter keeps, out of all. */
  shown: number;
  total: number;
}

export interface WorkspaceViewInput {
  workspace: Workspace;
  filter?: CardFilter;
  sort?: SortKey;
}

/** What the Kanban and dashboard tabs draw. */
export interface WorkspaceView {
  board: WorkspaceBoard;
  dashboard: Dashboard;
}

function boardCard(workspace: Workspace, node: WorkspaceNode): BoardCard {
  const byId = new Map(workspace.nodes.map((n) => [n.id, n]));
  return {
    node,
    color: priorityColor(node.priority),
    progress: cardProgress(workspace, node),
    subtasks: node.children.flatMap((id) => byId.get(id) ?? []),
  };
}

/** The board (filtered and sorted) and the dashboard (as of the clock's now) of a workspace. */
export function runWorkspace(
  { workspace, filter = {}, sort = 'none' }: WorkspaceViewInput,
  { clock }: { clock: Clock },
): WorkspaceView {
  const main = mainNodes(workspace);
  const cards = sortCards(filterCards(main, filter), sort);
  return {
    board: {
      tags: [...new Set(main.flatMap((n) => n.tags))].sort(),
      columns: STATUSES.map((status) => ({
        status,
        cards: cards.filter((n) => n.status === status).map((node) => boardCard(workspace, node)),
      })),
      shown: cards.length,
      total: main.length,
    },
    dashboard: computeDashboard(workspace, clock.now()),
  };
}
