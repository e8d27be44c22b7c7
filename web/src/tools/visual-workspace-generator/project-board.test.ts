import type { Component, ComponentInput } from '@toolbox/core/account';
import {
  generateWorkspace,
  type NewCard,
  runWorkspaceEdit,
  runWorkspaceFromRows,
  runWorkspaceRows,
  runWorkspaceSample,
  runWorkspaceSummary,
  type Status,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { describe, expect, it } from 'vitest';
import { savedBoard } from '../../testing/fake-data-api';
import { boardStamp } from './board-stamp';

const clock = { now: () => new Date('2026-11-24T12:00:00Z') };
let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

/** What the server answers for a whole-board save. */
const rowsOf = (inputs: ComponentInput[], projectId = '00000000-0000-4000-8000-999999999999'): Component[] =>
  savedBoard(projectId, inputs, uuid);

const sample = (): Workspace => generateWorkspace(runWorkspaceSample({ clock }).text, { clock });
// The page's calls, through the tool's front door.
const withRowIds = (workspace: Workspace, ids: () => string) =>
  runWorkspaceRows(workspace, { uuid: ids }).workspace;
const workspaceBoard = (workspace: Workspace) => runWorkspaceRows(workspace).components;
const workspaceOfRows = runWorkspaceFromRows;
const mainNodes = (workspace: Workspace) => runWorkspaceSummary(workspace).cards;
const moveCard = (workspace: Workspace, id: string, status: Status) =>
  runWorkspaceEdit({ workspace, edit: { kind: 'move', id, status } }, { clock }).workspace;
const tickSubtask = (workspace: Workspace, id: string, done: boolean) =>
  runWorkspaceEdit({ workspace, edit: { kind: 'tick', id, done } }, { clock }).workspace;
function addCardAs(workspace: Workspace, card: NewCard, id: string) {
  const { workspace: added, write } = runWorkspaceEdit(
    { workspace, edit: { kind: 'add', card, id } },
    { clock },
  );
  if (write?.kind !== 'add') throw new Error('an added card with a row id is written');
  return { workspace: added, input: write.input };
}

describe('a workspace kept as a project board', () => {
  it('gives every node a row id and renames the references with it', () => {
    const workspace = sample();
    const rows = withRowIds(workspace, uuid);
    const ids = new Set(rows.nodes.map((n) => n.id));
    expect(ids.size).toBe(workspace.nodes.length);
    for (const node of rows.nodes) {
      expect(node.id).toMatch(/^[0-9a-f-]{36}$/);
      for (const child of node.children) expect(ids.has(child)).toBe(true);
      if (node.parentId) expect(ids.has(node.parentId)).toBe(true);
    }
    for (const c of rows.connections) expect(ids.has(c.sourceId) && ids.has(c.targetId)).toBe(true);
    // Already row ids: the same workspace back.
    expect(withRowIds(rows, uuid)).toBe(rows);
  });

  it('reads back from its rows with the same cards, statuses, sub-tasks and ticks', () => {
    const workspace = withRowIds(sample(), uuid);
    const [first] = mainNodes(workspace);
    const child = first?.children[0];
    if (!first || !child) throw new Error('the sample has a card with sub-tasks');
    const edited = tickSubtask(moveCard(workspace, first.id, 'Blocked'), child, true);
    const back = workspaceOfRows(rowsOf(workspaceBoard(edited)), 'Launch');
    if (!back) throw new Error('a board with rows gives a workspace');
    const summary = (w: Workspace) =>
      mainNodes(w).map((n) => ({
        id: n.id,
        title: n.title,
        status: n.status,
        tags: n.tags,
        priority: n.priority,
        subtasks: n.children.map((id) => {
          const sub = w.nodes.find((s) => s.id === id);
          return [sub?.title, sub?.status === 'Complete'];
        }),
      }));
    expect(summary(back)).toEqual(summary(edited));
    expect(mainNodes(back)[0]?.status).toBe('Blocked');
    expect(back.nodes.find((n) => n.id === child)?.status).toBe('Complete');
  });

  it('adds a card under the id its row is written with, at the end of the board', () => {
    const workspace = withRowIds(sample(), uuid);
    const id = uuid();
    const { workspace: added, input } = addCardAs(
      workspace,
      { title: 'Launch party', status: 'In Progress' },
      id,
    );
    expect(mainNodes(added).at(-1)).toMatchObject({ id, title: 'Launch party', status: 'In Progress' });
    expect(input).toMatchObject({ id, title: 'Launch party', status: 'In Progress', kind: 'card' });
    expect(input.position).toBe(mainNodes(added).length - 1);
  });

  it('has no workspace for an empty board, and a stamp that changes only with a row', () => {
    expect(workspaceOfRows([], 'Empty')).toBeNull();
    const rows = rowsOf(workspaceBoard(withRowIds(sample(), uuid)));
    const stamp = boardStamp(rows);
    expect(boardStamp([...rows].reverse())).toBe(stamp);
    const moved = rows.map((r, i) => (i === 0 ? { ...r, status: 'Complete' as const, version: 2 } : r));
    expect(boardStamp(moved)).not.toBe(stamp);
  });
});
