import {
  mainNodes,
  STATUSES,
  subtaskNodes,
  type Workspace,
} from '@toolbox/core/tools/visual-workspace-generator';

/** Each status's count and share of the cards, and the sub-task total. */
export function KanbanSummary({ workspace }: { workspace: Workspace }) {
  const main = mainNodes(workspace);
  const subtasks = subtaskNodes(workspace).length;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Board summary">
      {STATUSES.map((status) => {
        const count = main.filter((n) => n.status === status).length;
        return (
          <div key={status} className="flex gap-1">
            <dt className="text-muted-foreground">{status}:</dt>
            <dd className="font-medium tabular-nums">
              {count} ({main.length ? Math.round((count / main.length) * 100) : 0}%)
            </dd>
          </div>
        );
      })}
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Sub-tasks:</dt>
        <dd className="font-medium tabular-nums">{subtasks}</dd>
      </div>
    </dl>
  );
}
