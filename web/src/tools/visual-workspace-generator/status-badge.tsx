import { STATUS_COLORS, type Status } from '@toolbox/core/tools/visual-workspace-generator';

export function StatusBadge({ status }: { status: Status }) {
  return (
    <span className="inline-flex w-fit items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium">
      <span
        aria-hidden="true"
        className="size-2 rounded-full"
        style={{ background: STATUS_COLORS[status] }}
      />
      {status}
    </span>
  );
}
