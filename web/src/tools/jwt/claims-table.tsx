import { stringifyJson } from '@toolbox/core/json/lossless';
import type { ClaimRow } from '@toolbox/core/tools/jwt';
import { ColumnHeads } from '../../components/column-heads';

/** `1768478400` -> the browser's local date and time, with its zone. */
function localTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'long' });
}

/** Header parameters or claims: name, value, what it means, and for times the local and relative time. */
export function ClaimsTable({ caption, rows }: { caption: string; rows: readonly ClaimRow[] }) {
  // A fixed layout in the panel's width, no sideways scroller: long names, values and notes wrap inside their
  // cells (the overflow walk measures them at 390 px).
  return (
    <div className="rounded-md border">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="rounded-t-md border-b bg-muted/50 px-3 py-2 text-left font-medium">
          {caption}
        </caption>
        <thead className="sr-only">
          <ColumnHeads names={['Claim', 'Value']} />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b align-top last:border-0">
              <th
                scope="row"
                className="w-24 px-3 py-2 font-mono text-xs font-medium [overflow-wrap:anywhere] sm:w-32"
              >
                {row.name}
              </th>
              <td className="px-3 py-2">
                <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
                  <code className="break-all font-mono text-xs">{stringifyJson(row.value)}</code>
                  {row.time && (
                    <span>
                      <time dateTime={row.time.iso}>{localTime(row.time.seconds)}</time>
                      <span className="text-muted-foreground"> · {row.time.relative}</span>
                    </span>
                  )}
                  {row.meaning && (
                    <span className="text-muted-foreground text-xs" data-claim-note>
                      {row.meaning}
                    </span>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
