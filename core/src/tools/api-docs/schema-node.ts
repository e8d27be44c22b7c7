import { deref, isRecord, unescapeToken } from './pointer';

/** A schema as shown in the docs: one row per property, alternatives for oneOf/anyOf, bounded depth. */
export interface SchemaNode {
  name?: string;
  /** `object`, `string | null`, `array<Pet>`, `Pet` … */
  type: string;
  required: boolean;
  description?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  /** Pattern, lengths, bounds, item counts, multipleOf, additionalProperties, as short phrases. */
  constraints?: string[];
  /** A nested component not expanded here (the breadth or depth cap): its own section shows it. */
  link?: string;
  /** The component name when the schema came from a `$ref`. */
  refName?: string;
  /** `oneOf`/`anyOf`: each child is one alternative. */
  combinator?: 'oneOf' | 'anyOf';
  discriminator?: string;
  /** The `$ref` was already being expanded above: shown, not expanded again. */
  circular?: boolean;
  /** Properties left out by the breadth cap. */
  truncated?: number;
  children: SchemaNode[];
}

const MAX_SCHEMA_DEPTH = 6;
/** Rows one schema may expand to before nested components are linked instead of expanded. */
export const MAX_SCHEMA_ROWS = 120;
/** Nested components are expanded inline up to this depth; deeper ones are linked. */
const INLINE_REF_DEPTH = 3;
type Schema = Record<string, unknown>;

export const refName = (ref: string) => unescapeToken(ref.split('/').pop() ?? ref);

const COMPONENT_SCHEMA = /^#\/components\/schemas\/[^/]+$/;

/** `allOf` merged into one schema (properties, required, type); nested refs resolved. */
function mergeAllOf(doc: unknown, schema: Schema, seen = 0): Schema {
  if (!Array.isArray(schema.allOf) || seen > 10) return schema;
  const { allOf, ...rest } = schema;
  const merged: Schema = { ...rest };
  const properties: Schema = {};
  const required: string[] = [];
  for (const raw of [...allOf, rest]) {
    const part = deref(doc, raw);
    if (!isRecord(part)) continue;
    const flat = mergeAllOf(doc, part, seen + 1);
    if (isRecord(flat.properties)) Object.assign(properties, flat.properties);
    if (Array.isArray(flat.required)) required.push(...flat.required.map(String));
    for (const key of [
      'type',
      'description',
      'discriminator',
      'oneOf',
      'anyOf',
      'items',
      'additionalProperties',
    ])
      if (merged[key] === undefined && flat[key] !== undefined) merged[key] = flat[key];
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.length > 0) merged.required = [...new Set(required)];
  return merged;
}

const isNullSchema = (alt: unknown) =>
  isRecord(alt) &&
  (alt.type === 'null' ||
    (Array.isArray(alt.type) && alt.type.length === 1 && alt.type[0] === 'null') ||
    alt.const === null ||
    (Array.isArray(alt.enum) && alt.enum.length === 1 && alt.enum[0] === null));

/** X of `anyOf`/`oneOf: [X, null]` (in any order): a nullable X, not two alternatives. */
export function nullableBranch(schema: Schema): unknown {
  const alternatives = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : undefined;
  if (!alternatives || alternatives.length < 2) return undefined;
  const rest = alternatives.filter((alt) => !isNullSchema(alt));
  return rest.length === 1 ? rest[0] : undefined;
}

/**
 * `string`, `array<Pet>`, `string | integer`, `string or null` (3.0 `nullable` and 3.1 `type: [x, "null"]` alike),
 * `Pet, nullable` (`anyOf: [Pet, null]`).
 */
function typeLabel(schema: Schema): string {
  const single = nullableBranch(schema);
  if (isRecord(single))
    return `${typeof single.$ref === 'string' ? refName(single.$ref) : typeLabel(single)}, nullable`;
  const all = Array.isArray(schema.type) ? schema.type.map(String) : schema.type ? [String(schema.type)] : [];
  if (schema.const !== undefined) return `const ${JSON.stringify(schema.const)}`;
  const nullable = schema.nullable === true || all.includes('null');
  const types = all.filter((t) => t !== 'null');
  if (types.length === 0 && isRecord(schema.properties)) types.push('object');
  if (types.includes('array') && isRecord(schema.items)) {
    const item = typeof schema.items.$ref === 'string' ? refName(schema.items.$ref) : typeLabel(schema.items);
    types[types.indexOf('array')] = `array<${item}>`;
  }
  const base =
    types.length > 0
      ? types.join(' | ')
      : schema.oneOf
        ? 'oneOf'
        : schema.anyOf
          ? 'anyOf'
          : nullable
            ? ''
            : 'any';
  return nullable ? (base ? `${base} or null` : 'null') : base;
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** The validation keywords of a schema as short phrases: what a value must be, beyond its type. */
export function constraintsOf(schema: Schema): string[] {
  const out: string[] = [];
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  const range = (low: number | undefined, high: number | undefined, what: string) => {
    if (low !== undefined && high !== undefined)
      out.push(low === high ? `${what} ${low}` : `${what} ${low}–${high}`);
    else if (low !== undefined) out.push(`${what} ≥ ${low}`);
    else if (high !== undefined) out.push(`${what} ≤ ${high}`);
  };
  range(num(schema.minLength), num(schema.maxLength), 'length');
  range(num(schema.minItems), num(schema.maxItems), 'items');
  range(num(schema.minProperties), num(schema.maxProperties), 'properties');
  // 3.0 booleans and 3.1 numbers for exclusive bounds.
  const min = num(schema.minimum) ?? num(schema.exclusiveMinimum);
  const max = num(schema.maximum) ?? num(schema.exclusiveMaximum);
  const minOp = num(schema.exclusiveMinimum) !== undefined || schema.exclusiveMinimum === true ? '>' : '≥';
  const maxOp = num(schema.exclusiveMaximum) !== undefined || schema.exclusiveMaximum === true ? '<' : '≤';
  if (min !== undefined) out.push(`${minOp} ${min}`);
  if (max !== undefined) out.push(`${maxOp} ${max}`);
  if (num(schema.multipleOf) !== undefined) out.push(`multiple of ${schema.multipleOf}`);
  if (schema.uniqueItems === true) out.push('unique items');
  if (schema.additionalProperties === false) out.push('no additional properties');
  return out;
}

/** The name of a oneOf/anyOf branch: its title, its `$ref`'s name, its discriminator mapping key, or its place. */
function branchName(doc: unknown, parent: Schema, alt: unknown, index: number): string {
  return branchNameWith((schema) => deref(doc, schema), parent, alt, index);
}

/** `branchName` with `$ref`s followed by `resolve`: the export's script resolves them in the embedded model. */
export function branchNameWith(
  resolve: (schema: unknown) => unknown,
  parent: Schema,
  alt: unknown,
  index: number,
): string {
  const ref = isRecord(alt) && typeof alt.$ref === 'string' ? alt.$ref : undefined;
  const mapping =
    isRecord(parent.discriminator) && isRecord(parent.discriminator.mapping)
      ? parent.discriminator.mapping
      : {};
  if (ref) {
    const key = Object.entries(mapping).find(([, target]) => target === ref)?.[0];
    if (key !== undefined) return key;
  }
  const resolved = resolve(alt);
  if (isRecord(resolved) && typeof resolved.title === 'string' && resolved.title !== '')
    return resolved.title;
  if (ref) return refName(ref);
  if (isRecord(resolved)) {
    const label = typeLabel(resolved);
    if (label !== 'any' && label !== 'object') return label;
  }
  return `option ${index + 1}`;
}

interface Walk {
  doc: unknown;
  depth: number;
  trail: readonly string[];
  maxDepth: number;
  /** Rows left for the whole tree (shared by every branch). */
  budget: { rows: number };
  /** Nested components past the caps become links instead of being expanded. */
  linkRefs: boolean;
}

const isOpenApi31 = (doc: unknown) =>
  isRecord(doc) && typeof doc.openapi === 'string' && doc.openapi.startsWith('3.1');

function build(raw: unknown, name: string | undefined, required: boolean, walk: Walk): SchemaNode {
  const ref = isRecord(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  walk.budget.rows--;
  if (ref && walk.trail.includes(ref))
    return { name, type: refName(ref), refName: refName(ref), required, circular: true, children: [] };
  const resolved = deref(walk.doc, raw);
  const schema = isRecord(resolved) ? mergeAllOf(walk.doc, resolved) : {};
  const node: SchemaNode = { name, type: typeLabel(schema), required, children: [] };
  if (ref) node.refName = refName(ref);
  // OpenAPI 3.1 (JSON Schema 2020-12) applies a description written beside a $ref; 3.0 ignores it.
  const beside = ref && isRecord(raw) && isOpenApi31(walk.doc) ? raw.description : undefined;
  if (typeof beside === 'string') node.description = beside;
  else if (typeof schema.description === 'string') node.description = schema.description;
  if (typeof schema.format === 'string') node.format = schema.format;
  if (Array.isArray(schema.enum)) node.enum = schema.enum;
  if (schema.default !== undefined) node.default = schema.default;
  if (schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null')))
    node.nullable = true;
  if (schema.deprecated === true) node.deprecated = true;
  if (schema.readOnly === true) node.readOnly = true;
  if (schema.writeOnly === true) node.writeOnly = true;
  const constraints = constraintsOf(schema);
  if (constraints.length > 0) node.constraints = constraints;
  if (isRecord(schema.discriminator) && typeof schema.discriminator.propertyName === 'string')
    node.discriminator = schema.discriminator.propertyName;
  if (walk.depth >= walk.maxDepth) return node;
  // A nested component past the caps: named and linked to its own section, not expanded again here.
  if (
    walk.linkRefs &&
    ref &&
    COMPONENT_SCHEMA.test(ref) &&
    walk.depth > 0 &&
    (walk.depth >= INLINE_REF_DEPTH || walk.budget.rows <= 0)
  ) {
    node.link = refName(ref);
    return node;
  }
  if (walk.budget.rows <= 0) return node;
  const single = nullableBranch(schema);
  if (single !== undefined) {
    // `anyOf: [X, null]`: X's own rows, under this name, marked nullable.
    const inner = build(single, name, required, walk);
    return { ...inner, type: node.type, nullable: true, description: node.description ?? inner.description };
  }
  const next: Walk = { ...walk, depth: walk.depth + 1, trail: ref ? [...walk.trail, ref] : walk.trail };
  const alternatives = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : undefined;
  if (alternatives) {
    node.combinator = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
    node.children = alternatives.map((alt, i) =>
      build(alt, branchName(walk.doc, schema, alt, i), false, next),
    );
    if (node.type === node.combinator) node.type = node.children.map((child) => child.name).join(' | ');
  } else if (isRecord(schema.properties)) {
    const requiredNames = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    for (const [key, value] of Object.entries(schema.properties)) {
      if (walk.budget.rows <= 0) {
        node.truncated = Object.keys(schema.properties).length - node.children.length;
        break;
      }
      node.children.push(build(value, key, requiredNames.has(key), next));
    }
  } else if (isRecord(schema.items)) {
    const items = build(schema.items, '[]', false, next);
    node.children = items.children.length > 0 || items.circular || items.link ? [items] : [];
  }
  if (isRecord(schema.additionalProperties) && walk.budget.rows > 0)
    node.children.push(build(schema.additionalProperties, '[key: string]', false, next));
  return node;
}

export interface TreeOptions {
  maxDepth?: number;
  /** Rows the whole tree may have (default: no cap). */
  maxRows?: number;
  /** Link nested components past the caps instead of expanding them (Markdown, with a section per schema). */
  linkRefs?: boolean;
}

/** The schema as a tree for the docs; recursive `$ref`s end in a `circular` node, depth and breadth are bounded. */
export function schemaTree(doc: unknown, schema: unknown, options: number | TreeOptions = {}): SchemaNode {
  const o = typeof options === 'number' ? { maxDepth: options } : options;
  return build(schema, undefined, false, {
    doc,
    depth: 0,
    trail: [],
    maxDepth: o.maxDepth ?? MAX_SCHEMA_DEPTH,
    budget: { rows: o.maxRows ?? Number.POSITIVE_INFINITY },
    linkRefs: o.linkRefs ?? false,
  });
}

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2024-01-15T09:30:00Z',
  date: '2024-01-15',
  email: 'user@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
};

/** Items and characters an example is built up to, however many a schema's minItems or minLength asks. */
const MAX_EXAMPLE_ITEMS = 100;
const MAX_EXAMPLE_LENGTH = 10_000;

interface Bound {
  value: number;
  open: boolean;
}

/**
 * A bound of a number: OpenAPI 3.0 marks `minimum` exclusive with `exclusiveMinimum: true`; 3.1 (JSON Schema) gives
 * the exclusive bound itself as a number. With both, the stricter one (`low`: the larger, else the smaller).
 */
function boundOf(inclusive: unknown, exclusive: unknown, low: boolean): Bound | undefined {
  const closed = num(inclusive);
  const open = num(exclusive);
  if (closed !== undefined && (open === undefined || (low ? closed > open : closed < open)))
    return { value: closed, open: exclusive === true };
  return open === undefined ? undefined : { value: open, open: true };
}

/**
 * A number the schema accepts: the lower bound or 0, as before, moved inside exclusive bounds and onto multipleOf
 * (or a whole number for an integer); the first of a few candidates that fits, as Redoc's sampler aims to.
 */
function numberExample(schema: Record<string, unknown>, integer: boolean): number {
  const low = boundOf(schema.minimum, schema.exclusiveMinimum, true);
  const high = boundOf(schema.maximum, schema.exclusiveMaximum, false);
  const multiple = num(schema.multipleOf);
  const step = multiple !== undefined && multiple > 0 ? multiple : integer ? 1 : undefined;
  const tidy = (value: number) => Number(value.toPrecision(12));
  const onStep = (value: number) => !step || Math.abs(value / step - Math.round(value / step)) < 1e-9;
  const fits = (value: number) =>
    (!low || value > low.value || (value === low.value && !low.open)) &&
    (!high || value < high.value || (value === high.value && !high.open)) &&
    onStep(value);
  const near = (bound: Bound | undefined, up: 1 | -1) => {
    if (!bound) return [];
    const { value } = bound;
    if (!step) return [value, value + up];
    const round = up === 1 ? Math.ceil : Math.floor;
    return [tidy(round(value / step) * step), tidy((round(value / step) + up) * step)];
  };
  const middle = low && high ? [(low.value + high.value) / 2] : [];
  const candidates = [
    ...near(low, 1),
    0,
    ...near(high, -1),
    ...middle.map((m) => (step ? tidy(Math.round(m / step) * step) : m)),
  ];
  return candidates.find(fits) ?? low?.value ?? high?.value ?? 0;
}

/** An example value built from a schema (its own `example`/`default`/`enum` first), bounded and cycle-safe. */
export function exampleFromSchema(
  doc: unknown,
  raw: unknown,
  trail: readonly string[] = [],
  budget: { values: number } = { values: 400 },
): unknown {
  const ref = isRecord(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  if ((ref && trail.includes(ref)) || trail.length > 8) return ref ? {} : null;
  budget.values--;
  const resolved = deref(doc, raw);
  if (!isRecord(resolved)) return null;
  const schema = mergeAllOf(doc, resolved);
  const nextTrail = ref ? [...trail, ref] : [...trail, ''];
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const alternatives = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : undefined;
  if (alternatives && alternatives.length > 0)
    return exampleFromSchema(doc, nullableBranch(schema) ?? alternatives[0], nextTrail, budget);
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  const type = types[0] ?? (isRecord(schema.properties) ? 'object' : undefined);
  if (type === 'object' || isRecord(schema.properties)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(isRecord(schema.properties) ? schema.properties : {})) {
      // Past the budget, a large schema's example keeps its required fields only.
      if (budget.values <= 0 && !(Array.isArray(schema.required) && schema.required.includes(key))) continue;
      out[key] = exampleFromSchema(doc, value, nextTrail, budget);
    }
    return out;
  }
  if (type === 'array') {
    const wanted = Math.max(1, num(schema.minItems) ?? 0);
    const count = Math.min(wanted, num(schema.maxItems) ?? wanted, MAX_EXAMPLE_ITEMS);
    if (!isRecord(schema.items) || count <= 0) return [];
    const item = exampleFromSchema(doc, schema.items, nextTrail, budget);
    return Array.from({ length: count }, () => item);
  }
  if (type === 'integer' || type === 'number') return numberExample(schema, type === 'integer');
  if (type === 'boolean') return true;
  if (type === 'string') {
    const text = FORMAT_EXAMPLES[String(schema.format)] ?? 'string';
    const min = Math.min(num(schema.minLength) ?? 0, MAX_EXAMPLE_LENGTH);
    const long = text.length < min ? text.repeat(Math.ceil(min / text.length)).slice(0, min) : text;
    return long.slice(0, Math.max(0, num(schema.maxLength) ?? long.length));
  }
  return null;
}
