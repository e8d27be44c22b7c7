// The plan read into a workspace and written as text (JSON, Markdown, Mermaid, a tree), with the viewer's option
// lists: what `toolbox workspace` loads before it writes a text format. The front door also holds the images, the
// share link's deflate (fflate, whose load starts Node's worker_threads and streams) and the account's board.
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
export { generateWorkspace } from './workspace';
