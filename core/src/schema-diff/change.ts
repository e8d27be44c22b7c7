import type { Relation } from './model';
import { SUPABASE_MANAGED_SCHEMAS } from './supabase-environment';

export type ObjectKind =
  | 'schema'
  | 'extension'
  | 'enum'
  | 'domain'
  | 'composite type'
  | 'sequence'
  | 'table'
  | 'view'
  | 'materialized view'
  | 'column'
  | 'constraint'
  | 'index'
  | 'trigger'
  | 'policy'
  | 'row level security'
  | 'function'
  | 'grant'
  | 'default privileges'
  | 'comment';

/** One difference between the two schemas. */
export interface SchemaChange {
  action: 'added' | 'removed' | 'changed';
  kind: ObjectKind;
  /** The object, qualified: `public.profiles`, `public.profiles.bio`, `public.profiles: policy "own rows"`. */
  object: string;
  /** What changed, for `changed` (`type text -> character varying(100)`) and grants. */
  detail?: string;
  breaking: boolean;
  /** Why it breaks clients or existing data (only when breaking). */
  reason?: string;
}

/** A drop and an add that may be one rename: the diff cannot tell, so `--sql` drops and adds and says so. */
export interface PossibleRename {
  kind: 'table' | 'column' | 'enum value';
  from: string;
  to: string;
}

export interface SchemaDiff {
  changes: SchemaChange[];
  possibleRenames: PossibleRename[];
}

/** Whether a schema's own objects are the platform's (Supabase's `auth`, `storage`…), not the project's. */
export const isManagedSchema = (schema: string) => SUPABASE_MANAGED_SCHEMAS.has(schema);

export type Add = (change: SchemaChange) => void;

export const quoted = (name: string) => `"${name}"`;
export const VIEW_KINDS = new Set(['view', 'materialized view']);
export const kindOf = (r: Relation): ObjectKind =>
  r.kind === 'view' ? 'view' : r.kind === 'materialized view' ? 'materialized view' : 'table';
/** The items outside Supabase's managed schemas: the project's own. */
export const own = <T extends { schema: string }>(items: readonly T[]) =>
  items.filter((i) => !isManagedSchema(i.schema));

/** `name a -> b; …` for the facts that differ, or '' when none does. */
export function describe(facts: [string, string | null, string | null][]): string {
  return facts
    .filter(([, a, b]) => a !== b)
    .map(([name, a, b]) => `${name} ${a ?? 'none'} -> ${b ?? 'none'}`)
    .join('; ');
}

export function commentChange(a: string | null, b: string | null, object: string, add: Add) {
  if (a !== b)
    add({
      action: a === null ? 'added' : b === null ? 'removed' : 'changed',
      kind: 'comment',
      object,
      breaking: false,
    });
}

export function grantChanges(
  a: readonly string[],
  b: readonly string[],
  what: string,
  object: string,
  add: Add,
) {
  const revoked = a.filter((g) => !b.includes(g));
  const granted = b.filter((g) => !a.includes(g));
  if (revoked.length)
    add({
      action: 'removed',
      kind: 'grant',
      object: `${what} ${object}`,
      detail: revoked.join(', '),
      breaking: true,
      reason: 'roles lose a privilege they had',
    });
  if (granted.length)
    add({
      action: 'added',
      kind: 'grant',
      object: `${what} ${object}`,
      detail: granted.join(', '),
      breaking: false,
    });
}
