import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { mainNodes } from './nodes';
import { parsePlan } from './parser';
import { buildScene, ROOT_ID } from './scene';
import { renderMindmapSvg } from './svg';
import { toMermaidKanban } from './text-exports';
import { DEFAULT_SETTINGS, LAYOUTS, STATUSES } from './types';
import { generateWorkspace } from './workspace';

const clock = fixedClock('2026-11-20T09:00:00.000Z');

/** Written as a person writes a plan: a name, one line about it, then the parts of the work. */
const PLAN = `# Launch plan
Everything that has to happen before the public launch on 15 January.

## Backend
Status: In Progress
Deadline: 2026-12-04
- Rate limiting on the public API [x]
- Billing webhooks [blocked]
- Migrate the sessions table to Postgres 16

## Payments
Status: Blocked
Deadline: 2026-12-12
Waiting for the Stripe account review before we can take live cards.
- Stripe live keys

## Marketing site
Status: Waiting on legal
- Pricing page copy [x]
- Press kit

## Documentation
Status: Complete
Deadline: 2026-11-28
`;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => name === 'g',
});

interface Group {
  class: string;
  'data-id': string;
  title: string;
  text: string | { '#text': string }[];
}

function parsedSvg(layout: (typeof LAYOUTS)[number]) {
  const w = generateWorkspace(PLAN, { clock, layout });
  const doc = xml.parse(renderMindmapSvg(w, { ...DEFAULT_SETTINGS, layout })).svg;
  const groups = doc.g as { class: string; g?: Group[]; path?: unknown; line?: unknown }[];
  const nodes = groups.find((g) => g.class === 'nodes')!.g!;
  const edges = groups.find((g) => g.class === 'edges')!;
  const asList = (v: unknown) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  return {
    doc,
    nodes,
    children: [...asList(edges.path), ...asList(edges.line)].filter(
      (e: { class: string }) => e.class === 'child',
    ),
  };
}

describe('a plan with a # title', () => {
  it('makes the title the root and the ## headings the components (the title is no component)', () => {
    const plan = parsePlan(PLAN);
    expect(plan.root).toBe('Launch plan');
    expect(plan.intro).toEqual(['Everything that has to happen before the public launch on 15 January.']);
    expect(plan.components.map((c) => c.title)).toEqual([
      'Backend',
      'Payments',
      'Marketing site',
      'Documentation',
    ]);
    const w = generateWorkspace(PLAN, { clock });
    expect(w.metadata.title).toBe('Launch plan');
    expect(mainNodes(w).map((n) => [n.title, n.status, n.deadline])).toEqual([
      ['Backend', 'In Progress', '2026-12-04'],
      ['Payments', 'Blocked', '2026-12-12'],
      ['Marketing site', 'Not Started', null],
      ['Documentation', 'Complete', '2026-11-28'],
    ]);
    expect(w.nodes.find((n) => n.title === 'Billing webhooks')!.status).toBe('Blocked');
    expect(w.nodes.find((n) => n.title === 'Rate limiting on the public API')!.status).toBe('Complete');
  });

  it('without a # title the root is "Generated Workspace" and a lone # heading stays a component', () => {
    const w = generateWorkspace('# Backend\n- API\n# Frontend', { clock });
    expect(w.metadata.title).toBe('Generated Workspace');
    expect(mainNodes(w).map((n) => n.title)).toEqual(['Backend', 'Frontend']);
  });

  it('reports an unknown status once, naming the valid ones, and keeps parsing', () => {
    const warnings: string[] = [];
    const w = generateWorkspace(PLAN, { clock, onWarning: (m) => warnings.push(m) });
    expect(warnings).toEqual([
      'Unknown status "Waiting on legal" on "Marketing site" (kept as Not Started); the statuses are Not Started, In Progress, Blocked, Complete.',
    ]);
    expect(STATUSES).toContain('Blocked');
    expect(mainNodes(w)).toHaveLength(4);
    expect(parsePlan('## A\nStatus: Blocked\n## B\nStatus: done').warnings).toEqual([]);
  });

  it.each(LAYOUTS)(
    '%s: the SVG has the root, one branch per component and per item, full <title>s',
    (layout) => {
      const { doc, nodes, children } = parsedSvg(layout);
      expect(doc.title).toBe('Mindmap: Launch plan');
      const root = nodes[0]!;
      expect(root['data-id']).toBe(ROOT_ID);
      expect(root.class).toBe('node root');
      expect(root.title).toMatch(/^Launch plan \(Blocked\)$/);
      // 4 components + 6 items, each joined to its parent.
      expect(children).toHaveLength(10);
      const titles = nodes.map((n) => n.title);
      expect(titles).toContain('Launch plan → Payments (Blocked, due 2026-12-12)');
      expect(titles).toContain(
        'Launch plan → Backend → Migrate the sessions table to Postgres 16 (Not Started)',
      );
      // The visible label is shortened, the <title> keeps every word.
      const migrate = nodes.find((n) => n.title.includes('Migrate'))!;
      expect(JSON.stringify(migrate.text)).toContain('Migrate the ses...');
    },
  );

  it.each(LAYOUTS)('%s: every root branch starts at the root box and ends at its component', (layout) => {
    const w = generateWorkspace(PLAN, { clock, layout });
    const scene = buildScene(w, { ...DEFAULT_SETTINGS, layout });
    const root = scene.boxes.find((b) => b.id === ROOT_ID)!;
    const inside = (b: { x: number; y: number; width: number; height: number }, x: number, y: number) =>
      x >= b.x - 0.5 && x <= b.x + b.width + 0.5 && y >= b.y - 0.5 && y <= b.y + b.height + 0.5;
    const components = scene.boxes.filter((b) => b.kind === 'component');
    for (const c of components) {
      const branch = scene.lines.find(
        (l) => l.kind === 'child' && inside(root, l.x1, l.y1) && inside(c, l.x2, l.y2),
      );
      expect(branch, c.title).toBeDefined();
      expect(c.path).toEqual(['Launch plan', c.title]);
    }
    // No box overlaps the root.
    for (const b of scene.boxes.filter((x) => x !== root)) {
      const apart =
        b.x >= root.x + root.width ||
        b.x + b.width <= root.x ||
        b.y >= root.y + root.height ||
        b.y + b.height <= root.y;
      expect(apart, b.title).toBe(true);
    }
  });

  it('kanban export has a Blocked column holding the blocked component', () => {
    const text = toMermaidKanban(generateWorkspace(PLAN, { clock }));
    expect(text).toMatch(/ {2}blocked\[Blocked\]\n {4}node_2\[Payments\]/);
  });
});
