import {
  PRIORITY_COLORS,
  runWorkspace,
  STATUS_COLORS,
  UPCOMING_DAYS,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';
import { Activity, AlertTriangle, CheckCircle2, ListChecks } from 'lucide-react';
import { systemClock } from '../../platform/clock';
import { Bar, empty, Panel, Stat } from './dashboard-parts';

export function DashboardView({ workspace }: { workspace: Workspace }) {
  const d = runWorkspace({ workspace }, { clock: systemClock }).dashboard;
  const days = (n: number) => (n === 1 ? 'in 1 day' : `in ${n} days`);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          title="Total Progress"
          value={`${d.totalProgress}%`}
          note={`${d.completed} of ${d.components} complete`}
          icon={<CheckCircle2 aria-hidden="true" className="size-4" />}
        />
        <Stat
          title="Active Tasks"
          value={d.active}
          note="In Progress"
          icon={<Activity aria-hidden="true" className="size-4" />}
        />
        <Stat
          title="Overdue"
          value={d.overdue.length}
          note="Deadline passed"
          icon={<AlertTriangle aria-hidden="true" className="size-4" />}
        />
        <Stat
          title="Sub-tasks"
          value={`${d.subtasks.completed}/${d.subtasks.total}`}
          note={`${d.subtasks.percent}% done`}
          icon={<ListChecks aria-hidden="true" className="size-4" />}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Status Distribution">
          <ul className="grid gap-3">
            {d.statusDistribution.map((s) => (
              <Bar
                key={s.status}
                label={s.status}
                percent={s.percent}
                color={STATUS_COLORS[s.status]}
                detail={`${s.count} (${s.percent}%)`}
              />
            ))}
          </ul>
        </Panel>
        <Panel title="Priority Breakdown">
          {d.priorityBreakdown.length ? (
            <ul className="grid gap-3">
              {d.priorityBreakdown.map((p) => (
                <Bar
                  key={p.priority}
                  label={p.priority}
                  percent={p.percent}
                  color={PRIORITY_COLORS[p.priority]}
                  detail={`${p.count} (${p.percent}%)`}
                />
              ))}
            </ul>
          ) : (
            empty('No priority levels assigned')
          )}
        </Panel>
        <Panel title="Upcoming Deadlines">
          <p className="mb-2 text-xs text-muted-foreground">{`Due in the next ${UPCOMING_DAYS} days`}</p>
          {d.upcoming.length ? (
            <ul className="grid gap-2 text-sm">
              {d.upcoming.map((u) => (
                <li key={u.node.id} className="flex justify-between gap-2">
                  <span>{u.node.title}</span>
                  <span className="text-muted-foreground">
                    {u.node.deadline} · {days(u.days)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            empty(`No upcoming deadlines in the next ${UPCOMING_DAYS} days`)
          )}
          {d.later.length > 0 && (
            <div className="mt-4 grid gap-2">
              <h4 className="text-sm font-semibold">Later</h4>
              <ul className="grid gap-2 text-sm">
                {d.later.map((l) => (
                  <li key={l.node.id} className="flex min-w-0 justify-between gap-2">
                    <span className="min-w-0 break-words">{l.node.title}</span>
                    <span className="shrink-0 text-muted-foreground">
                      {l.node.deadline} · {l.days === 0 ? 'today' : days(l.days)}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {d.overdue.length > 0 && (
            <div className="mt-4 grid gap-2">
              <h4 className="text-sm font-semibold text-error">Overdue Tasks</h4>
              <ul className="grid gap-2 text-sm">
                {d.overdue.map((o) => (
                  <li key={o.node.id} className="flex justify-between gap-2">
                    <span>{o.node.title}</span>
                    <span className="text-muted-foreground">
                      {o.node.deadline} · {-o.days} days late
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Panel>
        <Panel title="Tag Overview">
          {d.tags.length ? (
            <ul className="grid gap-3">
              {d.tags.map((t) => (
                <Bar
                  key={t.tag}
                  label={`${t.tag} (${t.count})`}
                  percent={t.completion}
                  color="var(--color-primary)"
                  detail={`${t.completion}% complete`}
                />
              ))}
            </ul>
          ) : (
            empty('No tags found')
          )}
        </Panel>
      </div>
      <Panel title="Recent Activity">
        <ul className="grid gap-2 text-sm">
          {d.recentActivity.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
