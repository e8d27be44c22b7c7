export { runWorkspaceFromRows, runWorkspaceRows } from './board';
export { PRIORITY_COLORS, STATUS_COLORS } from './colors';
export { UPCOMING_DAYS } from './dashboard';
export { runWorkspaceEdit, type WorkspaceEdit, type WorkspaceWrite } from './edit';
export { runWorkspaceExport } from './export';
export { type MindmapImageFormat, runWorkspaceImage } from './image';
export { JSON_EXPORTED_MESSAGE } from './json';
export { type CardFilter, KANBAN_TAGS_SHOWN, type NewCard, type SortKey } from './kanban';

export { meta } from './meta';
export { type MindmapScene, runWorkspaceMindmap, type WorkspaceMindmap } from './mindmap';
export { runWorkspaceOpen } from './open';

export { runWorkspaceRegenerate } from './regenerate';
export { BLOCKED_MARKERS, DONE_MARKERS, IN_PROGRESS_MARKERS, STATUS_KEYWORDS } from './rules';
export { GENERATED_MESSAGE, runWorkspaceSample, SAMPLE_LOADED_MESSAGE } from './sample';
export { ROOT_ID, TEXT_PX } from './scene';
export { runWorkspaceShare, type SharedWorkspace } from './share';
export { runWorkspaceSummary } from './summary';
export {
  COLOR_SCHEMES,
  type ColorScheme,
  DEFAULT_SETTINGS,
  LAYOUTS,
  type Layout,
  PRIORITIES,
  type Priority,
  STATUSES,
  type Status,
  THEMES,
  type Theme,
  type ViewerSettings,
  type Workspace,
  type WorkspaceNode,
} from './types';
export { type BoardCard, runWorkspace } from './view';
export { GENERATE_FAILED_MESSAGE, generateWorkspace } from './workspace';
