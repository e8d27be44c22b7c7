import type { DefaultPrivilegeObjects, Grant, SchemaModel } from './model';
import { SUPABASE_MANAGED_SCHEMAS } from './supabase-environment';

/** What objects get without a global entry, the owner's own left out: Postgres's built-in default (acldefault). */
const BUILT_IN: Record<DefaultPrivilegeObjects, readonly Grant[]> = {
  tables: [],
  sequences: [],
  functions: ['public:EXECUTE'],
  types: ['public:USAGE'],
  schemas: [],
};

/** One entry's place: the creating role, the schema (or every schema) and the kind of object. */
export interface DefaultPrivilegesKey {
  role: string;
  schema: string | null;
  objects: DefaultPrivilegeObjects;
}

const keyText = (k: DefaultPrivilegesKey) => `${k.role}\n${k.schema ?? ''}\n${k.objects}`;

/** The grants an entry's place holds: its entry's, else what holds without one (built-in, or none in a schema). */
function grantsAt(model: SchemaModel, k: DefaultPrivilegesKey): readonly Grant[] {
  const entry = model.defaultPrivileges.find((d) => keyText(d) === keyText(k));
  return entry?.grants ?? (k.schema === null ? BUILT_IN[k.objects] : []);
}

/** `role` of a `role:PRIVILEGE[*]` grant. */
export const granteeOf = (grant: Grant) => grant.slice(0, grant.lastIndexOf(':'));

/**
 * The grants (the owner's left out, as the model lists object grants) an object gets when `owner` creates it in
 * `schema` under `model`'s default privileges: the global entry (or the built-in default), plus the schema's entry,
 * a privilege grantable when either says so.
 */
export function creationGrants(
  model: SchemaModel,
  objects: DefaultPrivilegeObjects,
  owner: string,
  schema: string | null,
): Grant[] {
  const merged = new Map<string, boolean>();
  const global = grantsAt(model, { role: owner, schema: null, objects });
  const inSchema = schema === null ? [] : grantsAt(model, { role: owner, schema, objects });
  for (const grant of [...global, ...inSchema]) {
    const plain = grant.replace(/\*$/, '');
    merged.set(plain, (merged.get(plain) ?? false) || grant.endsWith('*'));
  }
  return [...merged]
    .filter(([plain]) => granteeOf(plain) !== owner)
    .map(([plain, grantable]) => (grantable ? `${plain}*` : plain));
}

/** A place whose default privileges differ between the schemas, and its grants in each. */
export interface DefaultPrivilegesChange extends DefaultPrivilegesKey {
  before: readonly Grant[];
  after: readonly Grant[];
}

/**
 * Every place whose default privileges differ between `old` and `next`, outside the schemas Supabase manages (their
 * defaults are the platform's), in role, schema, object order.
 */
export function defaultPrivilegesChanges(old: SchemaModel, next: SchemaModel): DefaultPrivilegesChange[] {
  const keys = new Map<string, DefaultPrivilegesKey>();
  for (const d of [...old.defaultPrivileges, ...next.defaultPrivileges])
    if (d.schema === null || !SUPABASE_MANAGED_SCHEMAS.has(d.schema))
      keys.set(keyText(d), { role: d.role, schema: d.schema, objects: d.objects });
  return [...keys.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, k]) => ({ ...k, before: grantsAt(old, k), after: grantsAt(next, k) }))
    .filter((c) => c.before.length !== c.after.length || c.before.some((g) => !c.after.includes(g)));
}

/** How a report names a place: `functions created by postgres in schema public`. */
export const describeDefaultPrivileges = (k: DefaultPrivilegesKey) =>
  `${k.objects} created by ${k.role} ${k.schema === null ? 'in any schema' : `in schema ${k.schema}`}`;
