import { type Column, type DbFunction, type DbSchema, foreignKeys, inArgs, type Table } from './model';

/*
 * Types from the schema: the `Database` type in the shape `supabase gen types typescript` prints (what
 * `createClient<Database>()` takes), and Zod schemas for each table's Row and Insert.
 */

const NUMBER =
  /^(smallint|integer|bigint|real|double precision|numeric|decimal|int2|int4|int8|float4|float8|money|oid)\b/;
const INTEGER = /^(smallint|integer|bigint|int2|int4|int8|oid)\b/;
const BOOLEAN = /^(boolean|bool)$/;
const JSON_TYPE = /^jsonb?$/;

interface Resolved {
  base: 'number' | 'boolean' | 'json' | 'string' | 'enum' | 'composite' | 'row' | 'unknown';
  integer: boolean;
  enumName?: string;
  enumSchema?: string;
  values?: string[];
  maxLength?: number;
  uuid: boolean;
  array: number;
}

function unquote(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name;
}

/** What a Postgres type is in TypeScript terms, following domains to their base type and naming enums. */
function resolve(schema: DbSchema, type: string, depth = 0): Resolved {
  let text = type;
  let array = 0;
  while (text.endsWith('[]')) {
    text = text.slice(0, -2);
    array++;
  }
  const parts = text.includes('.') && !text.startsWith('"') ? text.split('.') : [text];
  const name = unquote(parts.at(-1) ?? text);
  const inSchema = parts.length > 1 ? unquote(parts[0] ?? 'public') : undefined;
  const found = <T extends { schema: string; name: string }>(items: T[] | undefined) =>
    items?.find(
      (e) => e.name === name && (inSchema === undefined ? e.schema === 'public' : e.schema === inSchema),
    ) ?? items?.find((e) => e.name === name);
  const plain = { integer: false, uuid: false, array };
  const e = found(schema.enums);
  if (e) return { ...plain, base: 'enum', enumName: e.name, enumSchema: e.schema, values: e.values };
  const composite = found(schema.compositeTypes);
  if (composite)
    return { ...plain, base: 'composite', enumName: composite.name, enumSchema: composite.schema };
  const d = found(schema.domains);
  if (d && depth < 5) {
    const inner = resolve(schema, d.type, depth + 1);
    return { ...inner, array: inner.array + array };
  }
  const max = /^character(?: varying)?\((\d+)\)$/.exec(text)?.[1];
  if (NUMBER.test(text)) return { ...plain, base: 'number', integer: INTEGER.test(text) };
  if (BOOLEAN.test(text)) return { ...plain, base: 'boolean' };
  if (JSON_TYPE.test(text)) return { ...plain, base: 'json' };
  if (text === 'unknown') return { ...plain, base: 'unknown' };
  // A table's or view's row type (`returns setof customer`).
  const row = found(schema.tables.filter((t) => t.kind !== 'external'));
  if (row?.partitionOf) return { ...plain, base: 'unknown' };
  if (row) return { ...plain, base: 'row', enumName: row.name, enumSchema: row.schema };
  return { ...plain, base: 'string', uuid: text === 'uuid', ...(max ? { maxLength: Number(max) } : {}) };
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENT.test(name) ? name : JSON.stringify(name));

const ref = (...path: string[]) => `Database${path.map((p) => `[${JSON.stringify(p)}]`).join('')}`;

/** A Postgres type (as `format_type` prints it) in TypeScript, naming enums, composite types and row types. */
function tsTypeOf(schema: DbSchema, type: string): string {
  const r = resolve(schema, type);
  const section = (s: string, name: string) =>
    schema.tables.find(
      (t) => t.schema === s && t.name === name && (t.kind === 'view' || t.kind === 'materialized view'),
    )
      ? 'Views'
      : 'Tables';
  let t =
    r.base === 'enum'
      ? ref(r.enumSchema ?? 'public', 'Enums', r.enumName ?? '')
      : r.base === 'composite'
        ? ref(r.enumSchema ?? 'public', 'CompositeTypes', r.enumName ?? '')
        : r.base === 'row'
          ? ref(
              r.enumSchema ?? 'public',
              section(r.enumSchema ?? 'public', r.enumName ?? ''),
              r.enumName ?? '',
              'Row',
            )
          : r.base === 'json'
            ? 'Json'
            : r.base;
  for (let i = 0; i < r.array; i++) t = `${t}[]`;
  return t;
}

const tsType = (schema: DbSchema, column: Column) => tsTypeOf(schema, column.type);

/** Insert: a column may be left out when it may be null, has a default, or Postgres fills it (identity, serial). */
const optionalOnInsert = (c: Column) => c.nullable || c.default !== null || c.identity !== undefined;
/** Postgres refuses a value for these: generated columns and `generated always as identity`. */
const neverWritten = (c: Column) => c.generated !== undefined || c.identity === 'always';

function tableType(schema: DbSchema, table: Table, tables: Table[], indent: string): string[] {
  const i2 = `${indent}  `;
  const i3 = `${i2}  `;
  const isView = table.kind === 'view' || table.kind === 'materialized view';
  const row = table.columns.map((c) => {
    const t = tsType(schema, c);
    return `${i3}${key(c.name)}: ${t}${c.nullable || isView ? ' | null' : ''}`;
  });
  const lines = [`${indent}${key(table.name)}: {`, `${i2}Row: {`, ...row, `${i2}}`];
  if (!isView) {
    const insert = table.columns.map((c) => {
      if (neverWritten(c)) return `${i3}${key(c.name)}?: never`;
      const t = tsType(schema, c);
      return `${i3}${key(c.name)}${optionalOnInsert(c) ? '?' : ''}: ${t}${c.nullable ? ' | null' : ''}`;
    });
    const update = table.columns.map((c) => {
      if (neverWritten(c)) return `${i3}${key(c.name)}?: never`;
      return `${i3}${key(c.name)}?: ${tsType(schema, c)}${c.nullable ? ' | null' : ''}`;
    });
    lines.push(`${i2}Insert: {`, ...insert, `${i2}}`, `${i2}Update: {`, ...update, `${i2}}`);
  }
  const rels = foreignKeys(table).filter(
    (k) =>
      k.references.schema === table.schema &&
      tables.some((t) => t.schema === k.references.schema && t.name === k.references.table),
  );
  if (rels.length === 0) lines.push(`${i2}Relationships: []`);
  else {
    lines.push(`${i2}Relationships: [`);
    for (const k of rels) {
      const unique =
        (table.constraints ?? []).some(
          (u) =>
            (u.kind === 'unique' || u.kind === 'primary key') &&
            u.columns.length === k.columns.length &&
            u.columns.every((c) => k.columns.includes(c)),
        ) ||
        (k.columns.length === 1 && table.columns.find((c) => c.name === k.columns[0])?.isUnique === true);
      lines.push(
        `${i3}{`,
        `${i3}  foreignKeyName: ${JSON.stringify(k.name)}`,
        `${i3}  columns: [${k.columns.map((c) => JSON.stringify(c)).join(', ')}]`,
        `${i3}  isOneToOne: ${unique}`,
        `${i3}  referencedRelation: ${JSON.stringify(k.references.table)}`,
        `${i3}  referencedColumns: [${k.references.columns.map((c) => JSON.stringify(c)).join(', ')}]`,
        `${i3}},`,
      );
    }
    lines.push(`${i2}]`);
  }
  lines.push(`${indent}}`);
  return lines;
}

/** PostgREST takes a lone unnamed parameter of these types as the request body; other unnamed ones it cannot call. */
const BODY_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/** The functions `supabase.rpc` can call: not triggers, every parameter named (or one body parameter). */
function callable(fn: DbFunction): boolean {
  if (fn.returns === 'trigger' || fn.returns === 'event_trigger') return false;
  const inputs = inArgs(fn);
  if (inputs.every((a) => a.name !== '')) return true;
  return inputs.length === 1 && BODY_TYPES.has(inputs[0]?.type ?? '');
}

/** One overload as `{ Args: {...}; Returns: ...; SetofOptions? }`, the shape supabase-js's rpc() reads. */
function functionType(schema: DbSchema, fn: DbFunction, indent: string): string[] {
  const i2 = `${indent}  `;
  const inputs = inArgs(fn);
  const args =
    inputs.length === 0
      ? 'never'
      : `{ ${inputs.map((a) => `${key(a.name)}${a.hasDefault ? '?' : ''}: ${tsTypeOf(schema, a.type)}`).join('; ')} }`;
  const fields = (mode: (m: string) => boolean) =>
    `{ ${fn.args
      .filter((a) => mode(a.mode))
      .map((a) => `${key(a.name)}: ${tsTypeOf(schema, a.type)}`)
      .join('; ')} }`;
  const set = fn.returnsSet ? '[]' : '';
  let returns: string;
  let setof: string | undefined;
  if (fn.args.some((a) => a.mode === 'table')) returns = `${fields((m) => m === 'table')}[]`;
  else if (fn.returns === 'record' && fn.args.some((a) => a.mode === 'out' || a.mode === 'inout'))
    returns = `${fields((m) => m === 'out' || m === 'inout')}${set}`;
  else if (fn.returns === 'record') returns = `Record<string, unknown>${set}`;
  else if (fn.returns === 'void') returns = 'undefined';
  else {
    returns = `${tsTypeOf(schema, fn.returns)}${set}`;
    const r = resolve(schema, fn.returns);
    if (r.base === 'row' && r.enumSchema === fn.schema && r.array === 0)
      setof = `{ from: "*"; to: ${JSON.stringify(r.enumName)}; isOneToOne: ${!fn.returnsSet}; isSetofReturn: ${fn.returnsSet} }`;
  }
  return [
    `${indent}{`,
    `${i2}Args: ${args}`,
    `${i2}Returns: ${returns}`,
    ...(setof ? [`${i2}SetofOptions: ${setof}`] : []),
    `${indent}}`,
  ];
}

/** The schemas the types cover: those defining a table, view or enum here (external ones are left out). */
function schemasOf(schema: DbSchema): string[] {
  const names = new Set<string>();
  for (const t of schema.tables) if (t.kind !== 'external') names.add(t.schema);
  for (const e of schema.enums ?? []) names.add(e.schema);
  for (const f of schema.functions ?? []) if (callable(f)) names.add(f.schema);
  for (const c of schema.compositeTypes ?? []) names.add(c.schema);
  return [...names].sort((a, b) => (a === 'public' ? -1 : b === 'public' ? 1 : a.localeCompare(b)));
}

const NEVER = '{ [_ in never]: never }';

/**
 * The `Database` type as `supabase gen types typescript` prints it: per schema its Tables (Row, Insert, Update,
 * Relationships), Views, Functions, Enums and CompositeTypes, plus the `Json` type and the `Tables<>`,
 * `TablesInsert<>`, `TablesUpdate<>` and `Enums<>` helpers for the public schema.
 */
export function toTypeScript(schema: DbSchema): string {
  const out = [
    '// Generated by toolbox schema --format typescript: the shape `supabase gen types typescript` prints.',
    'export type Json =',
    '  | string',
    '  | number',
    '  | boolean',
    '  | null',
    '  | { [key: string]: Json | undefined }',
    '  | Json[]',
    '',
    'export type Database = {',
  ];
  for (const name of schemasOf(schema)) {
    const own = schema.tables.filter((t) => t.schema === name && !t.partitionOf && t.kind !== 'external');
    const tables = own.filter((t) => t.kind !== 'view' && t.kind !== 'materialized view');
    const views = own.filter((t) => t.kind === 'view' || t.kind === 'materialized view');
    const enums = (schema.enums ?? []).filter((e) => e.schema === name);
    out.push(`  ${key(name)}: {`);
    const section = (label: string, items: Table[]) => {
      if (items.length === 0) return out.push(`    ${label}: ${NEVER}`);
      out.push(`    ${label}: {`);
      for (const t of items) out.push(...tableType(schema, t, own, '      '));
      out.push('    }');
    };
    section('Tables', tables);
    section('Views', views);
    const functions = new Map<string, DbFunction[]>();
    for (const f of (schema.functions ?? []).filter((f) => f.schema === name && callable(f)))
      functions.set(f.name, [...(functions.get(f.name) ?? []), f]);
    if (functions.size === 0) out.push(`    Functions: ${NEVER}`);
    else {
      out.push('    Functions: {');
      for (const [fname, overloads] of functions) {
        if (overloads.length === 1) {
          const [first, ...rest] = functionType(schema, overloads[0] as DbFunction, '      ');
          out.push(`      ${key(fname)}: ${first?.trimStart()}`, ...rest);
        } else {
          out.push(`      ${key(fname)}:`);
          for (const f of overloads) {
            const [first, ...rest] = functionType(schema, f, '        ');
            out.push(`        | ${first?.trimStart()}`, ...rest);
          }
        }
      }
      out.push('    }');
    }
    if (enums.length === 0) out.push(`    Enums: ${NEVER}`);
    else {
      out.push('    Enums: {');
      for (const e of enums)
        out.push(`      ${key(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(' | ') || 'never'}`);
      out.push('    }');
    }
    const composites = (schema.compositeTypes ?? []).filter((c) => c.schema === name);
    if (composites.length === 0) out.push(`    CompositeTypes: ${NEVER}`);
    else {
      out.push('    CompositeTypes: {');
      for (const c of composites) {
        out.push(`      ${key(c.name)}: {`);
        for (const a of c.attributes) out.push(`        ${key(a.name)}: ${tsTypeOf(schema, a.type)} | null`);
        out.push('      }');
      }
      out.push('    }');
    }
    out.push('  }');
  }
  out.push(
    '}',
    '',
    'type PublicSchema = Database[Extract<keyof Database, "public">]',
    '',
    'export type Tables<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Row"]',
    'export type TablesInsert<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Insert"]',
    'export type TablesUpdate<T extends keyof PublicSchema["Tables"]> = PublicSchema["Tables"][T]["Update"]',
    'export type Enums<T extends keyof PublicSchema["Enums"]> = PublicSchema["Enums"][T]',
    '',
  );
  return out.join('\n');
}

/* ---------- Zod ---------- */

const pascal = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : ''))
    .join('') || 'Table';

function zodType(schema: DbSchema, c: Column, enumNames: Map<string, string>, depth = 0): string {
  const r = resolve(schema, c.type);
  let z: string;
  switch (r.base) {
    case 'number':
      z = r.integer ? 'z.number().int()' : 'z.number()';
      break;
    case 'boolean':
      z = 'z.boolean()';
      break;
    case 'json':
      z = 'Json';
      break;
    case 'enum':
      z = enumNames.get(`${r.enumSchema}.${r.enumName}`) ?? 'z.string()';
      break;
    case 'composite': {
      const type = schema.compositeTypes?.find((t) => t.schema === r.enumSchema && t.name === r.enumName);
      const fields = (type?.attributes ?? []).map(
        (a) =>
          `${key(a.name)}: ${depth < 3 ? zodType(schema, { ...c, type: a.type }, enumNames, depth + 1) : 'z.unknown()'}.nullable()`,
      );
      z = `z.object({ ${fields.join(', ')} })`;
      break;
    }
    case 'row':
      z = 'z.record(z.string(), z.unknown())';
      break;
    case 'unknown':
      z = 'z.unknown()';
      break;
    default:
      z = r.uuid
        ? 'z.string().uuid()'
        : r.maxLength !== undefined
          ? `z.string().max(${r.maxLength})`
          : 'z.string()';
  }
  for (let i = 0; i < r.array; i++) z = `z.array(${z})`;
  return z;
}

/**
 * Zod schemas for each table's Row (what a select returns) and Insert (what an insert may send: optional where
 * Postgres has a default, generated columns left out), with the enums as `z.enum` and JSON as a recursive schema.
 */
export function toZod(schema: DbSchema): string {
  const used = new Set<string>();
  const unique = (name: string) => {
    let n = name;
    for (let i = 2; used.has(n); i++) n = `${name}${i}`;
    used.add(n);
    return n;
  };
  const out = [
    '// Generated by toolbox schema --format zod.',
    "import { z } from 'zod';",
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    'export const Json: z.ZodType<Json> = z.lazy(() =>',
    '  z.union([z.string(), z.number(), z.boolean(), z.null(), z.record(z.string(), Json), z.array(Json)]),',
    ');',
    '',
  ];
  used.add('Json');
  const enumNames = new Map<string, string>();
  for (const e of schema.enums ?? []) {
    const name = unique(`${e.schema === 'public' ? '' : pascal(e.schema)}${pascal(e.name)}Schema`);
    enumNames.set(`${e.schema}.${e.name}`, name);
    out.push(`export const ${name} = z.enum([${e.values.map((v) => JSON.stringify(v)).join(', ')}]);`);
  }
  if (schema.enums?.length) out.push('');
  for (const t of schema.tables) {
    if (t.kind === 'external' || t.partitionOf) continue;
    const base = `${t.schema === 'public' ? '' : pascal(t.schema)}${pascal(t.name)}`;
    const row = unique(`${base}RowSchema`);
    const isView = t.kind === 'view' || t.kind === 'materialized view';
    const fields = t.columns.map(
      (c) =>
        `  ${key(c.name)}: ${zodType(schema, c, enumNames)}${c.nullable || isView ? '.nullable()' : ''},`,
    );
    out.push(
      `/** ${t.schema}.${t.name}: a row as a select returns it. */`,
      `export const ${row} = z.object({`,
      ...fields,
      '});',
    );
    if (t.kind !== 'view' && t.kind !== 'materialized view') {
      const insert = unique(`${base}InsertSchema`);
      const writable = t.columns
        .filter((c) => !neverWritten(c))
        .map(
          (c) =>
            `  ${key(c.name)}: ${zodType(schema, c, enumNames)}${c.nullable ? '.nullable()' : ''}${optionalOnInsert(c) ? '.optional()' : ''},`,
        );
      out.push(
        `/** ${t.schema}.${t.name}: what an insert may send. */`,
        `export const ${insert} = z.object({`,
        ...writable,
        '});',
      );
    }
    out.push('');
  }
  return out.join('\n');
}
