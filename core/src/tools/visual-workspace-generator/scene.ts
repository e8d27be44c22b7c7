import { nodeColor, THEME_COLORS, type ThemeColors, textOn } from './colors';
import {
  NODE_HEIGHT,
  NODE_WIDTH,
  ROOT_HEIGHT,
  ROOT_WIDTH,
  rootPosition,
  SUBTASK_HEIGHT,
  SUBTASK_WIDTH,
} from './layouts';
import type { Position, Status, ViewerSettings, Workspace, WorkspaceNode } from './types';

const ROOT_TITLE_MAX = 26;
/** The root box's id in a scene (node ids are `node-N…`). */
export const ROOT_ID = 'root';
/** The map's text sizes at zoom 1 (the page and the SVG export draw the same); the page opens no smaller than legible. */
export const TEXT_PX = { main: 13, item: 12, progress: 12 } as const;
const MAIN_TITLE_MAX = 20;
const SUBTASK_TITLE_MAX = 15;
const MARGIN = 40;

export interface SceneBox {
  id: string;
  /** The plan's root, a component, or one of a component's items. */
  kind: 'root' | 'component' | 'item';
  /** Root and components (the larger boxes). */
  main: boolean;
  /** Top-left corner and size, in scene units. */
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  textColor: string;
  label: string;
  /** The full label; `label` may be shortened. */
  title: string;
  /** Root -> component -> item, full labels. */
  path: string[];
  status: Status;
  deadline: string | null;
  /** Main nodes with sub-tasks, when progress is shown. */
  progress?: { done: number; total: number };
}

export interface SceneLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  kind: 'child' | 'related';
  /** Drawn down from (x1, y1), then across to (x2, y2): the hierarchical layout's tree rail. */
  elbow?: boolean;
  /** A polyline from (x1, y1) through these corners to (x2, y2): root-to-component branches in the grid. */
  via?: Position[];
}

/** The SVG path of a line with corners (`elbow` or `via`), or undefined for a straight line. */
export function linePath(l: SceneLine): string | undefined {
  const r = (n: number) => Math.round(n * 10) / 10;
  if (l.elbow) return `M${r(l.x1)} ${r(l.y1)}V${r(l.y2)}H${r(l.x2)}`;
  if (!l.via) return undefined;
  const points = [...l.via, { x: l.x2, y: l.y2 }].map((p) => `L${r(p.x)} ${r(p.y)}`).join('');
  return `M${r(l.x1)} ${r(l.y1)}${points}`;
}

/** What the mindmap draws, shared by the SVG text, the canvas PNG and the web page. */
export interface Scene {
  width: number;
  height: number;
  /** Subtract from a node's position to get scene coordinates. */
  originX: number;
  originY: number;
  colors: ThemeColors;
  lines: SceneLine[];
  boxes: SceneBox[];
}

function truncate(title: string, max: number): string {
  const chars = [...title];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : title;
}

function bounds(nodes: readonly WorkspaceNode[], root: Position) {
  let minX = root.x - ROOT_WIDTH / 2;
  let minY = root.y - ROOT_HEIGHT / 2;
  let maxX = root.x + ROOT_WIDTH / 2;
  let maxY = root.y + ROOT_HEIGHT / 2;
  for (const n of nodes) {
    const w = (n.parentId ? SUBTASK_WIDTH : NODE_WIDTH) / 2;
    const h = (n.parentId ? SUBTASK_HEIGHT : NODE_HEIGHT) / 2;
    minX = Math.min(minX, n.position.x - w);
    minY = Math.min(minY, n.position.y - h);
    maxX = Math.max(maxX, n.position.x + w);
    maxY = Math.max(maxY, n.position.y + h);
  }
  return { minX, minY, maxX, maxY };
}

/** The root's status: Complete when every component is, Blocked or In Progress when any is, else Not Started. */
function rootStatus(main: readonly WorkspaceNode[]): Status {
  if (main.length && main.every((n) => n.status === 'Complete')) return 'Complete';
  if (main.some((n) => n.status === 'Blocked')) return 'Blocked';
  return main.some((n) => n.status !== 'Not Started') ? 'In Progress' : 'Not Started';
}

export function buildScene(workspace: Workspace, settings: ViewerSettings): Scene {
  const byId = new Map(workspace.nodes.map((n) => [n.id, n]));
  const main = workspace.nodes.filter((n) => !n.parentId);
  const rootAt = rootPosition(workspace, settings.layout);
  const b = bounds(workspace.nodes, rootAt);
  const originX = Math.floor(b.minX - MARGIN);
  const originY = Math.floor(b.minY - MARGIN);
  const at = (n: WorkspaceNode) => ({ x: n.position.x - originX, y: n.position.y - originY });
  const lines: SceneLine[] = [];
  const line = (a: WorkspaceNode, c: WorkspaceNode, kind: SceneLine['kind']) => {
    const p = at(a);
    const q = at(c);
    lines.push({ x1: p.x, y1: p.y, x2: q.x, y2: q.y, kind });
  };
  if (settings.showConnections) {
    for (const c of workspace.connections) {
      const source = byId.get(c.sourceId);
      const target = byId.get(c.targetId);
      if (source && target) line(source, target, 'related');
    }
  }
  const root = { x: rootAt.x - originX, y: rootAt.y - originY };
  const rootTitle = workspace.metadata.title;
  // Left of a component, clear of its own items and of the column before it.
  const GUTTER = NODE_WIDTH / 2 + 20;
  // Root -> component branches: straight spokes in the circle layouts; in the grid, down from the root to a rail
  // above each row, along the gutter left of the column, then down into the component.
  const firstRowTop = Math.min(...main.map((n) => at(n).y)) - NODE_HEIGHT / 2;
  for (const node of main) {
    const c = at(node);
    if (settings.layout !== 'hierarchical') {
      lines.push({ x1: root.x, y1: root.y, x2: c.x, y2: c.y, kind: 'child' });
      continue;
    }
    const top = c.y - NODE_HEIGHT / 2;
    const bus = root.y + ROOT_HEIGHT / 2 + (firstRowTop - root.y - ROOT_HEIGHT / 2) / 2;
    const via =
      top <= firstRowTop
        ? [
            { x: root.x, y: bus },
            { x: c.x, y: bus },
          ]
        : [
            { x: root.x, y: bus },
            { x: c.x - GUTTER, y: bus },
            { x: c.x - GUTTER, y: top - 20 },
            { x: c.x, y: top - 20 },
          ];
    lines.push({ x1: root.x, y1: root.y + ROOT_HEIGHT / 2, x2: c.x, y2: top, kind: 'child', via });
  }
  const rootFill = THEME_COLORS[settings.theme].text;
  const rootBox: SceneBox = {
    id: ROOT_ID,
    kind: 'root',
    main: true,
    x: root.x - ROOT_WIDTH / 2,
    y: root.y - ROOT_HEIGHT / 2,
    width: ROOT_WIDTH,
    height: ROOT_HEIGHT,
    fill: rootFill,
    textColor: textOn(rootFill),
    label: truncate(rootTitle, ROOT_TITLE_MAX),
    title: rootTitle,
    path: [rootTitle],
    status: rootStatus(main),
    deadline: null,
  };
  if (settings.showProgress && main.length) {
    rootBox.progress = { done: main.filter((n) => n.status === 'Complete').length, total: main.length };
  }
  const boxes: SceneBox[] = workspace.nodes.map((node) => {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent && settings.layout === 'hierarchical') {
      const p = at(parent);
      const q = at(node);
      lines.push({
        x1: p.x - NODE_WIDTH / 2 + 16,
        y1: p.y + NODE_HEIGHT / 2,
        x2: q.x - SUBTASK_WIDTH / 2,
        y2: q.y,
        kind: 'child',
        elbow: true,
      });
    } else if (parent) line(parent, node, 'child');
    const main = !node.parentId;
    const width = main ? NODE_WIDTH : SUBTASK_WIDTH;
    const height = main ? NODE_HEIGHT : SUBTASK_HEIGHT;
    const fill = nodeColor(node, settings.colorScheme, parent);
    const p = at(node);
    const box: SceneBox = {
      id: node.id,
      kind: main ? 'component' : 'item',
      main,
      x: p.x - width / 2,
      y: p.y - height / 2,
      width,
      height,
      fill,
      textColor: textOn(fill),
      label: truncate(node.title, main ? MAIN_TITLE_MAX : SUBTASK_TITLE_MAX),
      title: node.title,
      path: parent ? [rootTitle, parent.title, node.title] : [rootTitle, node.title],
      status: node.status,
      deadline: node.deadline,
    };
    if (main && settings.showProgress && node.children.length) {
      const done = node.children.filter((id) => byId.get(id)?.status === 'Complete').length;
      box.progress = { done, total: node.children.length };
    }
    return box;
  });
  return {
    width: Math.ceil(b.maxX - originX + MARGIN),
    height: Math.ceil(b.maxY - originY + MARGIN),
    originX,
    originY,
    colors: THEME_COLORS[settings.theme],
    lines,
    boxes: [rootBox, ...boxes],
  };
}
