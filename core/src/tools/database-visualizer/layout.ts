import dagre from '@dagrejs/dagre';
import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import { type DbSchema, drawnTables, relationships, type Table, tableId } from './model';

export const ROW_HEIGHT = 22;
export const HEADER_HEIGHT = 30;
const CHAR_WIDTH = 7.2;
const GAP = 48;
/** Components up to this size get dagre's layered layout; bigger ones a force layout that stays compact. */
const LAYERED_MAX = 24;

interface TableBox {
  /** The table id (see `tableId`): `name` in public, `schema.name` elsewhere. */
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EdgePath {
  from: string;
  to: string;
  column: string;
  toColumn: string;
  /** The child may have no parent (nullable key): a circle at the parent end. */
  optional: boolean;
  /** One child at most (unique key): a bar, not a crow's foot, at the child end. */
  oneToOne: boolean;
  points: { x: number; y: number }[];
}

/** A frame around tables drawn apart: the external tables of one schema (`auth`, `storage`). */
interface TableGroup {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DiagramLayout {
  width: number;
  height: number;
  tables: TableBox[];
  edges: EdgePath[];
  groups: TableGroup[];
}

/** Table positions (top-left) a user dragged; they win over the layout engine's. */
export type Positions = Record<string, { x: number; y: number }>;

function boxWidth(table: Table): number {
  const longest = Math.max(
    tableId(table).length + (table.kind === 'materialized view' ? 22 : table.kind === 'view' ? 10 : 16),
    ...table.columns.map((c) => c.name.length + c.type.length + 12),
  );
  return Math.ceil(Math.max(160, Math.min(longest, 64) * CHAR_WIDTH + 24));
}

function boxHeight(table: Table): number {
  return HEADER_HEIGHT + Math.max(1, table.columns.length) * ROW_HEIGHT;
}

interface Placed {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** dagre, left to right along the foreign keys: parents left of their children. */
function layered(nodes: Placed[], links: [string, string][]): void {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'LR', nodesep: 36, ranksep: 90, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) g.setNode(n.id, { width: n.width, height: n.height });
  links.forEach(([parent, child], i) => {
    if (parent !== child) g.setEdge(parent, child, {}, String(i));
  });
  dagre.layout(g);
  for (const n of nodes) {
    const at = g.node(n.id);
    n.x = at.x - n.width / 2;
    n.y = at.y - n.height / 2;
  }
}

/** A force layout: keys pull tables together, tables repel, and the whole stays roughly square. */
function forced(nodes: Placed[], links: [string, string][]): void {
  type SimNode = Placed & { index?: number; vx?: number; vy?: number };
  const sim = nodes as SimNode[];
  const radius = (n: Placed) => Math.hypot(n.width, n.height) / 2;
  const byId = new Map(sim.map((n) => [n.id, n]));
  const simLinks = links
    .filter(([a, b]) => a !== b && byId.has(a) && byId.has(b))
    .map(([source, target]) => ({ source, target }));
  for (const [i, n] of sim.entries()) {
    // A deterministic start: a spiral, in the order the schema lists its tables.
    const angle = i * 2.39996;
    const r = 40 * Math.sqrt(i + 0.5);
    n.x = r * Math.cos(angle);
    n.y = r * Math.sin(angle);
  }
  forceSimulation(sim)
    .force(
      'link',
      forceLink<SimNode, { source: string; target: string }>(simLinks)
        .id((n) => n.id)
        .distance((l) => radius(l.source as unknown as Placed) + radius(l.target as unknown as Placed) + 30)
        .strength(0.4),
    )
    .force('charge', forceManyBody<SimNode>().strength(-400).theta(1.2).distanceMax(1200))
    .force(
      'collide',
      forceCollide<SimNode>((n) => radius(n) * 0.85 + 12),
    )
    .force('x', forceX<SimNode>(0).strength(0.04))
    .force('y', forceY<SimNode>(0).strength(0.06))
    // 120 ticks cooling at the rate d3 would spread over 300: the layout settles, in a third of the time.
    .alphaDecay(1 - 0.001 ** (1 / 120))
    .stop()
    .tick(120);
  // d3 places centres; boxes are placed by their corner, and then pushed apart until none overlap.
  for (const n of sim) {
    n.x -= n.width / 2;
    n.y -= n.height / 2;
  }
  separate(sim, 28);
}

/**
 * Pushes overlapping boxes apart along the axis that needs the smaller move, until none overlap. Each round sorts
 * by x and only compares boxes whose x ranges meet (sweep and prune).
 */
function separate(nodes: Placed[], gap: number) {
  for (let round = 0; round < 200; round++) {
    let moved = false;
    const order = [...nodes].sort((p, q) => p.x - q.x);
    for (let i = 0; i < order.length; i++) {
      const a = order[i] as Placed;
      for (let j = i + 1; j < order.length; j++) {
        const b = order[j] as Placed;
        if (b.x >= a.x + a.width + gap) break;
        const dx = Math.min(a.x + a.width + gap - b.x, b.x + b.width + gap - a.x);
        const dy = Math.min(a.y + a.height + gap - b.y, b.y + b.height + gap - a.y);
        if (dx <= 0 || dy <= 0) continue;
        moved = true;
        if (dx < dy) {
          const s = a.x + a.width / 2 <= b.x + b.width / 2 ? 1 : -1;
          a.x -= (s * dx) / 2;
          b.x += (s * dx) / 2;
        } else {
          const s = a.y + a.height / 2 <= b.y + b.height / 2 ? 1 : -1;
          a.y -= (s * dy) / 2;
          b.y += (s * dy) / 2;
        }
      }
    }
    if (!moved) return;
  }
}

function bounds(nodes: Placed[]) {
  const x = Math.min(...nodes.map((n) => n.x));
  const y = Math.min(...nodes.map((n) => n.y));
  const right = Math.max(...nodes.map((n) => n.x + n.width));
  const bottom = Math.max(...nodes.map((n) => n.y + n.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** Tables connected by foreign keys, each set laid out on its own. */
function components(ids: string[], links: [string, string][]): string[][] {
  const parent = new Map(ids.map((id) => [id, id]));
  const root = (id: string): string => {
    let r = id;
    while (parent.get(r) !== r) r = parent.get(r) ?? r;
    parent.set(id, r);
    return r;
  };
  for (const [a, b] of links) if (parent.has(a) && parent.has(b)) parent.set(root(a), root(b));
  const groups = new Map<string, string[]>();
  for (const id of ids) groups.set(root(id), [...(groups.get(root(id)) ?? []), id]);
  return [...groups.values()].sort((a, b) => b.length - a.length);
}

/** Lays the components out in rows (biggest first), as close to a 4:3 page as their sizes allow. */
function pack(blocks: { nodes: Placed[]; box: ReturnType<typeof bounds> }[], startX: number) {
  const area = blocks.reduce((sum, b) => sum + (b.box.width + GAP) * (b.box.height + GAP), 0);
  const rowWidth = Math.max(...blocks.map((b) => b.box.width), Math.sqrt(area * 1.33));
  let x = startX;
  let y = 0;
  let rowHeight = 0;
  for (const block of blocks) {
    if (x > startX && x + block.box.width > startX + rowWidth) {
      x = startX;
      y += rowHeight + GAP;
      rowHeight = 0;
    }
    for (const n of block.nodes) {
      n.x += x - block.box.x;
      n.y += y - block.box.y;
    }
    x += block.box.width + GAP;
    rowHeight = Math.max(rowHeight, block.box.height);
  }
}

function rowY(table: Table | undefined, column: string): number {
  const i = table?.columns.findIndex((c) => c.name === column) ?? -1;
  return i < 0 ? HEADER_HEIGHT / 2 : HEADER_HEIGHT + i * ROW_HEIGHT + ROW_HEIGHT / 2;
}

/**
 * Lays the diagram out: tables connected by foreign keys stay together (dagre's layers for small sets, a force
 * layout for big ones), sets are packed in rows, and tables from other schemas (`auth.users`) sit apart on the
 * left in a frame per schema. Edges run from the foreign key's row to the referenced row.
 */
export function layoutSchema(schema: DbSchema, positions: Positions = {}): DiagramLayout {
  const drawn = drawnTables(schema);
  const byId = new Map(drawn.map((t) => [tableId(t), t]));
  const rels = relationships(schema).filter((r) => byId.has(r.toTable) && byId.has(r.fromTable));
  const links = rels.map((r) => [r.toTable, r.fromTable] as [string, string]);
  const place = (t: Table): Placed => ({
    id: tableId(t),
    x: 0,
    y: 0,
    width: boxWidth(t),
    height: boxHeight(t),
  });

  const externals = drawn.filter((t) => t.kind === 'external');
  const groups: TableGroup[] = [];
  const placed: Placed[] = [];
  let left = 0;
  const schemas = [...new Set(externals.map((t) => t.schema))];
  let groupY = 0;
  for (const name of schemas) {
    const nodes = externals.filter((t) => t.schema === name).map(place);
    let y = groupY + 28;
    for (const n of nodes) {
      n.x = 16;
      n.y = y;
      y += n.height + 24;
    }
    const width = Math.max(...nodes.map((n) => n.width)) + 32;
    groups.push({ label: `${name} (external)`, x: 0, y: groupY, width, height: y - groupY });
    placed.push(...nodes);
    left = Math.max(left, width + GAP * 2);
    groupY = y + 24;
  }

  const inner = drawn.filter((t) => t.kind !== 'external');
  const blocks = components(inner.map(tableId), links).map((ids) => {
    const nodes = ids.map((id) => place(byId.get(id) as Table));
    const inside = new Set(ids);
    const own = links.filter(([a, b]) => inside.has(a) && inside.has(b));
    if (nodes.length > LAYERED_MAX) forced(nodes, own);
    else if (nodes.length > 1) layered(nodes, own);
    return { nodes, box: bounds(nodes) };
  });
  if (blocks.length) pack(blocks, left);
  placed.push(...blocks.flatMap((b) => b.nodes));
  // A margin all round; dragged tables keep where they were put.
  const margin = 20;
  for (const g of groups) {
    g.x += margin;
    g.y += margin;
  }
  const tables: TableBox[] = placed.map((n) => {
    const moved = positions[n.id];
    return {
      name: n.id,
      width: n.width,
      height: n.height,
      x: Math.round(moved ? moved.x : n.x + margin),
      y: Math.round(moved ? moved.y : n.y + margin),
    };
  });
  const box = new Map(tables.map((t) => [t.name, t]));
  const edges = rels.map((r, i) => ({
    from: r.fromTable,
    to: r.toTable,
    column: r.fromColumn,
    toColumn: r.toColumn,
    optional: r.optional,
    oneToOne: r.oneToOne,
    points: connect(
      box.get(r.fromTable),
      rowY(byId.get(r.fromTable), r.fromColumn),
      box.get(r.toTable),
      rowY(byId.get(r.toTable), r.toColumn),
      i,
    ),
  }));
  const width = Math.max(0, ...tables.map((t) => t.x + t.width), ...groups.map((g) => g.x + g.width)) + 24;
  const height = Math.max(0, ...tables.map((t) => t.y + t.height), ...groups.map((g) => g.y + g.height)) + 24;
  return { width: Math.ceil(width), height: Math.ceil(height), tables, edges, groups };
}

/**
 * An orthogonal connector from the child's key row to the parent's referenced row, leaving and entering the
 * boxes sideways (where the cardinality marks go). Each edge takes its own lane, so lines do not share a trunk.
 */
function connect(
  from: TableBox | undefined,
  fromRow: number,
  to: TableBox | undefined,
  toRow: number,
  lane: number,
): { x: number; y: number }[] {
  if (!from || !to) return [];
  const y1 = from.y + fromRow;
  const y2 = to.y + toRow;
  const offset = ((lane % 7) - 3) * 5;
  if (from === to) {
    const x = from.x + from.width;
    return [
      { x, y: y1 },
      { x: x + 24 + offset, y: y1 },
      { x: x + 24 + offset, y: y2 },
      { x, y: y2 },
    ];
  }
  if (from.x + from.width + 24 <= to.x) {
    const mid = (from.x + from.width + to.x) / 2 + offset;
    return [
      { x: from.x + from.width, y: y1 },
      { x: mid, y: y1 },
      { x: mid, y: y2 },
      { x: to.x, y: y2 },
    ];
  }
  if (to.x + to.width + 24 <= from.x) {
    const mid = (to.x + to.width + from.x) / 2 + offset;
    return [
      { x: from.x, y: y1 },
      { x: mid, y: y1 },
      { x: mid, y: y2 },
      { x: to.x + to.width, y: y2 },
    ];
  }
  const side = Math.min(from.x, to.x) - 24 + offset;
  return [
    { x: from.x, y: y1 },
    { x: side, y: y1 },
    { x: side, y: y2 },
    { x: to.x, y: y2 },
  ];
}
