import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import { seededNumbers } from '../../deterministic/seeded-random';
import type { Layout, Position, Workspace, WorkspaceNode } from './types';

export const NODE_WIDTH = 160;
export const NODE_HEIGHT = 80;
export const SUBTASK_WIDTH = 130;
export const SUBTASK_HEIGHT = 36;
/** §9: the grid's columns and spacing, and the circle the nodes start on. */
const GRID_COLUMNS = 3;
export const GRID_X = 300;
export const GRID_Y = 200;
export const CENTER = { x: 400, y: 300 } as const;
const SUBTASK_GAP = 46;
const SUBTASK_RING = 150;
const FORCE_ITERATIONS = 300;
/** The plan's root node: drawn in every layout, with a line to each component. */
export const ROOT_WIDTH = 200;
export const ROOT_HEIGHT = 80;
/** How far above the hierarchical grid's first row the root sits. */
const ROOT_ABOVE = 130;

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
  // At least 100 so a single component clears the root in the middle.
  const radius = Math.min(300, Math.max(2, main.length) * 50);
  main.forEach((node, i) => {
    const angle = (2 * Math.PI * i) / Math.max(main.length, 1) - Math.PI / 2;
    const x = CENTER.x + radius * Math.cos(angle);
    const y = CENTER.y + radius * Math.sin(angle);
    out.set(node.id, { x, y });
    // Sub-tasks sit on an outer ring, inside their parent's slice of the circle, alternating two radii.
    const subs = children.get(node.id) ?? [];
    const slice = (2 * Math.PI) / Math.max(main.length, 1);
    const spread = Math.min(slice * 0.6, (subs.length - 1) * 0.45);
    subs.forEach((sub, j) => {
      const a = subs.length === 1 ? angle : angle - spread / 2 + (spread * j) / (subs.length - 1);
      const ring = radius + SUBTASK_RING + 40 + (j % 2) * 60;
      out.set(sub.id, { x: CENTER.x + ring * Math.cos(a), y: CENTER.y + ring * Math.sin(a) });
    });
  });
  return out;
}

interface SimNode {
  id: string;
  x: number;
  y: number;
  /** Room for the node and the ring of sub-tasks around it. */
  radius: number;
  /** The root is pinned in the middle. */
  fx?: number;
  fy?: number;
}

/** Fewer ticks for big maps: ~300 for a plan, enough to settle 1,000 components in well under a second. */
function forceTicks(count: number): number {
  return Math.max(60, Math.min(FORCE_ITERATIONS, Math.round(60_000 / Math.max(count, 1))));
}

/**
 * d3-force over the components from the radial start: tag connections pull, components repel and keep room for
 * their sub-tasks; a fixed seed and tick count give the same picture for the same input. Sub-tasks then fan
 * out around their parent, facing away from the middle.
 */
function forceDirected(workspace: Workspace): Positions {
  const { main, children } = byParent(workspace);
  const start = radial(workspace);
  const nodes: SimNode[] = main.map((n) => ({
    id: n.id,
    radius: (children.get(n.id)?.length ?? 0) > 0 ? SUBTASK_RING + 70 : 100,
    ...(start.get(n.id) ?? { x: CENTER.x, y: CENTER.y }),
  }));
  const links = workspace.connections.map((c) => ({ source: c.sourceId, target: c.targetId }));
  const root: SimNode = {
    id: '',
    x: CENTER.x,
    y: CENTER.y,
    fx: CENTER.x,
    fy: CENTER.y,
    radius: ROOT_WIDTH / 2 + 20,
  };
  const simulation = forceSimulation([root, ...nodes])
    .randomSource(seededNumbers(0x5eed))
    .force(
      'link',
      forceLink<SimNode, { source: string; target: string }>(links)
        .id((d) => d.id)
        .distance((l) => (l.source as unknown as SimNode).radius + (l.target as unknown as SimNode).radius)
        .strength(0.2),
    )
    .force('charge', forceManyBody<SimNode>().strength(-600))
    .force('collide', forceCollide<SimNode>((d) => d.radius).strength(0.9))
    .force('x', forceX<SimNode>(CENTER.x).strength(0.05))
    .force('y', forceY<SimNode>(CENTER.y).strength(0.05))
    .stop();
  simulation.tick(forceTicks(nodes.length));
  const out: Positions = new Map();
  const mx = nodes.reduce((sum, n) => sum + n.x, 0) / Math.max(nodes.length, 1);
  const my = nodes.reduce((sum, n) => sum + n.y, 0) / Math.max(nodes.length, 1);
  for (const n of nodes) {
    out.set(n.id, { x: Math.round(n.x), y: Math.round(n.y) });
    const subs = children.get(n.id) ?? [];
    const facing = n.x === mx && n.y === my ? -Math.PI / 2 : Math.atan2(n.y - my, n.x - mx);
    const spread = Math.min(Math.PI * 1.6, subs.length * 0.75);
    subs.forEach((sub, j) => {
      const a = subs.length === 1 ? facing : facing - spread / 2 + (spread * j) / (subs.length - 1);
      const ring = SUBTASK_RING + (j % 2) * 45;
      out.set(sub.id, {
        x: Math.round(n.x + ring * Math.cos(a)),
        y: Math.round(n.y + ring * Math.sin(a)),
      });
    });
  }
  return out;
}

const LAYOUTS: Record<Layout, (w: Workspace) => Positions> = {
  hierarchical,
  radial,
  'force-directed': forceDirected,
};

/** Where the plan's root sits: above the grid's first row (hierarchical), else in the middle of the circle. */
export function rootPosition(workspace: Workspace, layout: Layout): Position {
  if (layout !== 'hierarchical') return { ...CENTER };
  const count = workspace.nodes.filter((n) => !n.parentId).length;
  const columns = Math.max(1, Math.min(GRID_COLUMNS, count));
  return { x: 100 + ((columns - 1) * GRID_X) / 2, y: 100 - ROOT_ABOVE };
}

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
