import type { CatalogRows, ColumnRow, ConstraintRow, FunctionRow, InRelation } from './catalog-queries';
import type {
  Column,
  CompositeType,
  Constraint,
  ConstraintKind,
  DbFunction,
  Domain,
  EnumType,
  Relation,
  RelationKind,
  SchemaModel,
} from './model';

const RELATION_KINDS: Record<string, RelationKind> = {
  r: 'table',
  p: 'partitioned table',
  v: 'view',
  m: 'materialized view',
  f: 'foreign table',
};

const CONSTRAINT_KINDS: Record<ConstraintRow['kind'], ConstraintKind> = {
  p: 'primary key',
  f: 'foreign key',
  u: 'unique',
  c: 'check',
  x: 'exclude',
};

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

function column(row: ColumnRow): Column {
  return {
    name: row.name,
    type: row.type,
    notNull: row.not_null,
    default: row.column_default,
    identity: row.identity === 'a' ? 'always' : row.identity === 'd' ? 'by default' : null,
    identitySequence: row.identity === 'a' || row.identity === 'd' ? row.identity_sequence : null,
    generated:
      row.generated === 's' || row.generated === 'v'
        ? { kind: row.generated === 's' ? 'stored' : 'virtual', expression: row.generation_expression ?? '' }
        : null,
    collation: row.collation,
    comment: row.comment,
  };
}

/** The model from the queries' rows. */
export function schemaFromRows(rows: CatalogRows): SchemaModel {
  return {
    schemas: rows.schemas.map((s) => ({
      name: s.name,
      owner: s.owner,
      comment: s.comment,
      grants: [...s.grants],
    })),
    extensions: rows.extensions.map((e) => ({ name: e.name, schema: e.schema })),
    ...typesFromRows(rows),
    sequences: rows.sequences.map(({ owned_by, ...s }) => ({
      ...s,
      ownedBy: owned_by,
      grants: [...s.grants],
    })),
    relations: relationsFromRows(rows),
    functions: rows.functions.map(functionFromRow),
    defaultPrivileges: rows.defaultPrivileges.map((d) => ({
      role: d.role,
      schema: d.schema,
      objects: d.objects,
      grants: [...d.grants],
    })),
  };
}

/** Tables and views with their columns, constraints, indexes, triggers and policies. */
function relationsFromRows(rows: CatalogRows): Relation[] {
  const relations = new Map<string, Relation>();
  for (const r of rows.relations) {
    relations.set(`${r.schema}.${r.name}`, {
      schema: r.schema,
      name: r.name,
      kind: RELATION_KINDS[r.relkind] ?? 'table',
      columns: [],
      constraints: [],
      indexes: [],
      triggers: [],
      policies: [],
      rls: r.rls,
      forceRls: r.force_rls,
      options: [...r.options],
      definition: r.definition,
      partitionBy: r.partition_by,
      partitionOf: r.partition_of,
      partitionBound: r.partition_bound,
      dependsOn: [...r.depends_on],
      owner: r.owner,
      comment: r.comment,
      grants: [...r.grants],
    });
  }
  const owner = (row: InRelation) => relations.get(`${row.schema}.${row.relation}`);
  for (const row of rows.columns) owner(row)?.columns.push(column(row));
  for (const row of rows.constraints) {
    const constraint: Constraint = {
      name: row.name,
      kind: CONSTRAINT_KINDS[row.kind],
      definition: row.definition,
      columns: [...row.columns],
    };
    owner(row)?.constraints.push(constraint);
  }
  for (const { schema: _s, relation: _r, ...index } of rows.indexes)
    owner({ schema: _s, relation: _r })?.indexes.push(index);
  for (const { schema: _s, relation: _r, ...trigger } of rows.triggers)
    owner({ schema: _s, relation: _r })?.triggers.push(trigger);
  for (const row of rows.policies) {
    owner(row)?.policies.push({
      name: row.name,
      permissive: row.permissive,
      command: row.command,
      roles: [...row.roles],
      using: row.using,
      withCheck: row.with_check,
    });
  }
  return [...relations.values()];
}

/** Enums, domains and composite types. */
function typesFromRows(rows: CatalogRows): Pick<SchemaModel, 'enums' | 'domains' | 'compositeTypes'> {
  const enums: EnumType[] = [];
  const domains: Domain[] = [];
  const compositeTypes: CompositeType[] = [];
  for (const t of rows.types) {
    if (t.kind === 'e')
      enums.push({ schema: t.schema, name: t.name, values: [...t.labels], comment: t.comment });
    else if (t.kind === 'd')
      domains.push({
        schema: t.schema,
        name: t.name,
        baseType: t.base_type ?? 'unknown',
        notNull: t.not_null,
        default: t.type_default,
        constraints: [...t.constraints],
        comment: t.comment,
      });
    else
      compositeTypes.push({
        schema: t.schema,
        name: t.name,
        attributes: t.attribute_names.map((name, i) => ({ name, type: t.attribute_types[i] ?? 'unknown' })),
        comment: t.comment,
      });
  }
  return { enums, domains, compositeTypes };
}

function functionFromRow(f: FunctionRow): DbFunction {
  return {
    schema: f.schema,
    name: f.name,
    kind: f.kind === 'p' ? 'procedure' : 'function',
    identity: f.identity,
    arguments: f.arguments,
    result: f.result,
    language: f.language,
    securityDefiner: f.security_definer,
    volatility: VOLATILITY[f.volatility],
    config: [...f.config],
    definition: f.definition,
    rowTypes: [...f.row_types],
    owner: f.owner,
    comment: f.comment,
    grants: [...f.grants],
  };
}
