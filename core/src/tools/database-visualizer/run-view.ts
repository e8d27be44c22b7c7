import {
  type DbSchema,
  drawnTables,
  partitionsOf,
  type Relationship,
  type Table,
  tableId,
  tableRelationships,
} from './model';

export interface SchemaViewInput {
  schema: DbSchema;
  /** Schemas whose tables the diagram leaves out. */
  hidden?: readonly string[];
  /** A table (`schema.table`) shown with only its neighbours. */
  focus?: string | undefined;
  /** The table (`schema.table`) whose details are shown. */
  selected?: string | undefined;
  /** A table to find by name: the exact id first (any case), else the first id holding it. */
  find?: string | undefined;
}

/** One table as the page lists it. */
interface ListedTable {
  id: string;
  table: Table;
}

/** The selected table with what the schema says around it. */
export interface TableDetail extends ListedTable {
  /** Foreign keys of other tables pointing at it, and its own pointing out. */
  incoming: Relationship[];
  outgoing: Relationship[];
  partitions: Table[];
}

export interface SchemaView {
  /**
   * What the diagram draws: the schemas not hidden, and with a focus only the focused table and its neighbours
   * (tables it references and tables referencing it). Partitions follow their parent.
   */
  shown: DbSchema;
  /** The tables drawn of what is shown (partitions fold into their parent), in order. */
  listed: ListedTable[];
  /** How many tables the whole schema draws. */
  total: number;
  /** The schemas the tables are in, in order of appearance. */
  schemas: string[];
  detail?: TableDetail;
  /** The table `find` names and its schema (to show it if hidden), null when none does; absent for a blank `find`. */
  found?: { id: string; schema: string } | null;
}

/** The schema as the page explores it: what is drawn and listed, the selected table's detail, a table found. */
export function runSchemaView(input: SchemaViewInput): SchemaView {
  const { schema } = input;
  const shown = { ...schema, tables: shownTables(input) };
  const selected = schema.tables.find((t) => tableId(t) === input.selected);
  const found = input.find === undefined ? undefined : findTable(schema, input.find);
  return {
    shown,
    listed: drawnTables(shown).map((table) => ({ id: tableId(table), table })),
    total: drawnTables(schema).length,
    schemas: [...new Set(schema.tables.map((t) => t.schema))],
    ...(selected ? { detail: detailOf(schema, selected) } : {}),
    ...(found !== undefined ? { found } : {}),
  };
}

function shownTables({ schema, hidden = [], focus }: SchemaViewInput): Table[] {
  const keep = schema.tables.filter((t) => !hidden.includes(t.schema));
  if (!focus || !keep.some((t) => tableId(t) === focus)) return keep;
  const { incoming, outgoing } = tableRelationships(schema, focus);
  const near = new Set([focus, ...incoming.map((r) => r.fromTable), ...outgoing.map((r) => r.toTable)]);
  return keep.filter((t) => near.has(tableId(t)) || (t.partitionOf !== undefined && near.has(t.partitionOf)));
}

function detailOf(schema: DbSchema, table: Table): TableDetail {
  const id = tableId(table);
  return { id, table, ...tableRelationships(schema, id), partitions: partitionsOf(schema, id) };
}

function findTable(schema: DbSchema, query: string): SchemaView['found'] {
  const q = query.trim().toLowerCase();
  if (!q) return undefined;
  const ids = schema.tables.filter((t) => !t.partitionOf).map(tableId);
  const hit = ids.find((id) => id.toLowerCase() === q) ?? ids.find((id) => id.toLowerCase().includes(q));
  const table = hit === undefined ? undefined : schema.tables.find((t) => tableId(t) === hit);
  return hit !== undefined && table ? { id: hit, schema: table.schema } : null;
}
