import { levelOf } from './diff-oasdiff-levels';
import type { DiffLevel } from './diff-rules';
import { deref, isRecord } from './pointer';
import { refName } from './schema-node';

type Schema = Record<string, unknown>;
export type Direction = 'request' | 'response';

/**
 * Where a schema sits, which names the rule a change breaks (oasdiff's ids): a body's root, a property below
 * it, a parameter, a property of an object parameter, a response header.
 */
export type SchemaKind = 'body' | 'property' | 'parameter' | 'parameter-property' | 'header';

/** One schema change, relative to the schema compared: `path` leads from it to the property changed. */
export interface SchemaFinding {
  id: string;
  level: DiffLevel;
  oasdiff: boolean;
  /** Property names, `[]` for array items, `*` for additionalProperties, `(oneOf Pet)` for a branch. */
  path: string[];
  message: string;
}

const PREFIX: Record<Direction, Record<SchemaKind, string>> = {
  request: {
    body: 'request-body',
    property: 'request-property',
    parameter: 'request-parameter',
    'parameter-property': 'request-parameter-property',
    header: 'request-header',
  },
  response: {
    body: 'response-body',
    property: 'response-property',
    parameter: 'response-parameter',
    'parameter-property': 'response-parameter-property',
    header: 'response-header',
  },
};

const CHILD: Record<SchemaKind, SchemaKind> = {
  body: 'property',
  property: 'property',
  parameter: 'parameter-property',
  'parameter-property': 'parameter-property',
  header: 'parameter-property',
};

/** Levels for a change oasdiff has no rule for: breaking when it is stricter on a request or looser on a response. */
const STRICTER: Record<Direction, DiffLevel> = { request: 'ERR', response: 'INFO' };
const LOOSER: Record<Direction, DiffLevel> = { request: 'INFO', response: 'ERR' };

/** Nesting followed inline (without `$ref`s, which are cycle-checked): a bound for aliased YAML. */
const MAX_DEPTH = 128;

/** Compares two documents' schemas; one per pair of documents, so shared components are compared once. */
export class SchemaComparer {
  /** Findings of `$ref` pairs already compared, by direction, kind and the two refs. */
  private readonly memo = new Map<string, SchemaFinding[]>();
  /** `$ref` pairs being compared now: met again below themselves, a recursive schema, not compared again. */
  private readonly active = new Set<string>();

  constructor(
    private readonly baseDoc: unknown,
    private readonly revisionDoc: unknown,
  ) {}

  compare(
    base: unknown,
    revision: unknown,
    direction: Direction,
    kind: SchemaKind,
    depth = 0,
  ): SchemaFinding[] {
    const baseRef = refOf(base);
    const revisionRef = refOf(revision);
    const key = baseRef && revisionRef ? `${direction}|${kind}|${baseRef}|${revisionRef}` : undefined;
    if (key) {
      const known = this.memo.get(key);
      if (known) return known;
      if (this.active.has(key)) return [];
      this.active.add(key);
    }
    const found = depth > MAX_DEPTH ? [] : this.compareResolved(base, revision, direction, kind, depth);
    if (key) {
      this.active.delete(key);
      this.memo.set(key, found);
    }
    return found;
  }

  private compareResolved(
    rawBase: unknown,
    rawRevision: unknown,
    direction: Direction,
    kind: SchemaKind,
    depth: number,
  ): SchemaFinding[] {
    const resolvedBase = deref(this.baseDoc, rawBase);
    const resolvedRevision = deref(this.revisionDoc, rawRevision);
    const b = isRecord(resolvedBase) ? resolvedBase : {};
    const r = isRecord(resolvedRevision) ? resolvedRevision : {};
    const out: SchemaFinding[] = [];
    const prefix = PREFIX[direction][kind];
    const add = (
      suffixOrId: string,
      fallback: DiffLevel,
      message: string,
      path: string[] = [],
      whole = false,
    ) => {
      const id = whole ? suffixOrId : `${prefix}-${suffixOrId}`;
      out.push({ ...levelOf(id, fallback), id, path, message });
    };
    const nested = (base: unknown, revision: unknown, step: string, childKind: SchemaKind) => {
      for (const f of this.compare(base, revision, direction, childKind, depth + 1))
        out.push(step === '' ? f : { ...f, path: [step, ...f.path] });
    };

    // As oasdiff does, a schema's own keywords are compared, and the branches of oneOf, anyOf and allOf matched
    // by name, each pair compared on its own (allOf is not merged: a branch removed is one change, not one per
    // property it held).
    for (const combinator of ['oneOf', 'anyOf', 'allOf'] as const)
      this.compareBranches(b, r, combinator, direction, kind, add, nested);
    compareType(b, r, direction, add);
    compareNullable(b, r, direction, add);
    compareEnum(b, r, direction, kind, add);
    compareValue(b, r, 'const', direction, add);
    compareValue(b, r, 'default', direction, add);
    compareBounds(b, r, direction, add);
    comparePattern(b, r, direction, add);
    this.compareProperties(b, r, direction, kind, add, nested);
    if (b.items !== undefined || r.items !== undefined)
      if (isRecord(b.items) || isRecord(r.items)) nested(b.items ?? {}, r.items ?? {}, '[]', CHILD[kind]);
    compareAdditional(b, r, direction, add, (base, revision) => nested(base, revision, '*', CHILD[kind]));
    return out;
  }

  private compareBranches(
    b: Schema,
    r: Schema,
    combinator: 'oneOf' | 'anyOf' | 'allOf',
    direction: Direction,
    kind: SchemaKind,
    add: Add,
    nested: (base: unknown, revision: unknown, step: string, childKind: SchemaKind) => void,
  ) {
    const baseList = Array.isArray(b[combinator]) ? (b[combinator] as unknown[]) : [];
    const revisionList = Array.isArray(r[combinator]) ? (r[combinator] as unknown[]) : [];
    if (baseList.length === 0 && revisionList.length === 0) return;
    const baseBranches = branches(this.baseDoc, baseList);
    const revisionBranches = branches(this.revisionDoc, revisionList);
    const suffix = { oneOf: 'one-of', anyOf: 'any-of', allOf: 'all-of' }[combinator];
    // A new allOf branch adds constraints (stricter); a new oneOf/anyOf branch adds a shape a value may take.
    const addedLevel: DiffLevel =
      combinator === 'allOf' ? STRICTER[direction] : direction === 'request' ? 'INFO' : 'ERR';
    const removedLevel: DiffLevel =
      combinator === 'allOf' ? LOOSER[direction] : direction === 'request' ? 'ERR' : 'INFO';
    for (const name of revisionBranches.keys())
      if (!baseBranches.has(name)) add(`${suffix}-added`, addedLevel, `${combinator} branch ${name} added`);
    for (const [name, raw] of baseBranches) {
      const other = revisionBranches.get(name);
      if (other === undefined) add(`${suffix}-removed`, removedLevel, `${combinator} branch ${name} removed`);
      // An allOf branch's properties read as the object's own (no step in the path).
      else nested(raw, other, combinator === 'allOf' ? '' : `(${combinator} ${name})`, kind);
    }
  }

  private compareProperties(
    b: Schema,
    r: Schema,
    direction: Direction,
    kind: SchemaKind,
    add: Add,
    nested: (base: unknown, revision: unknown, step: string, childKind: SchemaKind) => void,
  ) {
    const bp = isRecord(b.properties) ? b.properties : {};
    const rp = isRecord(r.properties) ? r.properties : {};
    const br = new Set(Array.isArray(b.required) ? b.required.map(String) : []);
    const rr = new Set(Array.isArray(r.required) ? r.required.map(String) : []);
    const child = CHILD[kind];
    // Object parameters and headers have no property rules in oasdiff: named in its style, levels by direction.
    const bodyLike = kind === 'body' || kind === 'property';
    const flags = (doc: unknown, raw: unknown) => {
      const s = deref(doc, raw);
      return { readOnly: isRecord(s) && s.readOnly === true, writeOnly: isRecord(s) && s.writeOnly === true };
    };
    for (const name of Object.keys(rp)) {
      if (Object.hasOwn(bp, name)) continue;
      const { readOnly, writeOnly } = flags(this.revisionDoc, rp[name]);
      const required = rr.has(name);
      if (direction === 'request') {
        if (readOnly) continue;
        if (!bodyLike) add(`${child}-added`, required ? 'ERR' : 'INFO', `property ${name} added`, [name]);
        else if (required)
          add('new-required-request-property', 'ERR', 'required property added', [name], true);
        else add('new-optional-request-property', 'INFO', 'optional property added', [name], true);
      } else {
        const only = writeOnly ? '-write-only' : '';
        add(
          `response-${required ? 'required' : 'optional'}${only}-property-added`,
          'INFO',
          `${required ? 'required' : 'optional'} property added`,
          [name],
          true,
        );
      }
    }
    for (const name of Object.keys(bp)) {
      if (!Object.hasOwn(rp, name)) {
        const { readOnly, writeOnly } = flags(this.baseDoc, bp[name]);
        const required = br.has(name);
        if (direction === 'request') {
          if (readOnly) continue;
          if (!bodyLike) add(`${child}-removed`, 'WARN', `property ${name} removed`, [name]);
          else add('request-property-removed', 'WARN', 'property removed', [name], true);
        } else {
          const only = writeOnly ? '-write-only' : '';
          add(
            `response-${required ? 'required' : 'optional'}${only}-property-removed`,
            required && !writeOnly ? 'ERR' : writeOnly ? 'INFO' : 'WARN',
            `${required ? 'required' : 'optional'} property removed`,
            [name],
            true,
          );
        }
        continue;
      }
      const deprecated = (doc: unknown, raw: unknown) => {
        const schema = deref(doc, raw);
        return isRecord(schema) && schema.deprecated === true;
      };
      const [wasDeprecated, isDeprecated] = [
        deprecated(this.baseDoc, bp[name]),
        deprecated(this.revisionDoc, rp[name]),
      ];
      if (wasDeprecated !== isDeprecated && bodyLike)
        add(
          `${direction}-property-${isDeprecated ? 'deprecated' : 'reactivated'}`,
          'INFO',
          isDeprecated ? 'deprecated' : 'no longer deprecated',
          [name],
          true,
        );
      const wasRequired = br.has(name);
      const isRequired = rr.has(name);
      if (wasRequired !== isRequired) {
        const { readOnly, writeOnly } = flags(this.revisionDoc, rp[name]);
        const became = isRequired ? 'became-required' : 'became-optional';
        if (direction === 'request' && !readOnly)
          add(
            bodyLike ? `request-property-${became}` : `${PREFIX.request[child]}-${became}`,
            isRequired ? 'ERR' : 'INFO',
            `became ${isRequired ? 'required' : 'optional'}`,
            [name],
            true,
          );
        else if (direction === 'response')
          add(
            `response-${writeOnly ? 'write-only-' : ''}property-${became}`,
            isRequired || writeOnly ? 'INFO' : 'ERR',
            `became ${isRequired ? 'required' : 'optional'}`,
            [name],
            true,
          );
      }
      nested(bp[name], rp[name], name, child);
    }
  }
}

type Add = (
  suffixOrId: string,
  fallback: DiffLevel,
  message: string,
  path?: string[],
  whole?: boolean,
) => void;

const refOf = (raw: unknown) => (isRecord(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined);

/** A combinator's branches by name: the `$ref`'s schema name, else its title, else its place. */
function branches(doc: unknown, list: unknown[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  list.forEach((raw, index) => {
    const ref = refOf(raw);
    const resolved = deref(doc, raw);
    const title = isRecord(resolved) && typeof resolved.title === 'string' ? resolved.title : undefined;
    const name = ref ? refName(ref) : (title ?? `#${index + 1}`);
    out.set(out.has(name) ? `${name} #${index + 1}` : name, raw);
  });
  return out;
}

/** A value as JSON, cut to 60 characters: enums, defaults and patterns in a message. */
const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

function typesOf(s: Schema): string[] {
  const all = Array.isArray(s.type) ? s.type.map(String) : typeof s.type === 'string' ? [s.type] : [];
  return all.filter((t) => t !== 'null');
}

/** JSON Schema's one subtype: every integer is a number. */
const covered = (type: string, by: string[]) =>
  by.includes(type) || (type === 'integer' && by.includes('number'));
const typeText = (types: string[], format: unknown) =>
  `${types.length === 0 ? 'any' : types.join(' | ')}${typeof format === 'string' ? ` (${format})` : ''}`;

function compareType(b: Schema, r: Schema, direction: Direction, add: Add) {
  const bt = typesOf(b);
  const rt = typesOf(r);
  const sameTypes = bt.length === rt.length && bt.every((t) => rt.includes(t));
  if (sameTypes && b.format === r.format) return;
  // Widened: every value the base accepted, the revision accepts (no type = any type; no format = any format).
  const typesWidened = rt.length === 0 || (bt.length > 0 && bt.every((t) => covered(t, rt)));
  const typesNarrowed = bt.length === 0 || (rt.length > 0 && rt.every((t) => covered(t, bt)));
  const formatWidened = r.format === undefined || formatCovered(b.format, r.format);
  const formatNarrowed = b.format === undefined || formatCovered(r.format, b.format);
  const widened = typesWidened && formatWidened;
  const narrowed = typesNarrowed && formatNarrowed;
  const message = `type changed from ${typeText(bt, b.format)} to ${typeText(rt, r.format)}`;
  // 3.1 type lists (`type: [string, integer]`) have their own rules.
  if ((bt.length > 1 || rt.length > 1) && sameFormat(b, r) && (widened || narrowed))
    return add(
      `list-of-types-${widened ? 'widened' : 'narrowed'}`,
      widened ? LOOSER[direction] : STRICTER[direction],
      message,
    );
  if (direction === 'request')
    add(widened ? 'type-generalized' : 'type-changed', widened ? 'INFO' : 'ERR', message);
  else if (narrowed) add('type-specialized', 'INFO', message);
  else add(widened ? 'type-generalized' : 'type-changed', 'ERR', message);
}

const sameFormat = (b: Schema, r: Schema) => b.format === r.format;

/** Formats whose values another format also takes (oasdiff's isFormatContained): int32 within int64, … */
const WIDER_FORMATS: Readonly<Record<string, readonly string[]>> = {
  int32: ['int64', 'bigint'],
  int64: ['bigint'],
  float: ['double'],
  date: ['date-time'],
  time: ['date-time'],
};
const formatCovered = (format: unknown, by: unknown) =>
  format === by ||
  (typeof format === 'string' &&
    Object.hasOwn(WIDER_FORMATS, format) &&
    WIDER_FORMATS[format]?.includes(String(by)) === true);

const isNullable = (s: Schema) =>
  s.nullable === true || (Array.isArray(s.type) && s.type.includes('null')) || s.type === 'null';

function compareNullable(b: Schema, r: Schema, direction: Direction, add: Add) {
  const was = isNullable(b);
  const is = isNullable(r);
  if (was === is) return;
  add(
    is ? 'became-nullable' : 'became-not-nullable',
    is ? LOOSER[direction] : STRICTER[direction],
    is ? 'became nullable' : 'became not nullable',
  );
}

function compareEnum(b: Schema, r: Schema, direction: Direction, kind: SchemaKind, add: Add) {
  const be = Array.isArray(b.enum) ? b.enum : undefined;
  const re = Array.isArray(r.enum) ? r.enum : undefined;
  if (!be && !re) return;
  if (!be && re)
    return add('became-enum', STRICTER[direction], `became an enum of ${re.map(show).join(', ')}`);
  if (be && !re) return add('enum-removed', LOOSER[direction], 'is no longer an enum: any value may be sent');
  const baseKeys = new Set((be ?? []).map((v) => JSON.stringify(v)));
  const revisionKeys = new Set((re ?? []).map((v) => JSON.stringify(v)));
  for (const value of re ?? [])
    if (!baseKeys.has(JSON.stringify(value)))
      add('enum-value-added', direction === 'request' ? 'INFO' : 'WARN', `enum value ${show(value)} added`);
  for (const value of be ?? [])
    if (!revisionKeys.has(JSON.stringify(value))) {
      const message = `enum value ${show(value)} removed`;
      // A response body's own enum is oasdiff's "media type" enum.
      if (direction === 'response' && kind === 'body')
        add('response-mediatype-enum-value-removed', 'INFO', message, [], true);
      else add('enum-value-removed', direction === 'request' ? 'ERR' : 'INFO', message);
    }
}

function compareValue(b: Schema, r: Schema, key: 'const' | 'default', direction: Direction, add: Add) {
  const was = b[key];
  const is = r[key];
  if (was === undefined && is === undefined) return;
  if (was !== undefined && is !== undefined && JSON.stringify(was) === JSON.stringify(is)) return;
  const name = key === 'default' ? 'default-value' : 'const';
  // const narrows a request to one value, and a response widens when it is dropped; defaults only inform.
  const level = (change: 'added' | 'removed' | 'changed'): DiffLevel =>
    key === 'default'
      ? 'INFO'
      : change === 'added'
        ? STRICTER[direction]
        : change === 'removed'
          ? LOOSER[direction]
          : 'ERR';
  if (was === undefined) add(`${name}-added`, level('added'), `${key} ${show(is)} added`);
  else if (is === undefined) add(`${name}-removed`, level('removed'), `${key} ${show(was)} removed`);
  else add(`${name}-changed`, level('changed'), `${key} changed from ${show(was)} to ${show(is)}`);
}

/** Numeric bounds: upper ones (a lower value is stricter) and lower ones (a higher value is stricter). */
const BOUNDS = [
  { key: 'maxLength', name: 'max-length', upper: true, what: 'maxLength' },
  { key: 'minLength', name: 'min-length', upper: false, what: 'minLength' },
  { key: 'maximum', name: 'max', upper: true, what: 'maximum' },
  { key: 'minimum', name: 'min', upper: false, what: 'minimum' },
  { key: 'exclusiveMaximum', name: 'exclusive-max', upper: true, what: 'exclusiveMaximum' },
  { key: 'exclusiveMinimum', name: 'exclusive-min', upper: false, what: 'exclusiveMinimum' },
  { key: 'maxItems', name: 'max-items', upper: true, what: 'maxItems' },
  { key: 'minItems', name: 'min-items', upper: false, what: 'minItems' },
] as const;

function compareBounds(b: Schema, r: Schema, direction: Direction, add: Add) {
  for (const bound of BOUNDS) {
    // OpenAPI 3.0's boolean exclusiveMaximum/exclusiveMinimum qualify maximum/minimum: not bounds themselves.
    const was = typeof b[bound.key] === 'number' ? (b[bound.key] as number) : undefined;
    const is = typeof r[bound.key] === 'number' ? (r[bound.key] as number) : undefined;
    if (was === is) continue;
    if (was === undefined) {
      // A new bound may or may not refuse values clients send (oasdiff: WARN on requests).
      add(`${bound.name}-set`, direction === 'request' ? 'WARN' : 'INFO', `${bound.what} ${is} set`);
      continue;
    }
    if (is === undefined) {
      add(`${bound.name}-unset`, LOOSER[direction], `${bound.what} ${was} removed`);
      continue;
    }
    const stricter = bound.upper ? is < was : is > was;
    add(
      `${bound.name}-${is > was ? 'increased' : 'decreased'}`,
      stricter ? STRICTER[direction] : LOOSER[direction],
      `${bound.what} ${is > was ? 'increased' : 'decreased'} from ${was} to ${is}`,
    );
  }
}

function comparePattern(b: Schema, r: Schema, direction: Direction, add: Add) {
  const was = typeof b.pattern === 'string' ? b.pattern : undefined;
  const is = typeof r.pattern === 'string' ? r.pattern : undefined;
  if (was === is) return;
  // Whether one pattern accepts more than another cannot be told in general: a change is a warning on requests.
  if (was === undefined)
    add('pattern-added', direction === 'request' ? 'ERR' : 'INFO', `pattern ${show(is)} added`);
  else if (is === undefined) add('pattern-removed', 'INFO', `pattern ${show(was)} removed`);
  else
    add(
      'pattern-changed',
      direction === 'request' ? 'WARN' : 'INFO',
      `pattern changed from ${show(was)} to ${show(is)}`,
    );
}

function compareAdditional(
  b: Schema,
  r: Schema,
  direction: Direction,
  add: Add,
  nested: (base: unknown, revision: unknown) => void,
) {
  const was = b.additionalProperties;
  const is = r.additionalProperties;
  const closed = (v: unknown) => v === false;
  if (closed(was) === closed(is)) {
    if (isRecord(was) || isRecord(is)) nested(isRecord(was) ? was : {}, isRecord(is) ? is : {});
    return;
  }
  // oasdiff has no rule for additionalProperties: a closed request object refuses what clients may send.
  if (closed(is))
    add('additional-properties-forbidden', STRICTER[direction], 'additional properties no longer allowed');
  else
    add(
      'additional-properties-allowed',
      direction === 'request' ? 'INFO' : 'WARN',
      'additional properties now allowed',
    );
}
