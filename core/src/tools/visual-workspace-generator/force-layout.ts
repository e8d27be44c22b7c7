import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import { seededNumbers } from '../../deterministic/seeded-random';
import {
  byParent,
  CENTER,
  PLAIN_LAYOUTS,
  type Positions,
  placeNodes,
  ROOT_WIDTH,
  radial,
  SUBTASK_RING,
} from './layouts';
import type { Layout, Workspace } from './types';

// The force-directed layout apart from the others: d3-force (and d3-timer, whose load starts Node's perf_hooks) loads
// only where this module does, so `toolbox workspace` without --layout force-directed does not (text.ts).
const FORCE_ITERATIONS = 300;

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

/** The workspace with every node's position (its centre) set by the layout. */
export function layoutWorkspace(workspace: Workspace, layout: Layout): Workspace {
  return placeNodes(
    workspace,
    layout === 'force-directed' ? forceDirected(workspace) : PLAIN_LAYOUTS[layout](workspace),
  );
}
