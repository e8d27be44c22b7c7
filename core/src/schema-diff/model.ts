/**
 * A database schema as the catalog describes it, read the same way from a live database or from PGlite after
 * applying SQL: everything `schema diff` compares and `--sql` recreates. Expressions and definitions are
 * Postgres's own text (pg_get_expr, pg_get_constraintdef, pg_get_indexdef, pg_get_viewdef, pg_get_functiondef,
 * pg_get_triggerdef), so two schemas built from different SQL compare equal when Postgres made the same objects.
 */

/** A privilege held by a role on an object: `grantee:PRIVILEGE`, with `*` when grantable; `public` for PUBLIC. */
export type Grant = string;

export interface SchemaNamespace {
  name: string;
  /** The owning role: whose default privileges (below) new objects of it get. */
  owner: string;
  comment: string | null;
  grants: Grant[];
}

export interface Extension {
  name: string;
  schema: string;
}

export interface EnumType {
  schema: string;
  name: string;
  values: string[];
  comment: string | null;
}

export interface Domain {
  schema: string;
  name: string;
  baseType: string;
  notNull: boolean;
  default: string | null;
  /** `constraint name check (...)` clauses, by name. */
  constraints: string[];
  comment: string | null;
}

export interface CompositeType {
  schema: string;
  name: string;
  attributes: { name: string; type: string }[];
  comment: string | null;
}

/** The options of an identity column's sequence, as pg_sequence keeps them. */
export type IdentitySequence = Pick<Sequence, 'start' | 'increment' | 'min' | 'max' | 'cache' | 'cycle'>;

export interface Sequence {
  schema: string;
  name: string;
  type: string;
  start: string;
  increment: string;
  min: string;
  max: string;
  cache: string;
  cycle: boolean;
  /** `schema.table.column` of a serial column owning it. */
  ownedBy: string | null;
  owner: string;
  grants: Grant[];
}

export interface Column {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
  identity: 'always' | 'by default' | null;
  /** An identity column's sequence: START WITH, INCREMENT BY, MINVALUE… as Postgres keeps them (null without one). */
  identitySequence: IdentitySequence | null;
  /** A stored or virtual generated column's expression. */
  generated: { kind: 'stored' | 'virtual'; expression: string } | null;
  collation: string | null;
  comment: string | null;
}

export type ConstraintKind = 'primary key' | 'foreign key' | 'unique' | 'check' | 'exclude';

export interface Constraint {
  name: string;
  kind: ConstraintKind;
  /** pg_get_constraintdef: `PRIMARY KEY (id)`, `FOREIGN KEY (a) REFERENCES t(id) ON DELETE CASCADE`… */
  definition: string;
  columns: string[];
}

export interface Index {
  name: string;
  /** pg_get_indexdef: the whole `CREATE [UNIQUE] INDEX … ON … USING …`. */
  definition: string;
  unique: boolean;
  comment: string | null;
}

export interface Trigger {
  name: string;
  /** pg_get_triggerdef: the whole `CREATE TRIGGER …`. */
  definition: string;
  /** pg_trigger.tgenabled: O (origin, the default), D (disabled), R (replica), A (always). */
  enabled: string;
}

export interface Policy {
  name: string;
  permissive: boolean;
  command: 'select' | 'insert' | 'update' | 'delete' | 'all';
  roles: string[];
  using: string | null;
  withCheck: string | null;
}

export type RelationKind = 'table' | 'partitioned table' | 'view' | 'materialized view' | 'foreign table';

/** A table, partitioned table, view or materialized view. */
export interface Relation {
  schema: string;
  name: string;
  kind: RelationKind;
  columns: Column[];
  constraints: Constraint[];
  indexes: Index[];
  triggers: Trigger[];
  policies: Policy[];
  rls: boolean;
  forceRls: boolean;
  /** reloptions: `security_invoker=true`, `fillfactor=70`… */
  options: string[];
  /** A view's or materialized view's query (pg_get_viewdef). */
  definition: string | null;
  /** `PARTITION BY …` of a partitioned table. */
  partitionBy: string | null;
  /** `schema.name` of the partitioned table this is a partition of, and its bound (`FOR VALUES …`). */
  partitionOf: string | null;
  partitionBound: string | null;
  /** The relations a view reads (`schema.name`), so views are dropped and created in dependency order. */
  dependsOn: string[];
  /** The owning role: the one whose default privileges applied when it was created. */
  owner: string;
  comment: string | null;
  grants: Grant[];
}

export interface DbFunction {
  schema: string;
  name: string;
  kind: 'function' | 'procedure';
  /** pg_get_function_identity_arguments: what tells overloads apart (`a integer, b text`). */
  identity: string;
  /** pg_get_function_arguments: with names and defaults. */
  arguments: string;
  /** pg_get_function_result (null for a procedure). */
  result: string | null;
  language: string;
  securityDefiner: boolean;
  volatility: 'immutable' | 'stable' | 'volatile';
  /** proconfig: `search_path=""`… */
  config: string[];
  /** pg_get_functiondef: the whole `CREATE OR REPLACE FUNCTION …`. */
  definition: string;
  /** Tables and views whose row type it takes or returns (`schema.name`): it is created after them. */
  rowTypes: string[];
  owner: string;
  comment: string | null;
  grants: Grant[];
}

/** The kinds of object `alter default privileges` sets privileges for (pg_default_acl.defaclobjtype). */
export type DefaultPrivilegeObjects = 'tables' | 'sequences' | 'functions' | 'types' | 'schemas';

/**
 * What `alter default privileges` set (one pg_default_acl entry): the privileges objects of one kind get when
 * `role` creates them in `schema`, or in any schema when `schema` is null. A schema's entry adds to the global one;
 * a global entry replaces Postgres's built-in default (the owner's privileges, EXECUTE on functions and USAGE on
 * types to PUBLIC). A global entry's grants leave out the role's own, as object grants leave out the owner's; a
 * schema's entry lists every grantee.
 */
interface DefaultPrivileges {
  role: string;
  schema: string | null;
  objects: DefaultPrivilegeObjects;
  grants: Grant[];
}

export interface SchemaModel {
  schemas: SchemaNamespace[];
  extensions: Extension[];
  enums: EnumType[];
  domains: Domain[];
  compositeTypes: CompositeType[];
  sequences: Sequence[];
  relations: Relation[];
  functions: DbFunction[];
  defaultPrivileges: DefaultPrivileges[];
}

/** `schema.name` as an object is named in reports and in `dependsOn`. */
export const qualified = (o: { schema: string; name: string }) => `${o.schema}.${o.name}`;

/** A function's key: overloads differ by their identity arguments. */
export const functionKey = (f: DbFunction) => `${f.schema}.${f.name}(${f.identity})`;
