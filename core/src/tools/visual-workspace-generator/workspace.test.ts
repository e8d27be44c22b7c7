import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { computeDashboard } from './dashboard';
import { layoutWorkspace } from './force-layout';
import { addCard, filterCards, moveCard, sortCards } from './kanban';
import { CENTER, GRID_X, GRID_Y } from './layouts';
import { BLANK_TEXT_MESSAGE } from './plan-workspace';
import { sampleText } from './sample';
import type { Workspace } from './types';
import { generateWorkspace } from './workspace';

const clock = fixedClock('2026-11-28T12:00:00.000Z');
const sample = () => generateWorkspace(sampleText(clock.now()), { clock });

describe('generateWorkspace', () => {
  it.each(['', '   \n\t'])('blank text %j is the spec error', (text) => {
    expect(() => generateWorkspace(text, { clock })).toThrow(new ToolInputError(BLANK_TEXT_MESSAGE));
  });

  it('builds nodes, sub-task ids and metadata from the clock', () => {
    const w = generateWorkspace('# Alpha\nTags: api\n- one [x]\n- two\n# Beta\nTags: API, web', { clock });
    expect(w.nodes.map((n) => [n.id, n.parentId, n.status])).toEqual([
      ['node-1', undefined, 'Not Started'],
      ['node-1-sub-0', 'node-1', 'Complete'],
      ['node-1-sub-1', 'node-1', 'Not Started'],
      ['node-2', undefined, 'Not Started'],
    ]);
    expect(w.nodes[0]!.children).toEqual(['node-1-sub-0', 'node-1-sub-1']);
    expect(w.connections).toEqual([
      { id: 'node-1--node-2', sourceId: 'node-1', targetId: 'node-2', type: 'related' },
    ]);
    expect(w.metadata.createdAt).toBe('2026-11-28T12:00:00.000Z');
    expect(w.metadata.updatedAt).toBe(w.metadata.createdAt);
  });

  it.each([
    ['# Launch\n## Site\n## Docs', 'Launch'],
    ['# Site\n# Docs', 'Generated Workspace'],
    ['## Site\n## Docs', 'Generated Workspace'],
    ['Feature: Site', 'Generated Workspace'],
  ])('titles %j as %j', (text, title) => {
    expect(generateWorkspace(text, { clock }).metadata.title).toBe(title);
  });

  it('derives the priority from the notes when no priority line gave one', () => {
    const w = generateWorkspace('# Alpha\nIntro\nThis blocks the critical path', { clock });
    expect(w.nodes[0]!.priority).toBe('Urgent');
  });
});

describe('layouts', () => {
  const w = sample();
  const main = (x: Workspace) => x.nodes.filter((n) => !n.parentId).map((n) => n.position);

  it('hierarchical: the 3-column grid, 300 px apart, rows at least 200 px apart', () => {
    const p = main(layoutWorkspace(w, 'hierarchical'));
    expect(p.slice(0, 3).map((q) => q.x)).toEqual([100, 100 + GRID_X, 100 + 2 * GRID_X]);
    expect(p[3]!.x).toBe(100);
    expect(p[3]!.y - p[0]!.y).toBeGreaterThanOrEqual(GRID_Y);
  });

  it('radial: main nodes on the circle around (400,300) with radius min(300, count x 50)', () => {
    const p = main(layoutWorkspace(w, 'radial'));
    for (const q of p) expect(Math.hypot(q.x - CENTER.x, q.y - CENTER.y)).toBeCloseTo(300, 0);
    const small = layoutWorkspace(generateWorkspace('# A\n# Bee', { clock }), 'radial');
    for (const q of main(small)) expect(Math.hypot(q.x - CENTER.x, q.y - CENTER.y)).toBeCloseTo(100, 0);
  });

  it('force-directed: deterministic, and different from the other two', () => {
    const a = layoutWorkspace(w, 'force-directed');
    expect(layoutWorkspace(w, 'force-directed')).toEqual(a);
    expect(main(a)).not.toEqual(main(layoutWorkspace(w, 'radial')));
    expect(main(a)).not.toEqual(main(layoutWorkspace(w, 'hierarchical')));
    // Nodes do not sit on top of each other.
    const p = main(a);
    for (let i = 0; i < p.length; i++)
      for (let j = i + 1; j < p.length; j++)
        expect(Math.hypot(p[i]!.x - p[j]!.x, p[i]!.y - p[j]!.y)).toBeGreaterThan(100);
  });
});

describe('dashboard', () => {
  it('computes the spec figures from the workspace and now', () => {
    const d = computeDashboard(sample(), clock.now());
    expect(d.totalProgress).toBe(14); // 1 of 7 Complete
    expect(d.active).toBe(2);
    expect(d.subtasks).toEqual({ total: 22, completed: 7, percent: 32 });
    expect(d.statusDistribution.map((s) => s.percent)).toEqual([57, 29, 0, 14]);
    expect(d.upcoming.map((u) => [u.node.title, u.days])).toEqual([
      ['Landing Page', 3],
      ['Legal Review', 5],
    ]);
    expect(d.overdue.map((o) => [o.node.title, o.days])).toEqual([['CLI Distribution', -2]]);
    // Beyond the 7-day window: listed, not dropped.
    expect(d.later.map((l) => [l.node.title, l.days])).toEqual([
      ['Documentation Site', 12],
      ['Release Checklist', 23],
    ]);
    expect(d.tags).toHaveLength(8);
    expect(d.tags[0]).toEqual({ tag: 'backend', count: 2, completion: 50 });
  });

  it('lists deadlines beyond the 7-day window as later, nearest first (none are silently dropped)', () => {
    // Ten days earlier, the sample's deadlines are 8 to 33 days away: nothing is upcoming, all are later.
    const early = computeDashboard(sample(), new Date(clock.now().getTime() - 10 * 86_400_000));
    expect(early.upcoming).toEqual([]);
    expect(early.later.map((u) => [u.node.title, u.days])).toEqual([
      ['CLI Distribution', 8],
      ['Landing Page', 13],
      ['Legal Review', 15],
      ['Documentation Site', 22],
      ['Release Checklist', 33],
    ]);
  });

  it('overdue is a deadline before today; empty lists when nothing applies', () => {
    const late = computeDashboard(sample(), new Date('2026-12-05T00:00:00Z'));
    expect(late.overdue.map((o) => o.node.title)).toEqual([
      'CLI Distribution',
      'Landing Page',
      'Legal Review',
    ]);
    const bare = computeDashboard(generateWorkspace('# A thing', { clock }), clock.now());
    expect(bare.priorityBreakdown).toEqual([]);
    expect(bare.upcoming).toEqual([]);
    expect(bare.later).toEqual([]);
    expect(bare.tags).toEqual([]);
  });
});

describe('kanban', () => {
  it('moving a card changes its status and the dashboard', () => {
    const w = sample();
    const moved = moveCard(w, 'node-3', 'Complete', fixedClock('2026-11-29T00:00:00.000Z'));
    expect(moved.nodes.find((n) => n.id === 'node-3')!.status).toBe('Complete');
    expect(moved.metadata.updatedAt).toBe('2026-11-29T00:00:00.000Z');
    expect(computeDashboard(moved, clock.now()).totalProgress).toBe(29);
  });

  it('adds a card with a fresh id and connects it by tags', () => {
    const w = addCard(
      sample(),
      { title: ' Beta invites ', status: 'In Progress', tags: ['Marketing', ''], priority: 'High' },
      clock,
    );
    const card = w.nodes.at(-1)!;
    expect(card).toMatchObject({
      id: 'node-8',
      title: 'Beta invites',
      tags: ['marketing'],
      status: 'In Progress',
    });
    expect(w.connections.some((c) => c.targetId === 'node-8')).toBe(true);
  });

  it('filters by tag and priority and sorts by deadline, priority and title', () => {
    const main = sample().nodes.filter((n) => !n.parentId);
    expect(filterCards(main, { tag: 'marketing' }).map((n) => n.id)).toEqual(['node-2', 'node-6']);
    expect(filterCards(main, { priority: 'Urgent' }).map((n) => n.id)).toEqual(['node-3', 'node-7']);
    expect(sortCards(main, 'deadline').map((n) => n.deadline)).toEqual([
      '2026-11-26',
      '2026-12-01',
      '2026-12-03',
      '2026-12-10',
      '2026-12-21',
      null,
      null,
    ]);
    expect(sortCards(main, 'priority').map((n) => n.priority)).toEqual([
      'Urgent',
      'Urgent',
      'High',
      'High',
      'Medium',
      'Low',
      null,
    ]);
    expect(sortCards(main, 'title')[0]!.title).toBe('Authentication Hardening');
  });
});
