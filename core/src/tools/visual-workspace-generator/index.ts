export { cardInput, withRowIds, workspaceBoard } from './board';
export { PRIORITY_COLORS, priorityColor, STATUS_COLORS } from './colors';
export {
  computeDashboard,
  type Dashboard,
  type DeadlineItem,
  TAG_OVERVIEW_MAX,
  UPCOMING_DAYS,
} from './dashboard';
export {
  JSON_EXPORTED_MESSAGE,
  JSON_FILE_NAME,
  NOT_A_WORKSPACE,
  parseWorkspaceJson,
  workspaceToJson,
} from './json';
export {
  addCard,
  type CardFilter,
  cardProgress,
  filterCards,
  KANBAN_TAGS_SHOWN,
  moveCard,
  type NewCard,
  SORT_KEYS,
  type SortKey,
  sortCards,
} from './kanban';
export { layoutWorkspace, NODE_HEIGHT, NODE_WIDTH, SUBTASK_HEIGHT, SUBTASK_WIDTH } from './layouts';
export { meta } from './meta';
export { type ParsedPlan, parseComponents } from './parser';
export { renderMindmapPng } from './png';
export { BLOCKED_MARKERS, DONE_MARKERS, STATUS_KEYWORDS } from './rules';
export { GENERATED_MESSAGE, SAMPLE_LOADED_MESSAGE, sampleText } from './sample';
export {
  buildScene,
  linePath,
  ROOT_ID,
  type Scene,
  type SceneBox,
  type SceneLine,
} from './scene';
export {
  decodeShare,
  encodeShare,
  readViewerSettings,
  SHARE_BROKEN,
  SHARE_PARAM,
  type SharedWorkspace,
  sharePayload,
} from './share';
export { boxTooltip, renderMindmapSvg } from './svg';
export { toMarkdown, toMermaidKanban, toMermaidMindmap, toTree } from './text-exports';
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
  type SubComponent,
  THEMES,
  type Theme,
  type ViewerSettings,
  type Workspace,
  type WorkspaceMetadata,
  type WorkspaceNode,
} from './types';
export {
  BLANK_TEXT_MESSAGE,
  connectByTags,
  GENERATE_FAILED_MESSAGE,
  type GenerateOptions,
  generateWorkspace,
  mainNodes,
  subtaskNodes,
} from './workspace';
