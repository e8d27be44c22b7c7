import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runWorkspaceEdit } from './edit';
import { mainNodes } from './nodes';
import { generateWorkspace } from './workspace';

const clock = fixedClock('2026-11-28T12:00:00.000Z');
const later = fixedClock('2026-11-29T08:00:00.000Z');
const workspace = generateWorkspace('# Plan\n## A\nTags: x\n- one [x]\n- two\n## B', { clock });
const [a, b] = mainNodes(workspace);
const ROW = '00000000-0000-4000-8000-000000000001';

describe('runWorkspaceEdit: a board edit and the one row write a project sends for it', () => {
  it('moves a card and writes its status', () => {
    const { workspace: moved, write } = runWorkspaceEdit(
      { workspace, edit: { kind: 'move', id: b!.id, status: 'Blocked' } },
      { clock: later },
    );
    expect(mainNodes(moved)[1]?.status).toBe('Blocked');
    expect(moved.metadata.updatedAt).toBe('2026-11-29T08:00:00.000Z');
    expect(write).toEqual({ kind: 'move', id: b!.id, status: 'Blocked' });
  });

  it('ticks and unticks a sub-task', () => {
    const two = a!.children[1]!;
    const ticked = runWorkspaceEdit({ workspace, edit: { kind: 'tick', id: two, done: true } }, { clock });
    expect(ticked.workspace.nodes.find((n) => n.id === two)?.status).toBe('Complete');
    expect(ticked.write).toEqual({ kind: 'tick', id: two, done: true });
    const unticked = runWorkspaceEdit(
      { workspace: ticked.workspace, edit: { kind: 'tick', id: two, done: false } },
      { clock },
    );
    expect(unticked.workspace.nodes.find((n) => n.id === two)?.status).toBe('Not Started');
  });

  it('adds a card under its row id, connected by its tags, and writes the row at the end of the board', () => {
    const { workspace: added, write } = runWorkspaceEdit(
      {
        workspace,
        edit: { kind: 'add', card: { title: ' C ', tags: ['X'], status: 'In Progress' }, id: ROW },
      },
      { clock },
    );
    expect(mainNodes(added).at(-1)).toMatchObject({ id: ROW, title: 'C', tags: ['x'] });
    expect(added.connections).toContainEqual(expect.objectContaining({ sourceId: a!.id, targetId: ROW }));
    expect(write).toMatchObject({ kind: 'add', input: { id: ROW, title: 'C', kind: 'card', position: 2 } });
  });

  it('adds a card without a row id as the next node-N, with nothing to write', () => {
    const { workspace: added, write } = runWorkspaceEdit(
      { workspace, edit: { kind: 'add', card: { title: 'C', status: 'Complete' } } },
      { clock },
    );
    expect(mainNodes(added).at(-1)?.id).toMatch(/^node-\d+$/);
    expect(write).toBeNull();
  });
});
