// The plan read into a workspace and written as text (JSON, Markdown, Mermaid, a tree), with the viewer's option
// lists: what `toolbox workspace` loads before it writes a text format. The front door also holds the images, the
// share link's deflate (fflate, whose load starts Node's worker_threads and streams) and the account's board, and
// its generateWorkspace the force-directed layout's d3-force, which generateWorkspaceAsync loads only for that layout.
import { PLAIN_LAYOUTS, placeNodes } from './layouts';
import { type GenerateOptions, readWorkspace } from './plan-workspace';
import type { Workspace } from './types';

export { runWorkspaceExport } from './export';
export {
  COLOR_SCHEMES,
  type ColorScheme,
  DEFAULT_SETTINGS,
  LAYOUTS,
  type Layout,
  THEMES,
  type Theme,
} from './types';

/** generateWorkspace, the same workspace, with d3-force loaded only when the force-directed layout is asked for. */
export async function generateWorkspaceAsync(text: string, options: GenerateOptions): Promise<Workspace> {
  const workspace = readWorkspace(text, options);
  const layout = options.layout ?? 'hierarchical';
  if (layout === 'force-directed') return (await import('./force-layout')).layoutWorkspace(workspace, layout);
  return placeNodes(workspace, PLAIN_LAYOUTS[layout](workspace));
}
