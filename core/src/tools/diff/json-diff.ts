import { ToolInputError } from '../../errors';
import { JsonNumber } from '../../json/json-number';
import { parseJson, sortedKeys } from '../../json/json-text';
import { stringifyJson } from '../../json/lossless';
import { sequenceChanges } from './sequence';
import { runTextDiff, type TextDiff } from './text-diff';

/** An RFC 6902 operation; paths are RFC 6901 JSON Pointers. */
export type JsonPatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

/** One change as a person reads it: where, and the value before and after. */
export interface JsonChange {
  kind: 'added' | 'removed' | 'changed';
  path: string;
  before?: unknown;
  after?: unknown;
}

export interface JsonDiff {
  /** Applied to the first document, gives the second. */
  patch: JsonPatchOperation[];
  changes: JsonChange[];
  /** Both documents with sorted keys, compared as text: a diff that ignores key order. */
  text: TextDiff;
  identical: boolean;
}

export interface JsonDiffInput {
  a: string;
  b: string;
  /** How each side is named in errors and in the unified diff (file names in the CLI). */
  aName?: string;
  bName?: string;
  context?: number;
}

type Json = null | boolean | number | JsonNumber | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof JsonNumber);

/** Deep equality of JSON values; key order does not matter; numbers kept as written compare by their value's digits. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof JsonNumber || b instanceof JsonNumber) {
    // By decimal value: 1e400 = 10E399, and -0 (kept as written) = 0.
    const value = (side: unknown) =>
      side instanceof JsonNumber
        ? side.canonical
        : typeof side === 'number'
          ? new JsonNumber(String(side)).canonical
          : null;
    return value(a) !== null && value(a) === value(b);
  }
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && jsonEqual(a[key], b[key]))
    );
  }
  return false;
}

/** RFC 6901: `~` -> `~0`, `/` -> `~1`. */
export const pointerToken = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function diffValues(a: unknown, b: unknown, path: string, out: JsonChange[]): void {
  if (jsonEqual(a, b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    diffArray(a, b, path, out);
    return;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of Object.keys(a)) {
      if (!Object.hasOwn(b, key))
        out.push({ kind: 'removed', path: `${path}/${pointerToken(key)}`, before: a[key] });
    }
    for (const key of Object.keys(a)) {
      if (Object.hasOwn(b, key)) diffValues(a[key], b[key], `${path}/${pointerToken(key)}`, out);
    }
    for (const key of Object.keys(b)) {
      if (!Object.hasOwn(a, key))
        out.push({ kind: 'added', path: `${path}/${pointerToken(key)}`, after: b[key] });
    }
    return;
  }
  out.push({ kind: 'changed', path, before: a, after: b });
}

/** A JSON value's text with sorted keys: equal for equal values whatever their key order. */
const canonicalKey = (value: unknown) => stringifyJson(sortedKeys(value));

/**
 * Items kept in order (longest common subsequence) stay; a removed run followed by an added one is compared item
 * by item; indexes are those of the array as the patch has changed it so far.
 */
function diffArray(a: unknown[], b: unknown[], path: string, out: JsonChange[]): void {
  const { changes } = sequenceChanges(a, b, canonicalKey);
  let index = 0;
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i];
    if (!change) continue;
    if (!change.added && !change.removed) {
      index += change.items.length;
      continue;
    }
    const removed = change.removed ? change.items : [];
    const next = changes[i + 1];
    const added = change.added ? change.items : next?.added ? next.items : [];
    if (change.removed && next?.added) i++;
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k++) diffValues(removed[k], added[k], `${path}/${index++}`, out);
    for (let k = paired; k < removed.length; k++) {
      out.push({ kind: 'removed', path: `${path}/${index}`, before: removed[k] });
    }
    for (let k = paired; k < added.length; k++) {
      out.push({ kind: 'added', path: `${path}/${index++}`, after: added[k] });
    }
  }
}

/** The changes that turn `a` into `b`, in the order a patch applies them. */
export function jsonChanges(a: unknown, b: unknown): JsonChange[] {
  const out: JsonChange[] = [];
  diffValues(a, b, '', out);
  return out;
}

export function toPatch(changes: readonly JsonChange[]): JsonPatchOperation[] {
  return changes.map((change) =>
    change.kind === 'removed'
      ? { op: 'remove', path: change.path }
      : { op: change.kind === 'added' ? 'add' : 'replace', path: change.path, value: change.after },
  );
}

/** One side's JSON; bad JSON is named by the side's name, and by its input (`a` or `b`) as the field at fault. */
function parseSide(text: string, name: string, field: 'a' | 'b'): unknown {
  try {
    return parseJson(text);
  } catch (error) {
    if (error instanceof ToolInputError)
      throw new ToolInputError(`${name}: ${error.message}`, error.title, field);
    throw error;
  }
}

const canonical = (value: unknown) => `${stringifyJson(sortedKeys(value), 2)}\n`;

/** Two JSON documents compared by value (key order ignored): the changes, an RFC 6902 patch, and a text diff. */
export function runJsonDiff(input: JsonDiffInput): JsonDiff {
  const aName = input.aName ?? 'a';
  const bName = input.bName ?? 'b';
  const a = parseSide(input.a, aName, 'a');
  const b = parseSide(input.b, bName, 'b');
  const changes = jsonChanges(a, b);
  return {
    patch: toPatch(changes),
    changes,
    text: runTextDiff({
      a: canonical(a),
      b: canonical(b),
      aName,
      bName,
      ...(input.context !== undefined ? { context: input.context } : {}),
    }),
    identical: changes.length === 0,
  };
}
