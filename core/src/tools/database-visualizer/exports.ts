import { type DbSchema, drawnTables, foreignKeys, partitionsOf, type Table, tableId } from './model';

/* ---------- Mermaid erDiagram ---------- */

/** Mermaid accepts word characters (and -) in entity names and types; the real name goes in the alias. */
const word = (text: string) => text.replace(/\[\]/g, '_array').replace(/[^A-Za-z0-9_-]/g, '_') || '_';
const mermaidText = (text: string) => `"${text.replace(/["\r\n]+/g, ' ').replace(/[{}<>]/g, ' ')}"`;

/** Unique Mermaid entity names, one per table id. */
function entityNames(tables: Table[]): Map<string, string> {
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const t of tables) {
    const base = word(tableId(t).replace('.', '__'));
    let name = /^[A-Za-z_]/.test(base) ? base : `t_${base}`;
    for (let i = 2; used.has(name); i++) name = `${base}_${i}`;
    used.add(name);
    names.set(tableId(t), name);
  }
  return names;
}

/**
 * A Mermaid `erDiagram`: every table, view and referenced external table with its columns (PK/FK/UK and a
 * comment), and each foreign key as a relationship with its cardinality (`|o` when the key may be null, `o|`
 * when it is unique).
 */
export function toMermaid(schema: DbSchema): string {
  const tables = drawnTables(schema);
  const names = entityNames(tables);
  const lines = ['erDiagram'];
  for (const table of tables) {
    const name = names.get(tableId(table)) ?? '_';
    const alias = name === table.name ? '' : `[${mermaidText(tableId(table))}]`;
    lines.push(`  ${name}${alias} {`);
    for (const c of table.columns) {
      const keys = [c.isPrimaryKey && 'PK', c.isForeignKey && 'FK', c.isUnique && 'UK']
        .filter(Boolean)
        .join(', ');
      const notes = [c.nullable && 'nullable', c.comment].filter(Boolean).join(': ');
      lines.push(
        `    ${word(c.type)} ${word(c.name)}${keys ? ` ${keys}` : ''}${notes ? ` ${mermaidText(notes)}` : ''}`,
      );
    }
    lines.push('  }');
  }
  for (const table of tables) {
    const child = names.get(tableId(table)) ?? '_';
    // Sets of columns that are unique: a foreign key on one of them is one-to-one.
    const keyOf = (columns: readonly string[]) => [...columns].sort().join('\0');
    const unique = new Set([
      keyOf(table.columns.filter((c) => c.isPrimaryKey).map((c) => c.name)),
      ...table.columns.filter((c) => c.isUnique).map((c) => c.name),
      ...(table.constraints ?? []).filter((k) => k.kind === 'unique').map((k) => keyOf(k.columns)),
    ]);
    // One relationship a foreign key, a composite one too (it was drawn once per column).
    for (const k of foreignKeys(table)) {
      const parent = names.get(tableId({ schema: k.references.schema, name: k.references.table }));
      if (!parent) continue;
      const optional = k.columns.some((n) => table.columns.find((c) => c.name === n)?.nullable !== false);
      lines.push(
        `  ${parent} ${optional ? '|o' : '||'}--${unique.has(keyOf(k.columns)) ? 'o|' : 'o{'} ${child} : ${mermaidText(k.columns.join(', '))}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export function toJson(schema: DbSchema): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

/* ---------- DBML (dbdiagram.io) ---------- */

const dbmlName = (name: string) => `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const dbmlString = (text: string) =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, '\\n')}'`;
const dbmlExpr = (text: string) => `\`${text.replace(/`/g, "'").replace(/\s+/g, ' ')}\``;
const qualified = (schema: string, name: string) => `${dbmlName(schema)}.${dbmlName(name)}`;

/**
 * DBML as dbdiagram.io reads it: enums, tables (views and referenced external tables too, noted as such) with
 * column settings, indexes and checks, and a Ref per foreign key (composite ones whole).
 */
export function toDbml(schema: DbSchema): string {
  const out: string[] = [];
  for (const e of schema.enums ?? []) {
    out.push(`Enum ${qualified(e.schema, e.name)} {`, ...e.values.map((v) => `  ${dbmlName(v)}`), '}', '');
  }
  const tables = drawnTables(schema).filter((t) => t.columns.length > 0);
  const written = new Set(tables.map(tableId));
  for (const table of tables) {
    out.push(`Table ${qualified(table.schema, table.name)} {`);
    const pk = table.columns.filter((c) => c.isPrimaryKey);
    for (const c of table.columns) {
      const generated = c.generated && `generated always as (${c.generated.expression}) ${c.generated.kind}`;
      // DBML's `increment` reads as BY DEFAULT (dbdiagram's SQL export writes that): ALWAYS is said in the note.
      const always = c.identity === 'always' && 'generated always as identity';
      const note = [generated, always, c.comment].filter(Boolean).join('\n');
      const settings = [
        // A composite key is said once, in indexes: @dbml/core makes one key of the columns' [pk] as well.
        c.isPrimaryKey && pk.length === 1 && 'pk',
        c.nullable ? 'null' : 'not null',
        c.isUnique && 'unique',
        c.identity && 'increment',
        c.default !== null && `default: ${dbmlExpr(c.default)}`,
        note && `note: ${dbmlString(note)}`,
      ].filter(Boolean);
      out.push(`  ${dbmlName(c.name)} ${dbmlName(c.type)} [${settings.join(', ')}]`);
    }
    const indexes = [
      ...(pk.length > 1 ? [`    (${pk.map((c) => dbmlName(c.name)).join(', ')}) [pk]`] : []),
      ...(table.constraints ?? [])
        .filter((k) => k.kind === 'unique' && k.columns.length > 1)
        .map((k) => `    (${k.columns.map(dbmlName).join(', ')}) [unique, name: ${dbmlString(k.name)}]`),
      ...(table.indexes ?? []).map((i) => {
        const cols = i.columns.map((c) =>
          table.columns.some((k) => k.name === c) ? dbmlName(c) : dbmlExpr(c),
        );
        const settings = [
          i.unique && 'unique',
          `name: ${dbmlString(i.name)}`,
          i.method && `type: ${i.method === 'hash' ? 'hash' : 'btree'}`,
        ];
        return `    (${cols.join(', ')}) [${settings.filter(Boolean).join(', ')}]`;
      }),
    ];
    if (indexes.length) out.push('  indexes {', ...indexes, '  }');
    const checks = (table.constraints ?? []).filter((k) => k.kind === 'check' && k.expression);
    if (checks.length)
      out.push(
        '  checks {',
        ...checks.map((k) => `    ${dbmlExpr(k.expression ?? '')} [name: ${dbmlString(k.name)}]`),
        '  }',
      );
    const notes = [
      table.kind &&
        table.kind !== 'table' &&
        `${table.kind}${table.kind === 'external' ? ' (defined outside this schema)' : ''}`,
      table.partitionBy &&
        `partitioned by ${table.partitionBy}: ${partitionsOf(schema, tableId(table))
          .map((p) => p.name)
          .join(', ')}`,
      table.comment,
      ...(table.policies ?? []).map(
        (p) =>
          `policy ${p.name}: ${p.command} to ${p.roles.join(', ')}${p.using ? ` using (${p.using})` : ''}${p.withCheck ? ` with check (${p.withCheck})` : ''}`,
      ),
    ].filter(Boolean);
    if (notes.length) out.push(`  Note: ${dbmlString(notes.join('\n'))}`);
    out.push('}', '');
  }
  for (const table of tables) {
    for (const k of foreignKeys(table)) {
      const ref = k.references;
      if (!written.has(tableId({ schema: ref.schema, name: ref.table }))) continue;
      const cols = (names: string[]) =>
        names.length === 1 ? dbmlName(names[0] ?? '') : `(${names.map(dbmlName).join(', ')})`;
      const actions = [k.onDelete && `delete: ${k.onDelete}`, k.onUpdate && `update: ${k.onUpdate}`].filter(
        Boolean,
      );
      out.push(
        `Ref ${dbmlName(k.name)}: ${qualified(table.schema, table.name)}.${cols(k.columns)} > ${qualified(ref.schema, ref.table)}.${cols(ref.columns)}${actions.length ? ` [${actions.join(', ')}]` : ''}`,
      );
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
