import { type DbSchema, type Table, tableRelationships } from '@toolbox/core/tools/database-visualizer';

function Marker({ children }: { children: string }) {
  return (
    <span className="rounded border px-1 font-mono text-[10px] font-semibold text-warning">{children}</span>
  );
}

/** The selected table: its columns (type, nullable, default, PK/FK) and its relationships in and out. */
export function TableDetail({ schema, table }: { schema: DbSchema; table: Table }) {
  const { incoming, outgoing } = tableRelationships(schema, table.name);
  return (
    <div className="grid gap-4">
      <h3 className="font-mono text-base font-semibold">
        {table.schema}.{table.name}
      </h3>
      {table.comment && <p className="text-sm text-muted-foreground">{table.comment}</p>}
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
              <tr key={c.name} className="border-t">
                <td className="py-1 pr-3">{c.name}</td>
                <td className="py-1 pr-3">{c.type}</td>
                <td className="py-1 pr-3">{c.nullable ? 'yes' : 'no'}</td>
                <td className="py-1 pr-3 break-all">{c.default ?? ''}</td>
                <td className="flex gap-1 py-1">
                  {c.isPrimaryKey && <Marker>PK</Marker>}
                  {c.isForeignKey && <Marker>FK</Marker>}
                  {c.foreignTable && (
                    <span className="text-xs text-muted-foreground">
                      → {c.foreignTable}.{c.foreignColumn}
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
              {table.name}.{r.fromColumn} → {r.toTable}.{r.toColumn}
            </li>
          ))}
          {incoming.map((r) => (
            <li key={`in-${r.fromTable}-${r.fromColumn}`}>
              {r.fromTable}.{r.fromColumn} → {table.name}.{r.toColumn}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
