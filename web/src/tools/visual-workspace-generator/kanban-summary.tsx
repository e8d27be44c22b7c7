import { runWorkspaceSummary, type Workspace } from '@toolbox/core/tools/visual-workspace-generator';

/** Each status's count and share of the cards, and the sub-task total. */
export function KanbanSummary({ workspace }: { workspace: Workspace }) {
  const summary = runWorkspaceSummary(workspace);
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Board summary">
      {summary.statuses.map(({ status, count, percent }) => (
        <div key={status} className="flex gap-1">
          <dt className="text-muted-foreground">{status}:</dt>
          <dd className="font-medium tabular-nums">
            {count} ({percent}%)
          </dd>
        </div>
      ))}
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Sub-tasks:</dt>
        <dd className="font-medium tabular-nums">{summary.subtasks.length}</dd>
      </div>
    </dl>
  );
}
