import { ADDED_COMPONENT_KIND, type ComponentInput } from '../../account';
import type { Clock } from '../../ports';
import { cardInput } from './board';
import { addCard, moveCard, type NewCard } from './kanban';
import { mainNodes } from './nodes';
import type { Status, Workspace } from './types';

/** One change made on the board. */
export type WorkspaceEdit =
  /** A card dropped on a column (or moved with the keyboard or its menu). */
  | { kind: 'move'; id: string; status: Status }
  /** A card added to a column; `id` is the row id it is kept under (a uuid), else it takes the next `node-N`. */
  | { kind: 'add'; card: NewCard; id?: string }
  /** A sub-task ticked or unticked on its card. */
  | { kind: 'tick'; id: string; done: boolean };

/** The one row a board edit changes in a project (docs/design-notes.md, "Visual Workspace in a project"). */
export type WorkspaceWrite =
  | { kind: 'move'; id: string; status: Status }
  | { kind: 'add'; input: ComponentInput & { id: string } }
  | { kind: 'tick'; id: string; done: boolean };

export interface WorkspaceEditResult {
  workspace: Workspace;
  /** The row write that keeps a project's board in step, or null when there is none (an added card without a row id). */
  write: WorkspaceWrite | null;
}

/** A sub-task ticked: Complete; unticked: Not Started again (a Blocked one stays Blocked). */
function tickSubtask(workspace: Workspace, id: string, done: boolean): Workspace {
  return {
    ...workspace,
    nodes: workspace.nodes.map((n) =>
      n.id === id
        ? { ...n, status: done ? 'Complete' : n.status === 'Complete' ? 'Not Started' : n.status }
        : n,
    ),
  };
}

/** A card added under the row id `id` (references renamed to it), and the row its write sends. */
function addCardAs(
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
  return {
    workspace: next,
    input: { ...cardInput(next, { ...node, id }, position), kind: ADDED_COMPONENT_KIND },
  };
}

/** Applies one board edit: the new workspace, and the row write a project sends for it. */
export function runWorkspaceEdit(
  { workspace, edit }: { workspace: Workspace; edit: WorkspaceEdit },
  { clock }: { clock: Clock },
): WorkspaceEditResult {
  if (edit.kind === 'move') {
    return { workspace: moveCard(workspace, edit.id, edit.status, clock), write: { ...edit } };
  }
  if (edit.kind === 'tick')
    return { workspace: tickSubtask(workspace, edit.id, edit.done), write: { ...edit } };
  if (edit.id === undefined) return { workspace: addCard(workspace, edit.card, clock), write: null };
  const added = addCardAs(workspace, edit.card, edit.id, clock);
  const { id } = added.input;
  return {
    workspace: added.workspace,
    write: id === undefined ? null : { kind: 'add', input: { ...added.input, id } },
  };
}
