import { makeObjectName } from './pg-names';

/** The column shape of spec §3, plus what Postgres's catalog says about it. */
export interface Column {
  name: string;
  /** The type as Postgres's `format_type` prints it (`integer`, `character varying(255)`, `text[]`). */
  type: string;
  nullable: boolean;
  /** The default as SQL text (`now()`, `'private'`), or null. Identity and generated columns have none. */
  default: string | null;
  isPrimaryKey: boolean;
  isForeignKey: boolean;
  foreignTable?: string;
  foreignColumn?: string;
  /** The referenced table's schema, when it is not the column's own (`auth` for `references auth.users`). */
  foreignSchema?: string;
  /** A single-column UNIQUE constraint. */
  isUnique?: boolean;
  identity?: 'always' | 'by default';
  generated?: { kind: 'stored' | 'virtual'; expression: string };
  comment?: string;
}

export interface Index {
  name: string;
  /** Column names, or the expression text for an expression column. */
  columns: string[];
  unique: boolean;
  method?: string;
  where?: string;
}

export type ForeignKeyAction = 'cascade' | 'restrict' | 'set null' | 'set default';

/** pg_constraint's confdeltype / confupdtype and the parse tree's fk_del_action / fk_upd_action (`a`: no action). */
export const FOREIGN_KEY_ACTIONS: Readonly<Record<string, ForeignKeyAction>> = {
  c: 'cascade',
  r: 'restrict',
  n: 'set null',
  d: 'set default',
};

export interface Constraint {
  name: string;
  kind: 'primary key' | 'unique' | 'check' | 'foreign key' | 'exclude';
  columns: string[];
  /** The CHECK expression. */
  expression?: string;
  references?: { schema: string; table: string; columns: string[] };
  /** A foreign key's ON DELETE and ON UPDATE actions other than the default, NO ACTION. */
  onDelete?: ForeignKeyAction;
  onUpdate?: ForeignKeyAction;
  /**
   * A partitioned table's foreign key that Postgres holds on its partitions only (pg_dump writes one per
   * partition: `payment_p2022_01_customer_id_fkey`, ...): the ids of the partitions that declare it. pg_catalog
   * has no such constraint on the parent; the parent carries it once so the relationship is drawn and typed once.
   */
  declaredOn?: string[];
}

export interface Policy {
  name: string;
  command: 'all' | 'select' | 'insert' | 'update' | 'delete';
  permissive: boolean;
  roles: string[];
  using?: string;
  withCheck?: string;
}

export type TableKind = 'table' | 'partitioned table' | 'view' | 'materialized view' | 'external';

export interface Table {
  schema: string;
  name: string;
  columns: Column[];
  /** Absent means an ordinary table. `external`: referenced here, defined elsewhere (`auth.users`). */
  kind?: TableKind;
  comment?: string;
  indexes?: Index[];
  constraints?: Constraint[];
  policies?: Policy[];
  rlsEnabled?: boolean;
  /** A partition's parent, as a table id (see `tableId`). */
  partitionOf?: string;
  /** A partitioned table's `partition by` clause (`RANGE (payment_date)`). */
  partitionBy?: string;
}

export interface EnumType {
  schema: string;
  name: string;
  values: string[];
  comment?: string;
}

export interface Domain {
  schema: string;
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
  checks: string[];
}

/** A parameter of a function, as `pg_proc` holds it (types without typmods, as Postgres drops them). */
export interface FunctionArg {
  /** Empty for an unnamed parameter (`last_day(timestamp with time zone)`). */
  name: string;
  type: string;
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table';
  hasDefault: boolean;
}

/** A function (not a procedure, not an aggregate); overloads are separate entries. */
export interface DbFunction {
  schema: string;
  name: string;
  args: FunctionArg[];
  /** The return type as `format_type` prints it: `integer`, `void`, `trigger`, `record` (RETURNS TABLE, OUT), `customer`. */
  returns: string;
  /** RETURNS SETOF / RETURNS TABLE. */
  returnsSet: boolean;
}

/** `create type name as (field type, ...)`. */
export interface CompositeType {
  schema: string;
  name: string;
  attributes: { name: string; type: string }[];
}

export interface DbSchema {
  tables: Table[];
  enums?: EnumType[];
  domains?: Domain[];
  functions?: DbFunction[];
  compositeTypes?: CompositeType[];
}

/** The parameters a call passes: in, inout and variadic ones. */
export const inArgs = (fn: DbFunction): FunctionArg[] =>
  fn.args.filter((a) => a.mode === 'in' || a.mode === 'inout' || a.mode === 'variadic');

/** What tells overloads apart: the name and the types of the parameters a call passes. */
export const functionSignature = (fn: DbFunction): string =>
  `${fn.schema}.${fn.name}(${inArgs(fn)
    .map((a) => a.type)
    .join(',')})`;

/** How tables are named across the model (relationships, positions, partitions): `name` in public, else `schema.name`. */
export function tableId(table: { schema: string; name: string }): string {
  return table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
}

export interface Relationship {
  /** Table ids (see `tableId`). */
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
  /** A nullable foreign key: the child may have no parent. */
  optional: boolean;
  /** The foreign key is also unique (or the primary key): one-to-one. */
  oneToOne: boolean;
}

/** Every foreign key as a relationship, child -> parent (partitions are drawn as their parent, so left out). */
export function relationships(schema: DbSchema): Relationship[] {
  return schema.tables
    .filter((t) => !t.partitionOf)
    .flatMap((table) =>
      table.columns
        .filter((c) => c.isForeignKey && c.foreignTable)
        .map((c) => ({
          fromTable: tableId(table),
          fromColumn: c.name,
          toTable: tableId({ schema: c.foreignSchema ?? table.schema, name: c.foreignTable ?? '' }),
          toColumn: c.foreignColumn ?? 'id',
          optional: c.nullable,
          oneToOne:
            Boolean(c.isUnique) ||
            (c.isPrimaryKey && table.columns.filter((k) => k.isPrimaryKey).length === 1),
        })),
    );
}

/** The relationships of one table (by id): those it points to (out) and those pointing at it (in). */
export function tableRelationships(schema: DbSchema, id: string) {
  const all = relationships(schema);
  return {
    outgoing: all.filter((r) => r.fromTable === id),
    incoming: all.filter((r) => r.toTable === id),
  };
}

/** The tables the diagram draws: partitions fold into their parent. */
export function drawnTables(schema: DbSchema): Table[] {
  return schema.tables.filter((t) => !t.partitionOf);
}

/** A partitioned table's partitions (ids). */
export function partitionsOf(schema: DbSchema, id: string): Table[] {
  return schema.tables.filter((t) => t.partitionOf === id);
}

/** A table's foreign keys: its constraints, or (for a model built by hand, like the sample) its columns' flags. */
export function foreignKeys(
  table: Table,
): (Required<Pick<Constraint, 'name' | 'columns' | 'references'>> &
  Pick<Constraint, 'onDelete' | 'onUpdate'>)[] {
  const declared = (table.constraints ?? []).filter((k) => k.kind === 'foreign key' && k.references);
  if (declared.length)
    return declared.map((k) => ({
      name: k.name,
      columns: k.columns,
      references: k.references ?? { schema: '', table: '', columns: [] },
      ...(k.onDelete ? { onDelete: k.onDelete } : {}),
      ...(k.onUpdate ? { onUpdate: k.onUpdate } : {}),
    }));
  return table.columns
    .filter((c) => c.isForeignKey && c.foreignTable)
    .map((c) => ({
      name: `${table.name}_${c.name}_fkey`,
      columns: [c.name],
      references: {
        schema: c.foreignSchema ?? table.schema,
        table: c.foreignTable ?? '',
        columns: [c.foreignColumn ?? 'id'],
      },
    }));
}

/**
 * Lifts the foreign keys declared on partitions (not on their partitioned table, so pg_catalog holds them per
 * partition) to the partitioned table at the top, once per (columns, referenced table, referenced columns), with
 * `declaredOn` naming the partitions; the parent's columns get the foreign-key flags. The partitions keep their
 * own constraints, as the catalog does. Run last by the DDL reader and by the catalog reader alike.
 */
export function liftPartitionForeignKeys(tables: Table[]): void {
  const byId = new Map(tables.map((t) => [tableId(t), t]));
  const root = (table: Table): Table => {
    let top = table;
    for (let depth = 0; top.partitionOf && depth < 32; depth++) {
      const parent = byId.get(top.partitionOf);
      if (!parent) break;
      top = parent;
    }
    return top;
  };
  for (const t of tables) if (t.constraints) t.constraints = t.constraints.filter((k) => !k.declaredOn);
  const signature = (k: Constraint) =>
    k.references
      ? `${k.columns.join(',')}>${k.references.schema}.${k.references.table}(${k.references.columns.join(',')})`
      : '';
  for (const partition of tables) {
    if (!partition.partitionOf) continue;
    const parent = root(partition);
    if (parent === partition) continue;
    for (const k of partition.constraints ?? []) {
      if (k.kind !== 'foreign key' || !k.references || k.declaredOn) continue;
      if (!k.columns.every((name) => parent.columns.some((c) => c.name === name))) continue;
      const sig = signature(k);
      const existing = (parent.constraints ?? []).find(
        (p) => p.kind === 'foreign key' && signature(p) === sig,
      );
      if (existing) {
        if (existing.declaredOn && !existing.declaredOn.includes(tableId(partition)))
          existing.declaredOn.push(tableId(partition));
        continue;
      }
      let name = makeObjectName(parent.name, k.columns.join('_'), 'fkey');
      for (let i = 1; parent.constraints?.some((p) => p.name === name); i++)
        name = makeObjectName(parent.name, k.columns.join('_'), `fkey${i}`);
      parent.constraints = [
        ...(parent.constraints ?? []),
        {
          name,
          kind: 'foreign key',
          columns: [...k.columns],
          references: { ...k.references, columns: [...k.references.columns] },
          ...(k.onDelete ? { onDelete: k.onDelete } : {}),
          ...(k.onUpdate ? { onUpdate: k.onUpdate } : {}),
          declaredOn: [tableId(partition)],
        },
      ];
      k.columns.forEach((name, i) => {
        const c = parent.columns.find((col) => col.name === name);
        if (!c || c.isForeignKey || !k.references) return;
        c.isForeignKey = true;
        c.foreignTable = k.references.table;
        c.foreignColumn = k.references.columns[i] ?? k.references.columns[0] ?? 'id';
        if (k.references.schema !== parent.schema) c.foreignSchema = k.references.schema;
      });
    }
  }
}
