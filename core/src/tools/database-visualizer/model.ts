/** The column shape of spec §3, plus where a table lives and what DDL can say about it. */
export interface Column {
  name: string;
  type: string;
  nullable: boolean;
  /** The default as SQL text (`now()`, `'private'`), or null. */
  default: string | null;
  isPrimaryKey: boolean;
  isForeignKey: boolean;
  foreignTable?: string;
  foreignColumn?: string;
  comment?: string;
}

export interface Table {
  schema: string;
  name: string;
  columns: Column[];
  comment?: string;
  indexes?: string[];
}

export interface DbSchema {
  tables: Table[];
  enums?: { schema: string; name: string; values: string[] }[];
}

export interface Relationship {
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
  /** A nullable foreign key: the child may have no parent. */
  optional: boolean;
}

/** Every foreign key as a relationship, child -> parent. */
export function relationships(schema: DbSchema): Relationship[] {
  return schema.tables.flatMap((table) =>
    table.columns
      .filter((c) => c.isForeignKey && c.foreignTable)
      .map((c) => ({
        fromTable: table.name,
        fromColumn: c.name,
        toTable: c.foreignTable ?? '',
        toColumn: c.foreignColumn ?? 'id',
        optional: c.nullable,
      })),
  );
}

/** The relationships of one table: those it points to (out) and those pointing at it (in). */
export function tableRelationships(schema: DbSchema, tableName: string) {
  const all = relationships(schema);
  return {
    outgoing: all.filter((r) => r.fromTable === tableName),
    incoming: all.filter((r) => r.toTable === tableName),
  };
}
