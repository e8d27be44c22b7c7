export { runWorkspaceFromRows, runWorkspaceRows, type WorkspaceRows } from './board';
export { PRIORITY_COLORS, STATUS_COLORS } from './colors';
export { type Dashboard, type DeadlineItem, UPCOMING_DAYS } from './dashboard';
export { runWorkspaceEdit, type WorkspaceEdit, type WorkspaceEditResult, type WorkspaceWrite } from './edit';
export { runWorkspaceExport, runWorkspaceShare, type TextExportFormat } from './export';
export { type MindmapImageFormat, runWorkspaceImage } from './image';
export { JSON_EXPORTED_MESSAGE } from './json';
export { type CardFilter, KANBAN_TAGS_SHOWN, type NewCard, type SortKey } from './kanban';

export { meta } from './meta';
export { type MindmapScene, runWorkspaceMindmap, type WorkspaceMindmap } from './mindmap';
export { type OpenedWorkspace, runWorkspaceOpen, type WorkspaceSource } from './open';
export type { ParsedPlan } from './parser';
export { type Regenerated, runWorkspaceRegenerate } from './regenerate';
export { BLOCKED_MARKERS, DONE_MARKERS, IN_PROGRESS_MARKERS, STATUS_KEYWORDS } from './rules';
export { GENERATED_MESSAGE, runWorkspaceSample, SAMPLE_LOADED_MESSAGE } from './sample';
export { ROOT_ID, type Scene, type SceneBox, type SceneLine, TEXT_PX } from './scene';
export type { SharedWorkspace } from './share';
export { runWorkspaceSummary, type WorkspaceSummary } from './summary';
export {
  COLOR_SCHEMES,
  type ColorScheme,
  type Connection,
  DEFAULT_SETTINGS,
  LAYOUTS,
  type Layout,
  type ParsedComponent,
  type Position,
  PRIORITIES,
  type Priority,
  STATUSES,
  type Status,
  THEMES,
  type Theme,
  type ViewerSettings,
  type Workspace,
  type WorkspaceMetadata,
  type WorkspaceNode,
} from './types';
export {
  type BoardCard,
  runWorkspace,
  type WorkspaceBoard,
  type WorkspaceView,
  type WorkspaceViewInput,
} from './view';
export { GENERATE_FAILED_MESSAGE, type GenerateOptions, generateWorkspace } from './workspace';
