import { daysUntil } from './dates';
import {
  PRIORITIES,
  type Priority,
  STATUSES,
  type Status,
  type Workspace,
  type WorkspaceNode,
} from './types';

export const UPCOMING_DAYS = 7;
const TAG_OVERVIEW_MAX = 8;

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

interface DeadlineItem {
  node: WorkspaceNode;
  /** Days from today: 1 to 7 for upcoming, negative for overdue. */
  days: number;
}

export interface Dashboard {
  totalProgress: number;
  components: number;
  completed: number;
  active: number;
  overdue: DeadlineItem[];
  subtasks: { total: number; completed: number; percent: number };
  statusDistribution: { status: Status; count: number; percent: number }[];
  /** Non-zero levels only. */
  priorityBreakdown: { priority: Priority; count: number; percent: number }[];
  /** Deadlines 1 to 7 days ahead (the spec's window, UPCOMING_DAYS). */
  upcoming: DeadlineItem[];
  /** Deadlines further ahead than the window (and today's), so a plan's later dates are never hidden. */
  later: DeadlineItem[];
  /** Top 8 by count, with the share of those components that are Complete. */
  tags: { tag: string; count: number; completion: number }[];
  recentActivity: string[];
}

/** The dashboard's figures: pure functions of the workspace and the clock's now. */
export function computeDashboard(workspace: Workspace, now: Date): Dashboard {
  const main = workspace.nodes.filter((n) => !n.parentId);
  const subs = workspace.nodes.filter((n) => n.parentId);
  const completed = main.filter((n) => n.status === 'Complete').length;
  const dated = main
    .filter((n) => n.status !== 'Complete')
    .map((node) => ({ node, days: daysUntil(node.deadline, now) }))
    .filter((d): d is DeadlineItem => d.days !== undefined)
    .sort((a, b) => a.days - b.days);
  const tagCounts = new Map<string, { count: number; done: number }>();
  for (const node of main) {
    for (const tag of node.tags) {
      const t = tagCounts.get(tag) ?? { count: 0, done: 0 };
      t.count++;
      if (node.status === 'Complete') t.done++;
      tagCounts.set(tag, t);
    }
  }
  const subsDone = subs.filter((n) => n.status === 'Complete').length;
  return {
    totalProgress: percent(completed, main.length),
    components: main.length,
    completed,
    active: main.filter((n) => n.status === 'In Progress').length,
    overdue: dated.filter((d) => d.days < 0),
    subtasks: { total: subs.length, completed: subsDone, percent: percent(subsDone, subs.length) },
    statusDistribution: STATUSES.map((status) => {
      const count = main.filter((n) => n.status === status).length;
      return { status, count, percent: percent(count, main.length) };
    }),
    priorityBreakdown: PRIORITIES.map((priority) => {
      const count = main.filter((n) => n.priority === priority).length;
      return { priority, count, percent: percent(count, main.length) };
    }).filter((p) => p.count > 0),
    upcoming: dated.filter((d) => d.days >= 1 && d.days <= UPCOMING_DAYS),
    later: dated.filter((d) => d.days === 0 || d.days > UPCOMING_DAYS),
    tags: [...tagCounts]
      .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
      .slice(0, TAG_OVERVIEW_MAX)
      .map(([tag, t]) => ({ tag, count: t.count, completion: percent(t.done, t.count) })),
    recentActivity: ['Workspace generated', `Parsed ${main.length} components with ${subs.length} sub-tasks`],
  };
}
