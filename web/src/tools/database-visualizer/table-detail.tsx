import type { TableDetail as Detail, Table } from '@toolbox/core/tools/database-visualizer/reader';

function Marker({ children }: { children: string }) {
  return (
    <span className="rounded border px-1 font-mono text-[10px] font-semibold text-warning">{children}</span>
  );
}

function columnDefault(c: Table['columns'][number]): string {
  if (c.identity) return `generated ${c.identity} as identity`;
  if (c.generated) return `generated always as (${c.generated.expression}) ${c.generated.kind}`;
  return c.default ?? '';
}

/**
 * The selected table: its columns (type, nullable, default, keys), relationships in and out, and what else the
 * schema says about it (partitions, indexes, checks, row level security policies).
 */
export function TableDetail({ detail }: { detail: Detail }) {
  const { id, table, incoming, outgoing, partitions } = detail;
  const checks = (table.constraints ?? []).filter((k) => k.kind === 'check' || k.kind === 'unique');
  return (
    <div className="grid gap-4">
      <h3 className="font-mono text-base font-semibold">
        {table.schema}.{table.name}
        {table.kind && table.kind !== 'table' && (
          <span className="ml-2 text-xs font-normal text-muted-foreground">{table.kind}</span>
        )}
      </h3>
      {table.comment && <p className="text-sm text-muted-foreground">{table.comment}</p>}
      {table.partitionBy && (
        <p className="text-sm">
          Partitioned by <code>{table.partitionBy}</code>: {partitions.length} partitions (
          {partitions
            .slice(0, 6)
            .map((p) => p.name)
            .join(', ')}
          {partitions.length > 6 ? ', …' : ''})
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Columns of {table.name}</caption>
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-1 pr-3 font-medium">Column</th>
              <th className="py-1 pr-3 font-medium">Type</th>
              <th className="py-1 pr-3 font-medium">Nullable</th>
              <th className="py-1 pr-3 font-medium">Default</th>
              <th className="py-1 font-medium">Keys</th>
            </tr>
          </thead>
          <tbody className="font-mono">
            {table.columns.map((c) => (
              <tr key={c.name} className="border-t" title={c.comment}>
                <td className="py-1 pr-3">{c.name}</td>
                <td className="py-1 pr-3">{c.type}</td>
                <td className="py-1 pr-3">{c.nullable ? 'yes' : 'no'}</td>
                <td className="py-1 pr-3 break-all">{columnDefault(c)}</td>
                <td className="flex gap-1 py-1">
                  {c.isPrimaryKey && <Marker>PK</Marker>}
                  {c.isForeignKey && <Marker>FK</Marker>}
                  {c.isUnique && <Marker>UK</Marker>}
                  {c.foreignTable && (
                    <span className="text-xs text-muted-foreground">
                      → {c.foreignSchema ? `${c.foreignSchema}.` : ''}
                      {c.foreignTable}.{c.foreignColumn}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-1 text-sm">
        <h4 className="font-medium">Relationships</h4>
        {incoming.length + outgoing.length === 0 && <p className="text-muted-foreground">None.</p>}
        <ul className="grid gap-1 font-mono text-xs">
          {outgoing.map((r) => (
            <li key={`out-${r.fromColumn}`}>
              {id}.{r.fromColumn} → {r.toTable}.{r.toColumn}
            </li>
          ))}
          {incoming.map((r) => (
            <li key={`in-${r.fromTable}-${r.fromColumn}`}>
              {r.fromTable}.{r.fromColumn} → {id}.{r.toColumn}
            </li>
          ))}
        </ul>
      </div>
      {(table.indexes?.length ?? 0) + checks.length > 0 && (
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">Indexes and constraints</h4>
          <ul className="grid gap-1 font-mono text-xs">
            {(table.indexes ?? []).map((i) => (
              <li key={`i-${i.name}`}>
                {i.unique ? 'unique ' : ''}index {i.name} ({i.columns.join(', ')})
                {i.method ? ` using ${i.method}` : ''}
                {i.where ? ` where ${i.where}` : ''}
              </li>
            ))}
            {checks.map((k) => (
              <li key={`k-${k.name}`}>
                {k.kind} {k.name} {k.expression ? `(${k.expression})` : `(${k.columns.join(', ')})`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(table.policies?.length || table.rlsEnabled) && (
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">
            Row level security {table.rlsEnabled ? '(enabled)' : '(not enabled)'}
          </h4>
          <ul className="grid gap-1 font-mono text-xs">
            {(table.policies ?? []).map((p) => (
              <li key={`p-${p.name}`}>
                “{p.name}” {p.permissive ? '' : 'restrictive '}for {p.command} to {p.roles.join(', ')}
                {p.using ? ` using (${p.using})` : ''}
                {p.withCheck ? ` with check (${p.withCheck})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
