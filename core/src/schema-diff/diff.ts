import { defaultPrivilegesChanges, describeDefaultPrivileges, granteeOf } from './default-privileges';
import {
  type Column,
  type DbFunction,
  functionKey,
  type Policy,
  qualified,
  type Relation,
  type SchemaModel,
} from './model';
import { pair, sameList } from './pairs';
import { SUPABASE_DEFAULT_EXTENSIONS, SUPABASE_MANAGED_SCHEMAS } from './supabase-environment';
import { isWidening } from './types';

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

const quoted = (name: string) => `"${name}"`;
const VIEW_KINDS = new Set(['view', 'materialized view']);
const kindOf = (r: Relation): ObjectKind =>
  r.kind === 'view' ? 'view' : r.kind === 'materialized view' ? 'materialized view' : 'table';

/**
 * Every difference between the schema before (`old`) and after (`next`), each with its breaking verdict: the
 * entry point `schema diff` and `check pr` call. Objects of Supabase's managed schemas are compared only for what
 * projects add to them (policies and triggers).
 */
export function diffSchemas(old: SchemaModel, next: SchemaModel): SchemaDiff {
  const changes: SchemaChange[] = [];
  const possibleRenames: PossibleRename[] = [];
  const add = (change: SchemaChange) => changes.push(change);
  const own = <T extends { schema: string }>(items: readonly T[]) =>
    items.filter((i) => !isManagedSchema(i.schema));

  const schemas = pair(
    old.schemas.filter((s) => !isManagedSchema(s.name)),
    next.schemas.filter((s) => !isManagedSchema(s.name)),
    (s) => s.name,
  );
  for (const s of schemas.added) add({ action: 'added', kind: 'schema', object: s.name, breaking: false });
  for (const s of schemas.removed)
    add({
      action: 'removed',
      kind: 'schema',
      object: s.name,
      breaking: true,
      reason: 'everything in it is gone',
    });
  for (const [a, b] of schemas.both) {
    grantChanges(a.grants, b.grants, 'schema', a.name, add);
    commentChange(a.comment, b.comment, a.name, add);
  }

  const extensions = pair(
    old.extensions.filter((e) => !SUPABASE_DEFAULT_EXTENSIONS.has(e.name)),
    next.extensions.filter((e) => !SUPABASE_DEFAULT_EXTENSIONS.has(e.name)),
    (e) => e.name,
  );
  for (const e of extensions.added)
    add({ action: 'added', kind: 'extension', object: e.name, breaking: false });
  for (const e of extensions.removed)
    add({
      action: 'removed',
      kind: 'extension',
      object: e.name,
      breaking: true,
      reason: 'its types and functions are gone',
    });
  for (const [a, b] of extensions.both)
    if (a.schema !== b.schema)
      add({
        action: 'changed',
        kind: 'extension',
        object: a.name,
        detail: `schema ${a.schema} -> ${b.schema}`,
        breaking: true,
        reason: 'calls qualified with the old schema fail',
      });

  const enums = pair(own(old.enums), own(next.enums), qualified);
  for (const e of enums.added) add({ action: 'added', kind: 'enum', object: qualified(e), breaking: false });
  for (const e of enums.removed)
    add({
      action: 'removed',
      kind: 'enum',
      object: qualified(e),
      breaking: true,
      reason: 'the type is gone',
    });
  for (const [a, b] of enums.both) {
    const removed = a.values.filter((v) => !b.values.includes(v));
    const added = b.values.filter((v) => !a.values.includes(v));
    if (removed.length)
      add({
        action: 'changed',
        kind: 'enum',
        object: qualified(a),
        detail: `values removed: ${removed.join(', ')}`,
        breaking: true,
        reason: 'rows and clients using a removed value fail',
      });
    if (added.length)
      add({
        action: 'changed',
        kind: 'enum',
        object: qualified(a),
        detail: `values added: ${added.join(', ')}`,
        breaking: false,
      });
    const kept = a.values.filter((v) => b.values.includes(v));
    if (
      !sameList(
        kept,
        b.values.filter((v) => a.values.includes(v)),
      )
    )
      add({
        action: 'changed',
        kind: 'enum',
        object: qualified(a),
        detail: 'values reordered',
        breaking: true,
        reason: 'comparisons and sorting on the type change',
      });
    if (removed.length === added.length)
      removed.forEach((from, i) => {
        const to = added[i] ?? '';
        if (a.values.indexOf(from) === b.values.indexOf(to))
          possibleRenames.push({
            kind: 'enum value',
            from: `${qualified(a)}.${from}`,
            to: `${qualified(b)}.${to}`,
          });
      });
    commentChange(a.comment, b.comment, qualified(a), add);
  }

  const domains = pair(own(old.domains), own(next.domains), qualified);
  for (const d of domains.added)
    add({ action: 'added', kind: 'domain', object: qualified(d), breaking: false });
  for (const d of domains.removed)
    add({
      action: 'removed',
      kind: 'domain',
      object: qualified(d),
      breaking: true,
      reason: 'the type is gone',
    });
  for (const [a, b] of domains.both) {
    const stricter =
      (!a.notNull && b.notNull) ||
      b.constraints.some((c) => !a.constraints.includes(c)) ||
      a.baseType !== b.baseType;
    if (
      a.baseType !== b.baseType ||
      a.notNull !== b.notNull ||
      a.default !== b.default ||
      !sameList(a.constraints, b.constraints)
    )
      add({
        action: 'changed',
        kind: 'domain',
        object: qualified(a),
        detail: describe([
          ['type', a.baseType, b.baseType],
          ['not null', String(a.notNull), String(b.notNull)],
          ['default', a.default, b.default],
          ['constraints', a.constraints.join(' '), b.constraints.join(' ')],
        ]),
        breaking: stricter,
        ...(stricter ? { reason: 'values accepted before may be refused' } : {}),
      });
    commentChange(a.comment, b.comment, qualified(a), add);
  }

  const composites = pair(own(old.compositeTypes), own(next.compositeTypes), qualified);
  for (const c of composites.added)
    add({ action: 'added', kind: 'composite type', object: qualified(c), breaking: false });
  for (const c of composites.removed)
    add({
      action: 'removed',
      kind: 'composite type',
      object: qualified(c),
      breaking: true,
      reason: 'the type is gone',
    });
  for (const [a, b] of composites.both) {
    const text = (c: typeof a) => c.attributes.map((x) => `${x.name} ${x.type}`).join(', ');
    if (text(a) !== text(b))
      add({
        action: 'changed',
        kind: 'composite type',
        object: qualified(a),
        detail: `(${text(a)}) -> (${text(b)})`,
        breaking: true,
        reason: 'clients reading its fields see another shape',
      });
    commentChange(a.comment, b.comment, qualified(a), add);
  }

  const sequences = pair(own(old.sequences), own(next.sequences), qualified);
  for (const s of sequences.added)
    add({ action: 'added', kind: 'sequence', object: qualified(s), breaking: false });
  for (const s of sequences.removed)
    add({
      action: 'removed',
      kind: 'sequence',
      object: qualified(s),
      breaking: true,
      reason: 'nextval() on it fails',
    });
  for (const [a, b] of sequences.both) {
    const detail = describe([
      ['type', a.type, b.type],
      ['increment', a.increment, b.increment],
      ['min', a.min, b.min],
      ['max', a.max, b.max],
      ['start', a.start, b.start],
      ['cache', a.cache, b.cache],
      ['cycle', String(a.cycle), String(b.cycle)],
      ['owned by', a.ownedBy, b.ownedBy],
    ]);
    if (detail) add({ action: 'changed', kind: 'sequence', object: qualified(a), detail, breaking: false });
    grantChanges(a.grants, b.grants, 'sequence', qualified(a), add);
  }

  const relations = pair(old.relations, next.relations, qualified);
  const addedTables = relations.added.filter((r) => !isManagedSchema(r.schema));
  const removedTables = relations.removed.filter((r) => !isManagedSchema(r.schema));
  for (const r of addedTables)
    add({ action: 'added', kind: kindOf(r), object: qualified(r), breaking: false });
  for (const r of removedTables)
    add({
      action: 'removed',
      kind: kindOf(r),
      object: qualified(r),
      breaking: true,
      reason: 'clients reading or writing it fail',
    });
  for (const gone of removedTables) {
    if (VIEW_KINDS.has(gone.kind)) continue;
    const twin = addedTables.find(
      (r) => r.kind === gone.kind && r.schema === gone.schema && sameColumns(r.columns, gone.columns),
    );
    if (twin) possibleRenames.push({ kind: 'table', from: qualified(gone), to: qualified(twin) });
  }
  for (const [a, b] of relations.both) relationChanges(a, b, add, possibleRenames);

  const functions = pair(own(old.functions), own(next.functions), functionKey);
  const signatureChanged = new Set<string>();
  for (const f of functions.removed) {
    const successor = functions.added.find((g) => g.schema === f.schema && g.name === f.name);
    if (successor) {
      signatureChanged.add(functionKey(successor));
      add({
        action: 'changed',
        kind: 'function',
        object: `${qualified(f)}`,
        detail: `signature (${f.identity}) -> (${successor.identity})`,
        breaking: true,
        reason: 'calls with the old arguments fail',
      });
    } else
      add({
        action: 'removed',
        kind: 'function',
        object: functionKey(f),
        breaking: true,
        reason: 'calls to it fail',
      });
  }
  for (const f of functions.added)
    if (!signatureChanged.has(functionKey(f)))
      add({ action: 'added', kind: 'function', object: functionKey(f), breaking: false });
  for (const [a, b] of functions.both) functionChanges(a, b, add);
  defaultPrivilegeChanges(old, next, add);

  return { changes, possibleRenames };
}

const OBJECT_NOUN = {
  tables: 'table or view',
  sequences: 'sequence',
  functions: 'function',
  types: 'type',
  schemas: 'schema',
} as const;

/**
 * Default privileges only decide what objects made from now on get: a revoke breaks nothing that exists, a grant
 * that opens new objects to anon (or PUBLIC, anon included) is what a reviewer must see.
 */
function defaultPrivilegeChanges(old: SchemaModel, next: SchemaModel, add: Add) {
  const plain = (g: string) => g.replace(/\*$/, '');
  for (const c of defaultPrivilegesChanges(old, next)) {
    const object = describeDefaultPrivileges(c);
    const revoked = c.before.filter((g) => !c.after.includes(g));
    const granted = c.after.filter((g) => !c.before.includes(g));
    if (revoked.length)
      add({
        action: 'removed',
        kind: 'default privileges',
        object,
        detail: revoked.join(', '),
        breaking: false,
      });
    if (!granted.length) continue;
    const opened = granted.some(
      (g) => ['anon', 'public'].includes(granteeOf(g)) && !c.before.some((b) => plain(b) === plain(g)),
    );
    add({
      action: 'added',
      kind: 'default privileges',
      object,
      detail: granted.join(', '),
      breaking: opened,
      ...(opened
        ? {
            reason: `every ${OBJECT_NOUN[c.objects]} ${c.role} creates ${c.schema === null ? '' : `in ${c.schema} `}from now on is open to anon (the Data API without sign-in)`,
          }
        : {}),
    });
  }
}

type Add = (change: SchemaChange) => void;

/** `name a -> b; …` for the facts that differ, or '' when none does. */
function describe(facts: [string, string | null, string | null][]): string {
  return facts
    .filter(([, a, b]) => a !== b)
    .map(([name, a, b]) => `${name} ${a ?? 'none'} -> ${b ?? 'none'}`)
    .join('; ');
}

const sameColumns = (a: readonly Column[], b: readonly Column[]) =>
  sameList(
    a.map((c) => `${c.name} ${c.type}`),
    b.map((c) => `${c.name} ${c.type}`),
  );

function commentChange(a: string | null, b: string | null, object: string, add: Add) {
  if (a !== b)
    add({
      action: a === null ? 'added' : b === null ? 'removed' : 'changed',
      kind: 'comment',
      object,
      breaking: false,
    });
}

function grantChanges(a: readonly string[], b: readonly string[], what: string, object: string, add: Add) {
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

function relationChanges(a: Relation, b: Relation, add: Add, renames: PossibleRename[]) {
  const name = qualified(a);
  const managed = isManagedSchema(a.schema);
  if (!managed) {
    if (a.kind !== b.kind)
      add({
        action: 'changed',
        kind: kindOf(a),
        object: name,
        detail: `${a.kind} -> ${b.kind}`,
        breaking: true,
        reason: 'what clients can do with it changes',
      });
    else if (VIEW_KINDS.has(a.kind)) viewChanges(a, b, add);
    // A partition's columns are its parent's: reported there.
    else if (!a.partitionOf) columnChanges(a, b, add, renames);
    const relFacts = describe([
      ['options', a.options.join(','), b.options.join(',')],
      ['partition by', a.partitionBy, b.partitionBy],
      [
        'partition of',
        a.partitionOf && `${a.partitionOf} ${a.partitionBound}`,
        b.partitionOf && `${b.partitionOf} ${b.partitionBound}`,
      ],
    ]);
    if (relFacts)
      add({ action: 'changed', kind: kindOf(a), object: name, detail: relFacts, breaking: false });
    constraintChanges(a, b, add);
    const indexes = pair(a.indexes, b.indexes, (i) => i.name);
    for (const i of indexes.added)
      add({
        action: 'added',
        kind: 'index',
        object: `${name}: index ${quoted(i.name)}`,
        breaking: i.unique,
        ...(i.unique ? { reason: 'duplicate values are refused from now on' } : {}),
      });
    for (const i of indexes.removed)
      add({ action: 'removed', kind: 'index', object: `${name}: index ${quoted(i.name)}`, breaking: false });
    for (const [x, y] of indexes.both)
      if (x.definition !== y.definition)
        add({
          action: 'changed',
          kind: 'index',
          object: `${name}: index ${quoted(x.name)}`,
          detail: `${x.definition} -> ${y.definition}`,
          breaking: y.unique && !x.unique,
          ...(y.unique && !x.unique ? { reason: 'duplicate values are refused from now on' } : {}),
        });
    if (a.rls !== b.rls)
      add(
        b.rls
          ? {
              action: 'changed',
              kind: 'row level security',
              object: name,
              detail: 'enabled',
              breaking: b.policies.length === 0,
              ...(b.policies.length === 0
                ? { reason: 'no policy allows any row: API clients see nothing' }
                : {}),
            }
          : {
              action: 'changed',
              kind: 'row level security',
              object: name,
              detail: 'disabled',
              breaking: true,
              reason: 'every row is readable and writable by anyone the table is granted to',
            },
      );
    if (a.forceRls !== b.forceRls)
      add({
        action: 'changed',
        kind: 'row level security',
        object: name,
        detail: b.forceRls ? 'forced for the owner' : 'no longer forced for the owner',
        breaking: !b.forceRls,
        ...(!b.forceRls ? { reason: "the table's owner bypasses its policies again" } : {}),
      });
    grantChanges(a.grants, b.grants, kindOf(a), name, add);
    commentChange(a.comment, b.comment, name, add);
  }
  policyChanges(a, b, add);
  const triggers = pair(a.triggers, b.triggers, (t) => t.name);
  for (const t of triggers.added)
    add({ action: 'added', kind: 'trigger', object: `${name}: trigger ${quoted(t.name)}`, breaking: false });
  for (const t of triggers.removed)
    add({
      action: 'removed',
      kind: 'trigger',
      object: `${name}: trigger ${quoted(t.name)}`,
      breaking: false,
    });
  for (const [x, y] of triggers.both)
    if (x.definition !== y.definition || x.enabled !== y.enabled)
      add({
        action: 'changed',
        kind: 'trigger',
        object: `${name}: trigger ${quoted(x.name)}`,
        detail:
          x.definition !== y.definition
            ? `${x.definition} -> ${y.definition}`
            : `enabled ${x.enabled} -> ${y.enabled}`,
        breaking: false,
      });
}

function viewChanges(a: Relation, b: Relation, add: Add) {
  const name = qualified(a);
  const gone = a.columns.filter((c) => !b.columns.some((d) => d.name === c.name));
  const retyped = a.columns.filter((c) => b.columns.some((d) => d.name === c.name && d.type !== c.type));
  if (gone.length)
    add({
      action: 'changed',
      kind: kindOf(a),
      object: name,
      detail: `columns removed: ${gone.map((c) => c.name).join(', ')}`,
      breaking: true,
      reason: 'clients selecting them fail',
    });
  for (const c of retyped) {
    const to = b.columns.find((d) => d.name === c.name)?.type ?? '';
    const widening = isWidening(c.type, to);
    add({
      action: 'changed',
      kind: 'column',
      object: `${name}.${c.name}`,
      detail: `type ${c.type} -> ${to}`,
      breaking: !widening,
      ...(!widening ? { reason: 'clients read another type' } : {}),
    });
  }
  for (const c of b.columns.filter((d) => !a.columns.some((x) => x.name === d.name)))
    add({ action: 'added', kind: 'column', object: `${name}.${c.name}`, breaking: false });
  if (a.definition !== b.definition)
    add({ action: 'changed', kind: kindOf(a), object: name, detail: 'definition', breaking: false });
}

function columnChanges(a: Relation, b: Relation, add: Add, renames: PossibleRename[]) {
  const name = qualified(a);
  const columns = pair(a.columns, b.columns, (c) => c.name);
  for (const c of columns.removed)
    add({
      action: 'removed',
      kind: 'column',
      object: `${name}.${c.name}`,
      breaking: true,
      reason: 'clients reading or writing it fail, and its data is lost',
    });
  const unmatched = [...columns.added];
  for (const c of columns.removed) {
    const twin = unmatched.findIndex((d) => d.type === c.type);
    if (twin < 0) continue;
    renames.push({ kind: 'column', from: `${name}.${c.name}`, to: `${name}.${unmatched[twin]?.name}` });
    unmatched.splice(twin, 1);
  }
  for (const c of columns.added) {
    const required = c.notNull && c.default === null && c.identity === null && c.generated === null;
    add({
      action: 'added',
      kind: 'column',
      object: `${name}.${c.name}`,
      detail: c.type,
      breaking: required,
      ...(required ? { reason: 'NOT NULL without a default: inserts that do not name it fail' } : {}),
    });
  }
  for (const [x, y] of columns.both) {
    const at = `${name}.${x.name}`;
    if (x.type !== y.type) {
      const widening = isWidening(x.type, y.type);
      add({
        action: 'changed',
        kind: 'column',
        object: at,
        detail: `type ${x.type} -> ${y.type}`,
        breaking: !widening,
        ...(!widening ? { reason: 'a narrower or different type: values and clients may not fit' } : {}),
      });
    }
    if (!x.notNull && y.notNull)
      add({
        action: 'changed',
        kind: 'column',
        object: at,
        detail: 'now NOT NULL',
        breaking: true,
        reason: 'writes of null fail',
      });
    if (x.notNull && !y.notNull)
      add({ action: 'changed', kind: 'column', object: at, detail: 'now nullable', breaking: false });
    if (x.default !== y.default) {
      const dropped = y.default === null && y.notNull && y.identity === null && y.generated === null;
      add({
        action: 'changed',
        kind: 'column',
        object: at,
        detail: `default ${x.default ?? 'none'} -> ${y.default ?? 'none'}`,
        breaking: dropped,
        ...(dropped ? { reason: 'NOT NULL without a default: inserts that do not name it fail' } : {}),
      });
    }
    if (x.identity !== y.identity)
      add({
        action: 'changed',
        kind: 'column',
        object: at,
        detail: `identity ${x.identity ?? 'none'} -> ${y.identity ?? 'none'}`,
        breaking: y.identity === 'always',
        ...(y.identity === 'always' ? { reason: 'inserts giving a value fail' } : {}),
      });
    if (JSON.stringify(x.generated) !== JSON.stringify(y.generated))
      add({
        action: 'changed',
        kind: 'column',
        object: at,
        detail: `generated ${x.generated?.expression ?? 'none'} -> ${y.generated?.expression ?? 'none'}`,
        breaking: y.generated !== null,
        ...(y.generated !== null ? { reason: 'writes to a generated column fail' } : {}),
      });
    if (x.collation !== y.collation)
      add({
        action: 'changed',
        kind: 'column',
        object: at,
        detail: `collation ${x.collation ?? 'default'} -> ${y.collation ?? 'default'}`,
        breaking: false,
      });
    commentChange(x.comment, y.comment, at, add);
  }
}

function constraintChanges(a: Relation, b: Relation, add: Add) {
  const name = qualified(a);
  const constraints = pair(a.constraints, b.constraints, (c) => c.name);
  const existing = new Set(a.columns.map((c) => c.name));
  for (const c of constraints.added) {
    // On columns that are new too, nothing written before can break it.
    const onNewColumns = c.columns.length > 0 && c.columns.every((column) => !existing.has(column));
    add({
      action: 'added',
      kind: 'constraint',
      object: `${name}: ${c.kind} ${quoted(c.name)}`,
      detail: c.definition,
      breaking: !onNewColumns,
      ...(!onNewColumns ? { reason: 'writes (and existing rows) that break it are refused' } : {}),
    });
  }
  for (const c of constraints.removed)
    add({
      action: 'removed',
      kind: 'constraint',
      object: `${name}: ${c.kind} ${quoted(c.name)}`,
      detail: c.definition,
      breaking: false,
    });
  for (const [x, y] of constraints.both)
    if (x.definition !== y.definition)
      add({
        action: 'changed',
        kind: 'constraint',
        object: `${name}: ${y.kind} ${quoted(x.name)}`,
        detail: `${x.definition} -> ${y.definition}`,
        breaking: true,
        reason: 'writes accepted before may be refused',
      });
}

const policyText = (p: Policy) =>
  `${p.permissive ? 'permissive' : 'restrictive'} for ${p.command} to ${p.roles.join(', ')} using ${p.using ?? '-'} with check ${p.withCheck ?? '-'}`;

function policyChanges(a: Relation, b: Relation, add: Add) {
  const name = qualified(a);
  const policies = pair(a.policies, b.policies, (p) => p.name);
  for (const p of policies.added)
    add({
      action: 'added',
      kind: 'policy',
      object: `${name}: policy ${quoted(p.name)}`,
      breaking: !p.permissive,
      ...(!p.permissive ? { reason: 'a restrictive policy hides rows allowed before' } : {}),
    });
  for (const p of policies.removed)
    add({
      action: 'removed',
      kind: 'policy',
      object: `${name}: policy ${quoted(p.name)}`,
      breaking: p.permissive,
      ...(p.permissive
        ? {
            reason: `rows it let ${p.roles.join(', ')} ${p.command === 'all' ? 'use' : p.command} are refused`,
          }
        : {}),
    });
  for (const [x, y] of policies.both)
    if (policyText(x) !== policyText(y))
      add({
        action: 'changed',
        kind: 'policy',
        object: `${name}: policy ${quoted(x.name)}`,
        detail: `${policyText(x)} -> ${policyText(y)}`,
        breaking: true,
        reason: 'who may read or write which rows changes',
      });
}

function functionChanges(a: DbFunction, b: DbFunction, add: Add) {
  const name = functionKey(a);
  if (a.result !== b.result)
    add({
      action: 'changed',
      kind: 'function',
      object: name,
      detail: `returns ${a.result} -> ${b.result}`,
      breaking: true,
      reason: 'callers read another type',
    });
  if (a.arguments !== b.arguments)
    add({
      action: 'changed',
      kind: 'function',
      object: name,
      detail: `arguments ${a.arguments} -> ${b.arguments}`,
      breaking: true,
      reason: 'calls by argument name or relying on a default may fail',
    });
  const facts = describe([
    ['security', a.securityDefiner ? 'definer' : 'invoker', b.securityDefiner ? 'definer' : 'invoker'],
    ['volatility', a.volatility, b.volatility],
    ['config', a.config.join(' ') || null, b.config.join(' ') || null],
    ['language', a.language, b.language],
  ]);
  if (facts) add({ action: 'changed', kind: 'function', object: name, detail: facts, breaking: false });
  else if (a.definition !== b.definition && a.result === b.result && a.arguments === b.arguments)
    add({ action: 'changed', kind: 'function', object: name, detail: 'body', breaking: false });
  grantChanges(a.grants, b.grants, 'function', name, add);
  commentChange(a.comment, b.comment, name, add);
}
