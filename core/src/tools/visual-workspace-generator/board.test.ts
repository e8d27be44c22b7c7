import { describe, expect, it } from 'vitest';
import { validateBoardSave } from '../../account';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runWorkspaceRows, withRowIds, workspaceBoard } from './board';
import { generateWorkspace } from './workspace';

const clock = fixedClock('2026-11-28T12:00:00.000Z');

const PLAN = `# Launch

## Auth
Status: In Progress
Priority: High
Tags: backend
Deadline: 2026-12-15
- Sign-up form [x]
- Password reset

## Docs
Deadline: next Friday
Note: keep it short
`;

describe('workspaceBoard: a workspace as the rows a whole-board save sends', () => {
  const board = workspaceBoard(generateWorkspace(PLAN, { clock }));

  it('keeps each component in plan order with its sub-tasks as sub-components', () => {
    expect(board.map((component) => component.title)).toEqual(['Auth', 'Docs']);
    expect(board[0]).toMatchObject({
      kind: 'node',
      status: 'In Progress',
      priority: 'High',
      deadline: '2026-12-15',
      tags: ['backend'],
      position: 0,
      sub_components: [
        { title: 'Sign-up form', done: true, position: 0 },
        { title: 'Password reset', done: false, position: 1 },
      ],
    });
  });

  it('keeps a deadline in words out of the date column', () => {
    expect(board[1]?.deadline).toBeNull();
    expect(board[1]?.position).toBe(1);
  });

  it('sends no ids for a plan rendered from text (the server keeps the rows at their places)', () => {
    expect(board.some((component) => 'id' in component)).toBe(false);
    expect(board[0]?.sub_components?.some((sub) => 'id' in sub)).toBe(false);
  });

  it('sends node ids that are uuids as the row ids (a board opened from a project keeps its rows)', () => {
    const workspace = generateWorkspace(PLAN, { clock });
    let next = 0;
    const renamed = withRowIds(
      workspace,
      () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
    );
    const rows = workspaceBoard(renamed);
    const to = (id: string) => renamed.nodes[workspace.nodes.findIndex((n) => n.id === id)]?.id;
    const auth = workspace.nodes.find((n) => n.title === 'Auth');
    expect(rows[0]?.id).toBe(to(auth?.id ?? ''));
    expect(rows[0]?.sub_components?.map((sub) => sub.id)).toEqual(auth?.children.map(to));
  });

  it('a board saved as a new project gets new row ids, even where its nodes had some (another project’s rows)', () => {
    let next = 0;
    const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
    const opened = withRowIds(generateWorkspace(PLAN, { clock }), uuid);
    const ids = (rows: ReturnType<typeof workspaceBoard>) =>
      rows.flatMap((row) => [row.id, ...(row.sub_components ?? []).map((sub) => sub.id)]);
    const before = ids(workspaceBoard(opened));
    expect(runWorkspaceRows(opened, { uuid }).workspace).toBe(opened);
    const copy = runWorkspaceRows(opened, { uuid }, { newProject: true });
    expect(ids(copy.components)).toHaveLength(before.length);
    expect(ids(copy.components).filter((id) => before.includes(id))).toEqual([]);
    expect(copy.components.map((row) => row.title)).toEqual(workspaceBoard(opened).map((row) => row.title));
  });

  it('is a board the data API accepts', () => {
    expect(validateBoardSave({ version: 1, components: board }).components).toHaveLength(2);
  });
});
