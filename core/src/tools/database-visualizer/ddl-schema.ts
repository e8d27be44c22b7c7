import type { Builder } from './ddl-builder';
import { newColumn } from './ddl-columns';
import { type Column, type Constraint, type DbSchema, liftPartitionForeignKeys, type Table } from './model';

function clearKeyFacts(c: Column) {
  c.isPrimaryKey = false;
  c.isForeignKey = false;
  delete c.foreignTable;
  delete c.foreignColumn;
  delete c.foreignSchema;
  delete c.isUnique;
}

/** A foreign key's columns point at its target; a target not defined becomes external, with the columns named. */
function linkForeignKey(
  b: Builder,
  table: Table,
  ref: NonNullable<Constraint['references']>,
  cols: (Column | undefined)[],
) {
  let target = b.find(ref.schema, ref.table);
  if (ref.columns.length === 0) {
    const pk = target?.constraints?.find((x) => x.kind === 'primary key')?.columns;
    ref.columns = pk?.length ? [...pk] : ['id'];
  }
  if (!target) {
    target = b.external(ref.schema, ref.table);
  }
  ref.columns.forEach((name, i) => {
    if (target.kind === 'external' && !target.columns.some((c) => c.name === name)) {
      target.columns.push({
        ...newColumn(name, cols[i]?.type ?? 'unknown'),
        nullable: false,
        isPrimaryKey: ref.columns.length === 1,
      });
    }
  });
  cols.forEach((c, i) => {
    if (!c || c.isForeignKey) return;
    c.isForeignKey = true;
    c.foreignTable = ref.table;
    c.foreignColumn = ref.columns[i] ?? ref.columns[0] ?? 'id';
    if (ref.schema !== table.schema) c.foreignSchema = ref.schema;
  });
}

/** Columns get their key facts from the table's constraints; references to tables not defined become external. */
export function finish(b: Builder): DbSchema {
  for (const table of b.tables) {
    for (const c of table.columns) clearKeyFacts(c);
    for (const k of table.constraints ?? []) {
      const cols = k.columns.map((name) => table.columns.find((c) => c.name === name));
      if (k.kind === 'primary key') for (const c of cols) if (c) c.isPrimaryKey = true;
      if (k.kind === 'unique' && cols.length === 1 && cols[0]) cols[0].isUnique = true;
      if (k.kind === 'foreign key' && k.references) linkForeignKey(b, table, k.references, cols);
    }
  }
  liftPartitionForeignKeys(b.tables);
  return {
    tables: b.tables,
    ...(b.enums.length ? { enums: b.enums } : {}),
    ...(b.domains.length ? { domains: b.domains } : {}),
    ...(b.functions.length ? { functions: b.functions } : {}),
    ...(b.composites.length ? { compositeTypes: b.composites } : {}),
  };
}
