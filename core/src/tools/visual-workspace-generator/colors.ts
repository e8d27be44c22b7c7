import type { ColorScheme, Priority, Status, Theme, WorkspaceNode } from './types';

const DEFAULT_NODE_COLOR = '#3b82f6';
const NONE_COLOR = '#9ca3af';
export const STATUS_COLORS: Record<Status, string> = {
  Complete: '#22c55e',
  'In Progress': '#f59e0b',
  Blocked: '#dc2626',
  'Not Started': NONE_COLOR,
};
export const PRIORITY_COLORS: Record<Priority, string> = {
  Urgent: '#ef4444',
  High: '#f97316',
  Medium: '#eab308',
  Low: '#22c55e',
};
const TAG_PALETTE = ['#6366f1', '#ec4899', '#14b8a6', '#f97316', '#8b5cf6', '#0ea5e9', '#84cc16', '#e11d48'];

export interface ThemeColors {
  background: string;
  text: string;
  muted: string;
  edge: string;
  related: string;
  track: string;
}

export const THEME_COLORS: Record<Theme, ThemeColors> = {
  light: {
    background: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    edge: '#94a3b8',
    related: '#6366f1',
    track: '#e2e8f0',
  },
  dark: {
    background: '#0f172a',
    text: '#f8fafc',
    muted: '#cbd5e1',
    edge: '#64748b',
    related: '#a5b4fc',
    track: '#334155',
  },
};

/** A stable colour per tag (same tag, same colour in every view). */
function tagColor(tag: string): string {
  let hash = 0;
  for (const ch of tag) hash = (Math.imul(hash, 31) + (ch.codePointAt(0) ?? 0)) >>> 0;
  return TAG_PALETTE[hash % TAG_PALETTE.length]!;
}

function statusColor(status: string): string {
  return STATUS_COLORS[status as Status] ?? NONE_COLOR;
}

export function priorityColor(priority: Priority | null | undefined): string {
  return priority ? PRIORITY_COLORS[priority] : NONE_COLOR;
}

/** A node's fill under a colour scheme; sub-tasks take their parent's priority and tags. */
export function nodeColor(node: WorkspaceNode, scheme: ColorScheme, parent?: WorkspaceNode): string {
  switch (scheme) {
    case 'default':
      return DEFAULT_NODE_COLOR;
    case 'status':
      return statusColor(node.status);
    case 'priority':
      return priorityColor(node.priority ?? parent?.priority);
    case 'tags': {
      const tag = node.tags[0] ?? parent?.tags[0];
      return tag ? tagColor(tag) : NONE_COLOR;
    }
  }
}

/** Dark or light text, whichever reads better on the fill (WCAG relative luminance). */
export function textOn(fill: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(fill.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.18 ? '#0f172a' : '#ffffff';
}
