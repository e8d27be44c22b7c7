import dagre from '@dagrejs/dagre';
import { type DbSchema, relationships } from './model';

export const ROW_HEIGHT = 22;
export const HEADER_HEIGHT = 30;
const CHAR_WIDTH = 7.2;

export interface TableBox {
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
  points: { x: number; y: number }[];
}

export interface DiagramLayout {
  width: number;
  height: number;
  tables: TableBox[];
  edges: EdgePath[];
}

/** Table positions (top-left) a user dragged; they win over the layout engine's. */
export type Positions = Record<string, { x: number; y: number }>;

export function boxWidth(table: DbSchema['tables'][number]): number {
  const longest = Math.max(
    table.name.length + 4,
    ...table.columns.map((c) => c.name.length + c.type.length + 8),
  );
  return Math.ceil(Math.max(160, longest * CHAR_WIDTH + 24));
}

/** Lays tables out with dagre (layered, left to right along foreign keys), then applies dragged positions. */
export function layoutSchema(schema: DbSchema, positions: Positions = {}): DiagramLayout {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'LR', nodesep: 40, ranksep: 90, marginx: 20, marginy: 20 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const table of schema.tables) {
    g.setNode(table.name, {
      width: boxWidth(table),
      height: HEADER_HEIGHT + table.columns.length * ROW_HEIGHT,
    });
  }
  const rels = relationships(schema).filter((r) => g.hasNode(r.toTable) && r.toTable !== r.fromTable);
  for (const [i, r] of rels.entries()) g.setEdge(r.toTable, r.fromTable, {}, String(i));
  dagre.layout(g);

  const tables = schema.tables.map((table) => {
    const n = g.node(table.name);
    const moved = positions[table.name];
    return {
      name: table.name,
      width: n.width,
      height: n.height,
      x: moved ? moved.x : n.x - n.width / 2,
      y: moved ? moved.y : n.y - n.height / 2,
    };
  });
  const box = new Map(tables.map((t) => [t.name, t]));
  const edges = rels.map((r) => ({
    from: r.fromTable,
    to: r.toTable,
    column: r.fromColumn,
    points: connect(box.get(r.fromTable), box.get(r.toTable)),
  }));
  const width = Math.max(0, ...tables.map((t) => t.x + t.width)) + 20;
  const height = Math.max(0, ...tables.map((t) => t.y + t.height)) + 20;
  return { width: Math.ceil(width), height: Math.ceil(height), tables, edges };
}

/** An orthogonal connector from the child's side to the parent's nearest side. */
function connect(from?: TableBox, to?: TableBox): { x: number; y: number }[] {
  if (!from || !to) return [];
  const fromRight = from.x + from.width < to.x;
  const toRight = to.x + to.width < from.x;
  const start = { x: fromRight ? from.x + from.width : from.x, y: from.y + HEADER_HEIGHT / 2 };
  const end = { x: toRight ? to.x + to.width : to.x, y: to.y + HEADER_HEIGHT / 2 };
  if (!fromRight && !toRight) {
    const side = Math.min(from.x, to.x) - 24;
    return [start, { x: side, y: start.y }, { x: side, y: end.y }, end];
  }
  const mid = (start.x + end.x) / 2;
  return [start, { x: mid, y: start.y }, { x: mid, y: end.y }, end];
}
