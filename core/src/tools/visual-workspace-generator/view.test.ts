import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { computeDashboard } from './dashboard';
import { runWorkspaceSummary } from './summary';
import { runWorkspace } from './view';
import { generateWorkspace } from './workspace';

const clock = fixedClock('2026-11-30T09:30:00.000Z');
// Three cards over three columns: one with sub-tasks, two sharing a tag, one without a priority.
const PLAN = `# Launch
## Auth
Tags: backend
Priority: High
Status: In Progress
- Sign-up form [x]
- Password reset
## Docs
Tags: docs, backend
## API
Status: Complete
Priority: Urgent
Tags: api`;
const workspace = generateWorkspace(PLAN, { clock });
const titles = (cards: { node: { title: string } }[]) => cards.map((card) => card.node.title);

describe('runWorkspace: what the Kanban and dashboard tabs draw', () => {
  it('puts each card in its status column with its colour, progress and sub-tasks', () => {
    const { board } = runWorkspace({ workspace }, { clock });
    expect(board.columns.map((c) => [c.status, titles(c.cards)])).toEqual([
      ['Not Started', ['Docs']],
      ['In Progress', ['Auth']],
      ['Blocked', []],
      ['Complete', ['API']],
    ]);
    const auth = board.columns[1]!.cards[0]!;
    expect(auth.progress).toEqual({ done: 1, total: 2 });
    expect(auth.subtasks.map((s) => [s.title, s.status])).toEqual([
      ['Sign-up form', 'Complete'],
      ['Password reset', 'Not Started'],
    ]);
    expect(auth.color).not.toBe(board.columns[0]!.cards[0]!.color);
    expect(board).toMatchObject({ tags: ['api', 'backend', 'docs'], shown: 3, total: 3 });
  });

  it('filters and sorts the cards, counting what is shown', () => {
    const { board } = runWorkspace({ workspace, filter: { tag: 'backend' }, sort: 'title' }, { clock });
    expect(board.columns.flatMap((c) => titles(c.cards))).toEqual(['Docs', 'Auth']);
    expect(board).toMatchObject({ shown: 2, total: 3 });
    const urgent = runWorkspace({ workspace, filter: { priority: 'none' } }, { clock }).board;
    expect(urgent.columns.flatMap((c) => titles(c.cards))).toEqual(['Docs']);
  });

  it("is the dashboard as of the clock's now", () => {
    expect(runWorkspace({ workspace }, { clock }).dashboard).toEqual(
      computeDashboard(workspace, clock.now()),
    );
  });
});

describe('runWorkspaceSummary', () => {
  it('counts the cards per status with their share, and the sub-tasks', () => {
    const summary = runWorkspaceSummary(workspace);
    expect(summary.title).toBe('Launch');
    expect(summary.cards.map((n) => n.title)).toEqual(['Auth', 'Docs', 'API']);
    expect(summary.subtasks).toHaveLength(2);
    expect(summary.statuses).toEqual([
      { status: 'Not Started', count: 1, percent: 33 },
      { status: 'In Progress', count: 1, percent: 33 },
      { status: 'Blocked', count: 0, percent: 0 },
      { status: 'Complete', count: 1, percent: 33 },
    ]);
  });
});
