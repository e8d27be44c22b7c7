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
export const SUBTASK_RING = 150;
/** The plan's root node: drawn in every layout, with a line to each component. */
export const ROOT_WIDTH = 200;
export const ROOT_HEIGHT = 80;
/** How far above the hierarchical grid's first row the root sits. */
const ROOT_ABOVE = 130;

export type Positions = Map<string, Position>;

export function byParent(workspace: Workspace) {
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
export function radial(workspace: Workspace): Positions {
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

/** The layouts that run no simulation; the force-directed one (d3-force) is force-layout.ts's. */
export const PLAIN_LAYOUTS: Record<Exclude<Layout, 'force-directed'>, (w: Workspace) => Positions> = {
  hierarchical,
  radial,
};

/** Where the plan's root sits: above the grid's first row (hierarchical), else in the middle of the circle. */
export function rootPosition(workspace: Workspace, layout: Layout): Position {
  if (layout !== 'hierarchical') return { ...CENTER };
  const count = workspace.nodes.filter((n) => !n.parentId).length;
  const columns = Math.max(1, Math.min(GRID_COLUMNS, count));
  return { x: 100 + ((columns - 1) * GRID_X) / 2, y: 100 - ROOT_ABOVE };
}

/** The workspace with every node's position (its centre) set from a layout's positions. */
export function placeNodes(workspace: Workspace, positions: Positions): Workspace {
  return {
    ...workspace,
    nodes: workspace.nodes.map((n) => {
      const p = positions.get(n.id) ?? n.position;
      return { ...n, position: { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 } };
    }),
  };
}
