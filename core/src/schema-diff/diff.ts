import {
  type Add,
  commentChange,
  describe,
  grantChanges,
  isManagedSchema,
  own,
  type PossibleRename,
  type SchemaChange,
  type SchemaDiff,
} from './change';
import { defaultPrivilegesChanges, describeDefaultPrivileges, granteeOf } from './default-privileges';
import { type DbFunction, functionKey, qualified, type SchemaModel } from './model';
import { pair } from './pairs';
import { tableChanges } from './relation-changes';
import { SUPABASE_DEFAULT_EXTENSIONS } from './supabase-environment';
import { compositeChanges, domainChanges, enumChanges, sequenceChanges } from './type-changes';

export type { SchemaChange, SchemaDiff } from './change';

/**
 * Every difference between the schema before (`old`) and after (`next`), each with its breaking verdict: the
 * entry point `schema diff` and `check pr` call. Objects of Supabase's managed schemas are compared only for what
 * projects add to them (policies and triggers).
 */
export function diffSchemas(old: SchemaModel, next: SchemaModel): SchemaDiff {
  const changes: SchemaChange[] = [];
  const possibleRenames: PossibleRename[] = [];
  const add = (change: SchemaChange) => changes.push(change);
  schemaChanges(old, next, add);
  extensionChanges(old, next, add);
  enumChanges(old, next, add, possibleRenames);
  domainChanges(old, next, add);
  compositeChanges(old, next, add);
  sequenceChanges(old, next, add);
  tableChanges(old, next, add, possibleRenames);
  functionListChanges(old, next, add);
  defaultPrivilegeChanges(old, next, add);
  return { changes, possibleRenames };
}

/** The project's schemas added and removed, and their grants and comments. */
function schemaChanges(old: SchemaModel, next: SchemaModel, add: Add) {
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
}

/** Extensions beyond Supabase's defaults added, removed, and moved to another schema. */
function extensionChanges(old: SchemaModel, next: SchemaModel, add: Add) {
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
}

/** Functions added and removed (one whose name stays with new arguments is a changed signature), and what changed in each kept one. */
function functionListChanges(old: SchemaModel, next: SchemaModel, add: Add) {
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
