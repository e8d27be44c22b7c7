import { deref, isRecord } from './pointer';

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
  /** The component name when the schema came from a `$ref`. */
  refName?: string;
  /** `oneOf`/`anyOf`: each child is one alternative. */
  combinator?: 'oneOf' | 'anyOf';
  discriminator?: string;
  /** The `$ref` was already being expanded above: shown, not expanded again. */
  circular?: boolean;
  children: SchemaNode[];
}

export const MAX_SCHEMA_DEPTH = 6;
type Schema = Record<string, unknown>;

const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** `allOf` merged into one schema (properties, required, type); nested refs resolved. */
export function mergeAllOf(doc: unknown, schema: Schema, seen = 0): Schema {
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

function typeLabel(schema: Schema): string {
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : schema.type
      ? [String(schema.type)]
      : [];
  if (schema.const !== undefined) return `const ${JSON.stringify(schema.const)}`;
  if (types.length === 0 && isRecord(schema.properties)) types.push('object');
  if (types.includes('array') && isRecord(schema.items)) {
    const item = typeof schema.items.$ref === 'string' ? refName(schema.items.$ref) : typeLabel(schema.items);
    types[types.indexOf('array')] = `array<${item}>`;
  }
  if (schema.nullable === true && !types.includes('null')) types.push('null');
  if (types.length === 0) return schema.oneOf ? 'oneOf' : schema.anyOf ? 'anyOf' : 'any';
  return types.join(' | ');
}

interface Walk {
  doc: unknown;
  depth: number;
  trail: readonly string[];
  maxDepth: number;
}

function build(raw: unknown, name: string | undefined, required: boolean, walk: Walk): SchemaNode {
  const ref = isRecord(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  if (ref && walk.trail.includes(ref))
    return { name, type: refName(ref), refName: refName(ref), required, circular: true, children: [] };
  const resolved = deref(walk.doc, raw);
  const schema = isRecord(resolved) ? mergeAllOf(walk.doc, resolved) : {};
  const node: SchemaNode = { name, type: typeLabel(schema), required, children: [] };
  if (ref) node.refName = refName(ref);
  if (typeof schema.description === 'string') node.description = schema.description;
  if (typeof schema.format === 'string') node.format = schema.format;
  if (Array.isArray(schema.enum)) node.enum = schema.enum;
  if (schema.default !== undefined) node.default = schema.default;
  if (schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null')))
    node.nullable = true;
  if (schema.deprecated === true) node.deprecated = true;
  if (isRecord(schema.discriminator) && typeof schema.discriminator.propertyName === 'string')
    node.discriminator = schema.discriminator.propertyName;
  if (walk.depth >= walk.maxDepth) return node;
  const next: Walk = { ...walk, depth: walk.depth + 1, trail: ref ? [...walk.trail, ref] : walk.trail };
  const alternatives = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : undefined;
  if (alternatives) {
    node.combinator = Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
    node.children = alternatives.map((alt, i) => build(alt, `option ${i + 1}`, false, next));
  } else if (isRecord(schema.properties)) {
    const requiredNames = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    node.children = Object.entries(schema.properties).map(([key, value]) =>
      build(value, key, requiredNames.has(key), next),
    );
  } else if (isRecord(schema.items)) {
    const items = build(schema.items, '[]', false, next);
    node.children = items.children.length > 0 || items.circular ? [items] : [];
  }
  return node;
}

/** The schema as a tree for the docs; recursive `$ref`s end in a `circular` node, depth is bounded. */
export function schemaTree(doc: unknown, schema: unknown, maxDepth = MAX_SCHEMA_DEPTH): SchemaNode {
  return build(schema, undefined, false, { doc, depth: 0, trail: [], maxDepth });
}

const FORMAT_EXAMPLES: Record<string, unknown> = {
  'date-time': '2024-01-15T09:30:00Z',
  date: '2024-01-15',
  email: 'user@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
};

/** An example value built from a schema (its own `example`/`default`/`enum` first), bounded and cycle-safe. */
export function exampleFromSchema(doc: unknown, raw: unknown, trail: readonly string[] = []): unknown {
  const ref = isRecord(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  if ((ref && trail.includes(ref)) || trail.length > 8) return ref ? {} : null;
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
  if (alternatives && alternatives.length > 0) return exampleFromSchema(doc, alternatives[0], nextTrail);
  const types = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null') : [schema.type];
  const type = types[0] ?? (isRecord(schema.properties) ? 'object' : undefined);
  if (type === 'object' || isRecord(schema.properties)) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(isRecord(schema.properties) ? schema.properties : {}))
      out[key] = exampleFromSchema(doc, value, nextTrail);
    return out;
  }
  if (type === 'array')
    return isRecord(schema.items) ? [exampleFromSchema(doc, schema.items, nextTrail)] : [];
  if (type === 'integer') return typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 0;
  if (type === 'boolean') return true;
  if (type === 'string') return FORMAT_EXAMPLES[String(schema.format)] ?? 'string';
  return null;
}
