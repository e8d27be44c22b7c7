import { nodeColor, THEME_COLORS, type ThemeColors, textOn } from './colors';
import { NODE_HEIGHT, NODE_WIDTH, SUBTASK_HEIGHT, SUBTASK_WIDTH } from './layouts';
import type { Status, ViewerSettings, Workspace, WorkspaceNode } from './types';

export const MAIN_TITLE_MAX = 20;
export const SUBTASK_TITLE_MAX = 15;
const MARGIN = 40;

export interface SceneBox {
  id: string;
  main: boolean;
  /** Top-left corner and size, in scene units. */
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  textColor: string;
  label: string;
  title: string;
  status: Status;
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

export function truncate(title: string, max: number): string {
  const chars = [...title];
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : title;
}

function bounds(nodes: readonly WorkspaceNode[]) {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const n of nodes) {
    const w = (n.parentId ? SUBTASK_WIDTH : NODE_WIDTH) / 2;
    const h = (n.parentId ? SUBTASK_HEIGHT : NODE_HEIGHT) / 2;
    minX = Math.min(minX, n.position.x - w);
    minY = Math.min(minY, n.position.y - h);
    maxX = Math.max(maxX, n.position.x + w);
    maxY = Math.max(maxY, n.position.y + h);
  }
  if (!nodes.length) return { minX: 0, minY: 0, maxX: 400, maxY: 200 };
  return { minX, minY, maxX, maxY };
}

export function buildScene(workspace: Workspace, settings: ViewerSettings): Scene {
  const byId = new Map(workspace.nodes.map((n) => [n.id, n]));
  const b = bounds(workspace.nodes);
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
      main,
      x: p.x - width / 2,
      y: p.y - height / 2,
      width,
      height,
      fill,
      textColor: textOn(fill),
      label: truncate(node.title, main ? MAIN_TITLE_MAX : SUBTASK_TITLE_MAX),
      title: node.title,
      status: node.status,
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
    boxes,
  };
}
