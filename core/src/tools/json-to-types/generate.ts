import { ToolInputError } from '../../errors';
import { inferSamples, merge, readSamples, type Shape } from './infer';
import { type InferredSchema, QUICKTYPE_LANGUAGES, type QuicktypeLanguage } from './languages';

/** The three written here, synchronously; the rest by quicktype (quicktype-languages.ts), loaded when asked for. */
export const TYPE_LANGUAGES = ['ts', 'zod', 'json-schema', ...QUICKTYPE_LANGUAGES] as const;
export type TypeLanguage = (typeof TYPE_LANGUAGES)[number];

export interface TypesInput {
  /** One JSON document, or JSON Lines (one sample a line). */
  text: string;
  lang: TypeLanguage;
  /** The root type's name (PascalCase is made of it). */
  name?: string;
}

type ObjectShape = Extract<Shape, { kind: 'object' }>;

/**
 * A type name from a key: its words (letters and digits of any script) capitalised and joined, `_` before a digit.
 * A name in a script without capitals stays `Type`: it would be a field's name too, which quicktype's Python then
 * shadows (日本 = 日本.from_dict(...)).
 */
const pascal = (text: string) => {
  const name = text
    .split(/[_\P{ID_Continue}]+/u)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('')
    .replace(/^(\d)/, '_$1');
  return /^[\p{Lu}_]/u.test(name) ? name : 'Type';
};

/** users -> User, categories -> Category, addresses -> Address; the rest as it is. */
const singular = (word: string) =>
  /ies$/.test(word)
    ? word.replace(/ies$/, 'y')
    : /(ss|us)$/.test(word)
      ? word
      : /(s|x|ch|sh)es$/.test(word)
        ? word.replace(/es$/, '')
        : word.replace(/s$/, '');

/** User -> Users, Category -> Categories, Address -> Addresses. */
const plural = (word: string) =>
  /[^aeiou]y$/i.test(word)
    ? word.replace(/y$/, 'ies')
    : /(s|x|z|ch|sh)$/i.test(word)
      ? `${word}es`
      : `${word}s`;

/**
 * What a top-level array and its element are called: the element gets the name, as quicktype's `--top-level User`
 * names it; the array its plural (User -> Users), or NameList when the name already reads as a plural.
 */
function rootNames(root: Shape, name: string): { element: string; array: string } {
  if (root.kind !== 'array' || root.items.kind !== 'object') return { element: name, array: name };
  return { element: name, array: singular(name) === name ? plural(name) : `${name}List` };
}

/**
 * One number for each structure: objects with the same fields (same optionality, same field types, any key order)
 * get the same one, however deep. Interned per node, so the whole pass stays linear in the shape's size.
 */
function structureIds() {
  const ids = new Map<string, number>();
  const memo = new WeakMap<Shape, number>();
  const intern = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };
  const idOf = (shape: Shape): number => {
    const known = memo.get(shape);
    if (known !== undefined) return known;
    let key: string;
    if (shape.kind === 'object')
      key = `o${[...shape.fields]
        .map(
          ([name, field]) =>
            `${JSON.stringify(name)}${field.seen < shape.seen ? '?' : ''}${idOf(field.shape)}`,
        )
        .sort()
        .join(',')}`;
    else if (shape.kind === 'array') key = `a${idOf(shape.items)}`;
    else if (shape.kind === 'union') key = `u${shape.options.map(idOf).sort().join(',')}`;
    else if (shape.kind === 'string') key = `s${shape.format ?? ''}`;
    else if (shape.kind === 'integer') key = `i${shape.unsafe ? '!' : ''}`;
    else key = shape.kind;
    const id = intern(key);
    memo.set(shape, id);
    return id;
  };
  return idOf;
}

/** A deep copy: merge consumes its arguments. */
function clone(shape: Shape): Shape {
  if (shape.kind === 'array') return { kind: 'array', items: clone(shape.items) };
  if (shape.kind === 'union') return { kind: 'union', options: shape.options.map(clone) };
  if (shape.kind === 'object') {
    const fields = new Map(
      [...shape.fields].map(([name, f]) => [name, { shape: clone(f.shape), seen: f.seen }]),
    );
    return { kind: 'object', fields, seen: shape.seen };
  }
  return { ...shape };
}

/** The kinds a place holds besides null, numbers as one: number[] and number[][][] differ, number and null do not. */
function compatible(a: Shape, b: Shape): boolean {
  const options = (shape: Shape) =>
    (shape.kind === 'union' ? shape.options : [shape]).filter(
      (o) => o.kind !== 'null' && o.kind !== 'unknown',
    );
  const [left, right] = [options(a), options(b)];
  if (left.length === 0 || right.length === 0) return true;
  const kind = (shape: Shape) => (shape.kind === 'integer' ? 'number' : shape.kind);
  if (left.length !== right.length) return false;
  return left.every((option) => {
    const other = right.find((o) => kind(o) === kind(option));
    if (!other) return false;
    return option.kind === 'array' && other.kind === 'array' ? compatible(option.items, other.items) : true;
  });
}

/**
 * Objects with the same keys (each as optional or not) and compatible field types become one type whose fields hold every observation, as
 * quicktype combines classes: a tweet's user and a retweet's user, one with `following: null`, are one User.
 * Deepest groups first, so nested objects are already one when their parents combine.
 */
function combineSameKeys(root: Shape): void {
  const groups = new Map<string, { depth: number; members: ObjectShape[] }>();
  const visit = (shape: Shape, depth: number) => {
    if (shape.kind === 'array') visit(shape.items, depth + 1);
    else if (shape.kind === 'union') for (const option of shape.options) visit(option, depth + 1);
    else if (shape.kind === 'object') {
      const keys = [...shape.fields]
        .map(([name, field]) => `${JSON.stringify(name)}${field.seen < shape.seen ? '?' : ''}`)
        .sort()
        .join(',');
      const group = groups.get(keys) ?? { depth, members: [] };
      group.depth = Math.max(group.depth, depth);
      group.members.push(shape);
      groups.set(keys, group);
      for (const field of shape.fields.values()) visit(field.shape, depth + 1);
    }
  };
  visit(root, 0);
  const sameKeys = [...groups.values()].filter((g) => g.members.length > 1).sort((a, b) => b.depth - a.depth);
  // Within one key set, a member joins the first cluster whose first member's fields all fit its own.
  const clusters: ObjectShape[][] = [];
  for (const { members } of sameKeys) {
    const here: ObjectShape[][] = [];
    for (const member of members) {
      const fits = here.find(([first]) =>
        [...member.fields].every(([name, field]) => {
          const other = first?.fields.get(name);
          return other !== undefined && compatible(field.shape, other.shape);
        }),
      );
      if (fits) fits.push(member);
      else here.push([member]);
    }
    clusters.push(...here.filter((cluster) => cluster.length > 1));
  }
  for (const members of clusters) {
    const fields = new Map<string, { shape: Shape; seen: number }>();
    for (const member of members)
      for (const [name, field] of member.fields) {
        const known = fields.get(name);
        if (known) {
          known.shape = merge(known.shape, clone(field.shape));
          known.seen += field.seen;
        } else fields.set(name, { shape: clone(field.shape), seen: field.seen });
      }
    const seen = members.reduce((total, member) => total + member.seen, 0);
    for (const member of members) {
      member.fields = new Map([...fields].map(([name, field]) => [name, { ...field }]));
      member.seen = seen;
    }
  }
}

/**
 * Every object shape gets a name from the first property path that holds it (as quicktype names them), children
 * before the types that use them; structurally identical objects share one name and one declaration.
 */
function nameObjects(root: Shape, rootName: string) {
  const names = new Map<ObjectShape, string>();
  const order: ObjectShape[] = [];
  const used = new Set<string>();
  const byStructure = new Map<number, string>();
  const idOf = structureIds();
  const uniqueName = (suggestion: string) => {
    let name = suggestion;
    for (let n = 2; used.has(name); n++) name = `${suggestion}${n}`;
    used.add(name);
    return name;
  };
  const { element, array } = rootNames(root, rootName);
  if (root.kind !== 'object') used.add(array);
  const visit = (shape: Shape, suggestion: string) => {
    if (shape.kind === 'array')
      visit(
        shape.items,
        shape !== root ? singular(suggestion) : element !== array ? element : `${rootName}Item`,
      );
    else if (shape.kind === 'union') for (const option of shape.options) visit(option, suggestion);
    else if (shape.kind === 'object') {
      const id = idOf(shape);
      const known = byStructure.get(id);
      if (known !== undefined) {
        names.set(shape, known);
        return;
      }
      const name = uniqueName(suggestion);
      byStructure.set(id, name);
      names.set(shape, name);
      for (const [key, field] of shape.fields) visit(field.shape, pascal(key));
      order.push(shape);
    }
  };
  visit(root, rootName);
  return { names, order, rootAlias: array };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

function typescript(root: Shape, rootName: string): string {
  const { names, order, rootAlias } = nameObjects(root, rootName);
  const type = (shape: Shape): string => {
    switch (shape.kind) {
      case 'unknown':
        return 'unknown';
      case 'null':
        return 'null';
      case 'boolean':
        return 'boolean';
      case 'integer':
      case 'number':
        return 'number';
      case 'string':
        return 'string';
      case 'array': {
        const inner = type(shape.items);
        return shape.items.kind === 'union' ? `(${inner})[]` : `${inner}[]`;
      }
      case 'object':
        return names.get(shape) ?? 'unknown';
      case 'union':
        return shape.options.map(type).join(' | ');
    }
  };
  const blocks = order.map((shape) => {
    const lines = [...shape.fields].map(([name, field]) => {
      const comment =
        field.shape.kind === 'string' && field.shape.format
          ? ` // ISO 8601 ${field.shape.format}`
          : field.shape.kind === 'integer' && field.shape.unsafe
            ? ' // past 2^53: JSON.parse rounds it (read it as a string or BigInt to keep every digit)'
            : '';
      return `  ${key(name)}${field.seen < shape.seen ? '?' : ''}: ${type(field.shape)};${comment}`;
    });
    return `export interface ${names.get(shape)} {\n${lines.join('\n')}${lines.length ? '\n' : ''}}\n`;
  });
  if (root.kind !== 'object') blocks.push(`export type ${rootAlias} = ${type(root)};\n`);
  return blocks.join('\n');
}

function zod(root: Shape, rootName: string): string {
  const { names, order, rootAlias } = nameObjects(root, rootName);
  const schema = (shape: Shape): string => {
    switch (shape.kind) {
      case 'unknown':
        return 'z.unknown()';
      case 'null':
        return 'z.null()';
      case 'boolean':
        return 'z.boolean()';
      case 'integer':
        return 'z.number().int()';
      case 'number':
        return 'z.number()';
      case 'string':
        return shape.format === 'date-time'
          ? 'z.string().datetime({ offset: true })'
          : shape.format === 'date'
            ? 'z.string().date()'
            : 'z.string()';
      case 'array':
        return `z.array(${schema(shape.items)})`;
      case 'object':
        return `${names.get(shape)}Schema`;
      case 'union': {
        const others = shape.options.filter((option) => option.kind !== 'null');
        if (others.length === 1 && others[0]) return `${schema(others[0])}.nullable()`;
        return `z.union([${shape.options.map(schema).join(', ')}])`;
      }
    }
  };
  const blocks = order.map((shape) => {
    const name = names.get(shape);
    const lines = [...shape.fields].map(
      ([field, { shape: inner, seen }]) =>
        `  ${key(field)}: ${schema(inner)}${seen < shape.seen ? '.optional()' : ''},`,
    );
    return `export const ${name}Schema = z.object({\n${lines.join('\n')}${lines.length ? '\n' : ''}});\nexport type ${name} = z.infer<typeof ${name}Schema>;\n`;
  });
  if (root.kind !== 'object') {
    blocks.push(
      `export const ${rootAlias}Schema = ${schema(root)};\nexport type ${rootAlias} = z.infer<typeof ${rootAlias}Schema>;\n`,
    );
  }
  return `import { z } from 'zod';\n\n${blocks.join('\n')}`;
}

function jsonSchema(root: Shape, rootName: string): InferredSchema {
  const { names, order, rootAlias } = nameObjects(root, rootName);
  const schema = (shape: Shape): Record<string, unknown> => {
    switch (shape.kind) {
      case 'unknown':
        return {};
      case 'integer':
      case 'number':
      case 'boolean':
      case 'null':
        return { type: shape.kind };
      case 'string':
        return shape.format ? { type: 'string', format: shape.format } : { type: 'string' };
      case 'array':
        return { type: 'array', items: schema(shape.items) };
      case 'object':
        return shape === root ? objectSchema(shape) : { $ref: `#/$defs/${names.get(shape)}` };
      case 'union':
        return { anyOf: shape.options.map(schema) };
    }
  };
  const objectSchema = (shape: ObjectShape) => ({
    type: 'object',
    properties: Object.fromEntries([...shape.fields].map(([name, field]) => [name, schema(field.shape)])),
    required: [...shape.fields].filter(([, field]) => field.seen === shape.seen).map(([name]) => name),
  });
  const defs = Object.fromEntries(
    order.filter((shape) => shape !== root).map((shape) => [names.get(shape), objectSchema(shape)]),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: rootAlias,
    ...schema(root),
    ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}),
  };
}

/**
 * TypeScript interfaces, Zod schemas, a JSON Schema, or Go, Rust, Python, Kotlin or C# types inferred from one or
 * many JSON samples. The last five are quicktype's code for the JSON Schema inferred here, so every language gets
 * the same optional fields, nullables, unions and names.
 */
export async function generateTypes(input: TypesInput): Promise<string> {
  const rootName = pascal(input.name?.trim() || 'Root');
  const samples = readSamples(input.text);
  const root = inferSamples(samples);
  combineSameKeys(root);
  if (
    root.kind === 'unknown' ||
    root.kind === 'null' ||
    (root.kind === 'array' && root.items.kind === 'unknown')
  )
    throw new ToolInputError('The samples hold no values to infer from.', 'Invalid JSON');
  if (input.lang === 'zod') return zod(root, rootName);
  if (input.lang === 'json-schema') return `${JSON.stringify(jsonSchema(root, rootName), null, 2)}\n`;
  if (input.lang === 'ts') return typescript(root, rootName);
  const { quicktypeCode } = await import('./quicktype-languages');
  return quicktypeCode(jsonSchema(root, rootName), input.lang satisfies QuicktypeLanguage);
}
