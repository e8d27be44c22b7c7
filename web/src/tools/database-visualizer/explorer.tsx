import { type DbSchema, tableId, tableRelationships } from '@toolbox/core/tools/database-visualizer/reader';
import { Focus, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Checkbox } from '../../components/checkbox';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

/**
 * What the diagram shows: the schemas not hidden, and with a focus only the focused table and its neighbours
 * (tables it references and tables referencing it). Partitions follow their parent.
 */
export function explorerView(
  schema: DbSchema,
  hidden: readonly string[],
  focus: string | undefined,
): DbSchema {
  let keep = schema.tables.filter((t) => !hidden.includes(t.schema));
  if (focus && keep.some((t) => tableId(t) === focus)) {
    const { incoming, outgoing } = tableRelationships(schema, focus);
    const near = new Set([focus, ...incoming.map((r) => r.fromTable), ...outgoing.map((r) => r.toTable)]);
    keep = keep.filter(
      (t) => near.has(tableId(t)) || (t.partitionOf !== undefined && near.has(t.partitionOf)),
    );
  }
  return { ...schema, tables: keep };
}

interface ExplorerControlsProps {
  schema: DbSchema;
  hidden: string[];
  setHidden: (schemas: string[]) => void;
  focus: string | undefined;
  setFocus: (id: string | undefined) => void;
  selected: string | undefined;
  onFind: (id: string) => void;
}

/** Find a table, focus the selected one with its neighbours, and show or hide each schema. */
export function ExplorerControls({
  schema,
  hidden,
  setHidden,
  focus,
  setFocus,
  selected,
  onFind,
}: ExplorerControlsProps) {
  const [query, setQuery] = useState('');
  const [missing, setMissing] = useState(false);
  const schemas = [...new Set(schema.tables.map((t) => t.schema))];
  const find = () => {
    const q = query.trim().toLowerCase();
    if (!q) return;
    const ids = schema.tables.filter((t) => !t.partitionOf).map(tableId);
    const hit = ids.find((id) => id.toLowerCase() === q) ?? ids.find((id) => id.toLowerCase().includes(q));
    setMissing(!hit);
    if (!hit) return;
    const table = schema.tables.find((t) => tableId(t) === hit);
    if (table && hidden.includes(table.schema)) setHidden(hidden.filter((s) => s !== table.schema));
    if (focus && focus !== hit) setFocus(undefined);
    onFind(hit);
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          find();
        }}
      >
        <Input
          aria-label="Find a table"
          placeholder="Find a table"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setMissing(false);
          }}
          className="h-8 w-48"
        />
        <Button type="submit" variant="outline" size="sm">
          <Search aria-hidden="true" />
          Find
        </Button>
        {missing && (
          <span role="status" className="text-xs text-muted-foreground">
            No table matches “{query.trim()}”.
          </span>
        )}
      </form>
      {focus ? (
        <Button variant="outline" size="sm" onClick={() => setFocus(undefined)}>
          <X aria-hidden="true" />
          Show all tables
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled={!selected} onClick={() => setFocus(selected)}>
          <Focus aria-hidden="true" />
          Focus {selected ?? 'a table'} and its neighbours
        </Button>
      )}
      {schemas.length > 1 && (
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">Schemas shown</legend>
          {schemas.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={!hidden.includes(name)}
              onCheckedChange={(on) => setHidden(on ? hidden.filter((s) => s !== name) : [...hidden, name])}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
