import type { JsonObject } from '@toolbox/core/account';
import type { DbSchema, Positions } from '@toolbox/core/tools/database-visualizer';
import { useState } from 'react';
import { DiagramView } from './diagram-view';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasStrings = (value: unknown, ...keys: string[]) =>
  isObject(value) && keys.every((key) => typeof value[key] === 'string');

/** The shape the diagram draws: tables with a schema, a name and columns of a name and a type. */
function isDbSchema(value: unknown): value is DbSchema {
  if (!isObject(value) || !Array.isArray(value.tables)) return false;
  return value.tables.every(
    (table: unknown) =>
      hasStrings(table, 'schema', 'name') &&
      isObject(table) &&
      Array.isArray(table.columns) &&
      table.columns.every((column: unknown) => hasStrings(column, 'name', 'type')),
  );
}

function positionsOf(snapshot: JsonObject): Positions {
  const positions: Positions = {};
  const saved = snapshot.positions;
  if (!isObject(saved)) return positions;
  for (const [id, at] of Object.entries(saved))
    if (isObject(at) && typeof at.x === 'number' && typeof at.y === 'number')
      positions[id] = { x: at.x, y: at.y };
  return positions;
}

/** A shared schema diagram (a share link's snapshot): drawn by the visualizer's own diagram, nothing saved. */
export default function SharedDiagram({ snapshot }: { snapshot: JsonObject }) {
  const [schema] = useState(() => (isDbSchema(snapshot.schema) ? snapshot.schema : null));
  const [positions, setPositions] = useState(() => positionsOf(snapshot));
  const [selected, setSelected] = useState<string | undefined>();
  if (!schema)
    return <p className="text-muted-foreground">This snapshot is not a schema this page can draw.</p>;
  return (
    <section aria-label="ER Diagram" className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {schema.tables.length} tables. Drag to look around: nothing here is saved.
      </p>
      <DiagramView
        schema={schema}
        positions={positions}
        setPositions={setPositions}
        highlight={selected}
        onSelect={setSelected}
      />
    </section>
  );
}
