// The spec's three statuses plus Blocked (issue #28; kanban shows it as a fourth column, see docs/design-notes.md),
// and the priorities: one declaration, the account's, which the database checks.
import type { ComponentPriority, ComponentStatus } from '../../account/types';

export { COMPONENT_PRIORITIES as PRIORITIES, COMPONENT_STATUSES as STATUSES } from '../../account/types';
export type Status = ComponentStatus;
export type Priority = ComponentPriority;

interface SubComponent {
  title: string;
  completed: boolean;
  /** Marked `[blocked]` or `(blocked)`. */
  blocked?: boolean;
  /** Marked `[in progress]`, `[wip]` or 🚧. */
  inProgress?: boolean;
}

/** One component as read from the text, before it becomes nodes. */
export interface ParsedComponent {
  id: string;
  title: string;
  description: string;
  status: Status;
  tags: string[];
  subComponents: SubComponent[];
  notes: string[];
  deadline?: string;
  priority?: Priority;
}

export interface Position {
  x: number;
  y: number;
}

export interface WorkspaceNode {
  id: string;
  title: string;
  description: string;
  status: Status;
  tags: string[];
  priority: Priority | null;
  /** `YYYY-MM-DD` when the text gave a readable date, else the text as written, or null. */
  deadline: string | null;
  /** Ids of the sub-task nodes. */
  children: string[];
  /** Set on sub-tasks only. */
  parentId?: string;
  position: Position;
  notes: string[];
}

export interface Connection {
  id: string;
  sourceId: string;
  targetId: string;
  type: 'related';
}

interface WorkspaceMetadata {
  title: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface Workspace {
  nodes: WorkspaceNode[];
  connections: Connection[];
  metadata: WorkspaceMetadata;
}

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const COLOR_SCHEMES = ['default', 'status', 'priority', 'tags'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const LAYOUTS = ['hierarchical', 'radial', 'force-directed'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface ViewerSettings {
  theme: Theme;
  colorScheme: ColorScheme;
  layout: Layout;
  showConnections: boolean;
  showProgress: boolean;
}

/** The page's toolbar defaults (spec §9: colour scheme status, layout hierarchical). */
export const DEFAULT_SETTINGS: ViewerSettings = {
  theme: 'light',
  colorScheme: 'status',
  layout: 'hierarchical',
  showConnections: true,
  showProgress: true,
};
