import { layoutWorkspace } from './force-layout';
import { buildScene, linePath, type Scene, type SceneBox, type SceneLine } from './scene';
import { boxTooltip } from './svg';
import type { Layout, ViewerSettings, Workspace } from './types';

/** The mindmap as the page draws it: each box with its tooltip, each line with its SVG path when it bends. */
export interface MindmapScene extends Omit<Scene, 'boxes' | 'lines'> {
  boxes: (SceneBox & { tooltip: string })[];
  lines: (SceneLine & { path: string | undefined })[];
}

export interface WorkspaceMindmap {
  /** The workspace placed by the chosen layout: what the image exports draw. */
  laidOut: Workspace;
  scene: MindmapScene;
}

// A layout is a pure function of the workspace and the layout's name, and the force layout is the slow part of the
// page: a theme or colour change keeps the positions it already has.
const laidOutBy = new WeakMap<Workspace, Map<Layout, Workspace>>();

function laidOut(workspace: Workspace, layout: Layout): Workspace {
  const byLayout = laidOutBy.get(workspace) ?? new Map<Layout, Workspace>();
  laidOutBy.set(workspace, byLayout);
  const cached = byLayout.get(layout);
  if (cached) return cached;
  const placed = layoutWorkspace(workspace, layout);
  byLayout.set(layout, placed);
  return placed;
}

/** Lays the workspace out (the settings' layout) and builds the scene the mindmap tab draws. */
export function runWorkspaceMindmap({
  workspace,
  settings,
}: {
  workspace: Workspace;
  settings: ViewerSettings;
}): WorkspaceMindmap {
  const placed = laidOut(workspace, settings.layout);
  const scene = buildScene(placed, settings);
  return {
    laidOut: placed,
    scene: {
      ...scene,
      boxes: scene.boxes.map((box) => ({ ...box, tooltip: boxTooltip(box) })),
      lines: scene.lines.map((line) => ({ ...line, path: linePath(line) })),
    },
  };
}
