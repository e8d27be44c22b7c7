import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import type { Layout, Position, Workspace, WorkspaceNode } from './types';

export const NODE_WIDTH = 160;
export const NODE_HEIGHT = 80;
export const SUBTASK_WIDTH = 130;
export const SUBTASK_HEIGHT = 36;
/** §9: the grid's columns and spacing, and the circle the nodes start on. */
export const GRID_COLUMNS = 3;
export const GRID_X = 300;
export const GRID_Y = 200;
export const CENTER = { x: 400, y: 300 } as const;
const SUBTASK_GAP = 46;
const SUBTASK_RING = 150;
export const FORCE_ITERATIONS = 300;

type Positions = Map<string, Position>;

function byParent(workspace: Workspace) {
  const main = workspace.nodes.filter((n) => !n.parentId);
  const children = new Map<string, WorkspaceNode[]>();
  for (const node of workspace.nodes) {
    if (!node.parentId) continue;
    const list = children.get(node.parentId) ?? [];
    list.push(node);
    children.set(node.parentId, list);
  }
  return { main, children };
}

/** The spec's 3-column grid (300 x 200); sub-tasks hang below their parent and a row grows to hold them. */
function hierarchical(workspace: Workspace): Positions {
  const { main, children } = byParent(workspace);
  const out: Positions = new Map();
  let rowTop = 100;
  for (let row = 0; row * GRID_COLUMNS < main.length; row++) {
    const items = main.slice(row * GRID_COLUMNS, row * GRID_COLUMNS + GRID_COLUMNS);
    let tallest = 0;
    items.forEach((node, column) => {
      const x = 100 + column * GRID_X;
      out.set(node.id, { x, y: rowTop });
      const subs = children.get(node.id) ?? [];
      subs.forEach((sub, i) => {
        out.set(sub.id, { x: x + 20, y: rowTop + NODE_HEIGHT / 2 + 40 + i * SUBTASK_GAP });
      });
      tallest = Math.max(tallest, subs.length ? NODE_HEIGHT / 2 + 40 + subs.length * SUBTASK_GAP : 0);
    });
    rowTop += Math.max(GRID_Y, tallest + 80);
  }
  return out;
}

/** §9's circle around (400,300), radius min(300, count x 50); sub-tasks fan out around their parent. */
function radial(workspace: Workspace): Positions {
  const { main, children } = byParent(workspace);
  const out: Positions = new Map();
  const radius = Math.min(300, main.length * 50);
  main.forEach((node, i) => {
    const angle = (2 * Math.PI * i) / Math.max(main.length, 1) - Math.PI / 2;
    const x = CENTER.x + radius * Math.cos(angle);
    const y = CENTER.y + radius * Math.sin(angle);
    out.set(node.id, { x, y });
    const subs = children.get(node.id) ?? [];
    const spread = Math.min(Math.PI * 1.5, subs.length * 0.45);
    subs.forEach((sub, j) => {
      const a = subs.length === 1 ? angle : angle - spread / 2 + (spread * j) / (subs.length - 1);
      const ring = SUBTASK_RING + (j % 2) * 40;
      out.set(sub.id, { x: x + ring * Math.cos(a), y: y + ring * Math.sin(a) });
    });
  });
  return out;
}

/** A small deterministic generator, so the force layout gives the same picture for the same input. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

interface SimNode {
  id: string;
  x: number;
  y: number;
  main: boolean;
}

/** d3-force from the radial start: tag connections and parent links pull, every node repels; fixed ticks. */
function forceDirected(workspace: Workspace): Positions {
  const start = radial(workspace);
  const nodes: SimNode[] = workspace.nodes.map((n) => ({
    id: n.id,
    main: !n.parentId,
    ...(start.get(n.id) ?? { x: CENTER.x, y: CENTER.y }),
  }));
  const links = [
    ...workspace.nodes
      .filter((n) => n.parentId)
      .map((n) => ({ source: n.parentId!, target: n.id, distance: 120 })),
    ...workspace.connections.map((c) => ({ source: c.sourceId, target: c.targetId, distance: 260 })),
  ];
  const simulation = forceSimulation(nodes)
    .randomSource(lcg(0x5eed))
    .force(
      'link',
      forceLink<SimNode, (typeof links)[number] & { source: string; target: string }>(links)
        .id((d) => d.id)
        .distance((l) => l.distance)
        .strength(0.4),
    )
    .force(
      'charge',
      forceManyBody<SimNode>().strength((d) => (d.main ? -900 : -250)),
    )
    .force(
      'collide',
      forceCollide<SimNode>((d) => (d.main ? 95 : 70)),
    )
    .force('x', forceX<SimNode>(CENTER.x).strength(0.03))
    .force('y', forceY<SimNode>(CENTER.y).strength(0.03))
    .stop();
  simulation.tick(FORCE_ITERATIONS);
  return new Map(nodes.map((n) => [n.id, { x: Math.round(n.x), y: Math.round(n.y) }]));
}

const LAYOUTS: Record<Layout, (w: Workspace) => Positions> = {
  hierarchical,
  radial,
  'force-directed': forceDirected,
};

/** The workspace with every node's position (its centre) set by the layout. */
export function layoutWorkspace(workspace: Workspace, layout: Layout): Workspace {
  const positions = LAYOUTS[layout](workspace);
  return {
    ...workspace,
    nodes: workspace.nodes.map((n) => {
      const p = positions.get(n.id) ?? n.position;
      return { ...n, position: { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 } };
    }),
  };
}
