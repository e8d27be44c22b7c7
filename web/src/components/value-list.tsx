import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';

export interface ValueRow {
  label: string;
  value: string;
  /** Shown under the value, e.g. what it means. */
  note?: ReactNode;
}

/**
 * Labelled read-only values, each with its own copy button (conversions that give one thing many spellings). A value
 * wraps between its words first ("Tue, 14 Nov 2023 22:13:20 GMT"), inside one only when that word is wider than
 * the column.
 */
export function ValueList({ rows, label }: { rows: readonly ValueRow[]; label: string }) {
  return (
    <dl aria-label={label} className="grid divide-y rounded-md border">
      {rows.map((row) => (
        <div
          key={row.label}
          className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3 px-3 py-2 sm:grid-cols-[9rem_1fr_auto]"
        >
          <dt className="text-sm text-muted-foreground">{row.label}</dt>
          <dd className="min-w-0">
            <code className="font-mono text-sm [overflow-wrap:anywhere]">{row.value}</code>
            {row.note && <div className="text-xs text-muted-foreground">{row.note}</div>}
          </dd>
          <dd>
            <CopyButton
              value={row.value}
              label={`Copy ${row.label}`}
              iconOnly
              variant="ghost"
              size="icon-sm"
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}
