import type { ClaimRow } from '@toolbox/core/tools/jwt';
import { ColumnHeads } from '../../components/column-heads';

/** `1768478400` -> the browser's local date and time, with its zone. */
function localTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'long' });
}

/** Header parameters or claims: name, value, what it means, and for times the local and relative time. */
export function ClaimsTable({ caption, rows }: { caption: string; rows: readonly ClaimRow[] }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="border-b bg-muted/50 px-3 py-2 text-left font-medium">{caption}</caption>
        <thead className="sr-only">
          <ColumnHeads names={['Claim', 'Value']} />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b align-top last:border-0">
              <th scope="row" className="w-32 px-3 py-2 font-mono text-xs font-medium">
                {row.name}
              </th>
              <td className="grid gap-1 px-3 py-2">
                <code className="break-all font-mono text-xs">{JSON.stringify(row.value)}</code>
                {row.time && (
                  <span>
                    <time dateTime={row.time.iso}>{localTime(row.time.seconds)}</time>
                    <span className="text-muted-foreground"> · {row.time.relative}</span>
                  </span>
                )}
                {row.meaning && <span className="text-muted-foreground text-xs">{row.meaning}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
