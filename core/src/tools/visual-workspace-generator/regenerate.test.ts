import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runWorkspaceRows } from './board';
import { runWorkspaceEdit } from './edit';
import { mainNodes } from './nodes';
import { runWorkspaceRegenerate } from './regenerate';
import type { Workspace } from './types';
import { generateWorkspace } from './workspace';

const clock = fixedClock('2026-11-28T12:00:00.000Z');
const PLAN = '## Backend\n- API [x]\n- Queue\n## Frontend\n- Pages\n- Forms\n## Docs\n- Guide';

const edit = (workspace: Workspace, change: Parameters<typeof runWorkspaceEdit>[0]['edit']) =>
  runWorkspaceEdit({ workspace, edit: change }, { clock }).workspace;
const byTitle = (workspace: Workspace, title: string) => workspace.nodes.find((n) => n.title === title)!;

/** The sample board after a user's work: Frontend dragged to In Progress, Docs to Complete, Forms ticked. */
function worked(text = PLAN): Workspace {
  let w = generateWorkspace(text, { clock });
  w = edit(w, { kind: 'move', id: byTitle(w, 'Frontend').id, status: 'In Progress' });
  w = edit(w, { kind: 'move', id: byTitle(w, 'Docs').id, status: 'Complete' });
  w = edit(w, { kind: 'tick', id: byTitle(w, 'Forms').id, done: true });
  return w;
}

describe('runWorkspaceRegenerate', () => {
  it('keeps moves and ticks by identity when a component is added above the others', () => {
    const text = `## Billing\n- Invoices\n${PLAN}\n- Screenshots`;
    const { workspace, dropped, kept } = runWorkspaceRegenerate({ text, previous: worked() }, { clock });
    expect(dropped).toEqual([]);
    expect(kept).toBe(3);
    expect(mainNodes(workspace).map((n) => [n.title, n.status])).toEqual([
      ['Billing', 'Not Started'],
      ['Backend', 'Not Started'],
      ['Frontend', 'In Progress'],
      ['Docs', 'Complete'],
    ]);
    expect(byTitle(workspace, 'Forms').status).toBe('Complete');
    expect(byTitle(workspace, 'API').status).toBe('Complete');
    expect(byTitle(workspace, 'Pages').status).toBe('Not Started');
    expect(byTitle(workspace, 'Screenshots').status).toBe('Not Started');
  });

  it('gives every node a distinct id and keeps the old ids of the cards it kept', () => {
    const previous = worked();
    const { workspace } = runWorkspaceRegenerate({ text: `## Billing\n${PLAN}`, previous }, { clock });
    const ids = workspace.nodes.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(byTitle(workspace, 'Frontend').id).toBe(byTitle(previous, 'Frontend').id);
    expect(byTitle(workspace, 'Forms').parentId).toBe(byTitle(previous, 'Frontend').id);
    for (const node of workspace.nodes) for (const child of node.children) expect(ids).toContain(child);
  });

  it('lists the cards the new text no longer has, and changes nothing by itself', () => {
    const previous = worked();
    const text = '## Backend\n- API [x]\n- Queue\n## Frontend\n- Pages\n- Forms';
    const { workspace, dropped, kept } = runWorkspaceRegenerate({ text, previous }, { clock });
    expect(dropped).toEqual(['Docs']);
    expect(kept).toBe(2);
    expect(mainNodes(workspace).map((n) => n.title)).toEqual(['Backend', 'Frontend']);
    expect(mainNodes(previous)).toHaveLength(3);
  });

  it('takes titles, descriptions and tags from the text; a renamed card is a new one', () => {
    const text = PLAN.replace('## Frontend', '## FRONTEND\nThe web app.\nTags: ui').replace(
      '## Docs',
      '## Handbook',
    );
    const { workspace, dropped } = runWorkspaceRegenerate({ text, previous: worked() }, { clock });
    const frontend = byTitle(workspace, 'FRONTEND');
    expect([frontend.status, frontend.description, frontend.tags]).toEqual([
      'In Progress',
      'The web app.',
      ['ui', 'frontend'],
    ]);
    expect(dropped).toEqual(['Docs']);
    expect(byTitle(workspace, 'Handbook').status).toBe('Not Started');
  });

  it("keeps a project's row ids, so the save that follows updates those rows instead of replacing them", () => {
    let n = 0;
    const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
    const previous = runWorkspaceRows(worked(), { uuid }).workspace;
    const { workspace } = runWorkspaceRegenerate({ text: `${PLAN}\n## Release`, previous }, { clock });
    const rows = runWorkspaceRows(workspace, { uuid }).components;
    expect(rows.map((r) => [r.title, r.id, r.status])).toEqual([
      ['Backend', byTitle(previous, 'Backend').id, 'Not Started'],
      ['Frontend', byTitle(previous, 'Frontend').id, 'In Progress'],
      ['Docs', byTitle(previous, 'Docs').id, 'Complete'],
      ['Release', '00000000-0000-4000-8000-000000000009', 'Not Started'],
    ]);
    expect(rows[1]!.sub_components?.map((s) => [s.title, s.done])).toEqual([
      ['Pages', false],
      ['Forms', true],
    ]);
  });

  it('is a plain Generate when there is no board yet', () => {
    const { workspace, dropped } = runWorkspaceRegenerate({ text: PLAN, previous: null }, { clock });
    expect(workspace).toEqual(generateWorkspace(PLAN, { clock }));
    expect(dropped).toEqual([]);
  });
});
