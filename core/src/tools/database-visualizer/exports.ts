import { type DbSchema, relationships } from './model';

/** Mermaid accepts word characters (and -) in entity names and types. */
const word = (text: string) => text.replace(/\[\]/g, '_array').replace(/[^A-Za-z0-9_-]/g, '_') || '_';
const quoted = (text: string) => `"${text.replace(/"/g, "'")}"`;

/** A Mermaid `erDiagram`: every table with its columns (PK/FK), and each foreign key as a relationship. */
export function toMermaid(schema: DbSchema): string {
  const lines = ['erDiagram'];
  for (const table of schema.tables) {
    lines.push(`  ${word(table.name)} {`);
    for (const c of table.columns) {
      const keys = [c.isPrimaryKey && 'PK', c.isForeignKey && 'FK'].filter(Boolean).join(', ');
      const note = c.nullable ? ' "nullable"' : '';
      lines.push(`    ${word(c.type)} ${word(c.name)}${keys ? ` ${keys}` : ''}${note}`);
    }
    lines.push('  }');
  }
  for (const r of relationships(schema)) {
    lines.push(`  ${word(r.toTable)} ||--o{ ${word(r.fromTable)} : ${quoted(r.fromColumn)}`);
  }
  return `${lines.join('\n')}\n`;
}

export function toJson(schema: DbSchema): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}

const dbmlName = (name: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '\\"')}"`;

/** DBML (dbdiagram.io): tables with settings, and a Ref per foreign key. */
export function toDbml(schema: DbSchema): string {
  const out: string[] = [];
  const qualify = (name: string) => {
    const table = schema.tables.find((t) => t.name === name);
    return `${dbmlName(table?.schema ?? 'public')}.${dbmlName(name)}`;
  };
  for (const e of schema.enums ?? []) {
    out.push(
      `Enum ${dbmlName(e.schema)}.${dbmlName(e.name)} {`,
      ...e.values.map((v) => `  ${JSON.stringify(v)}`),
      '}',
      '',
    );
  }
  for (const table of schema.tables) {
    out.push(`Table ${dbmlName(table.schema)}.${dbmlName(table.name)} {`);
    for (const c of table.columns) {
      const settings = [
        c.isPrimaryKey && 'pk',
        c.nullable ? 'null' : 'not null',
        c.default !== null && `default: \`${c.default.replace(/`/g, "'")}\``,
        c.comment && `note: ${JSON.stringify(c.comment)}`,
      ].filter(Boolean);
      out.push(`  ${dbmlName(c.name)} ${JSON.stringify(c.type)} [${settings.join(', ')}]`);
    }
    if (table.comment) out.push(`  Note: ${JSON.stringify(table.comment)}`);
    out.push('}', '');
  }
  for (const r of relationships(schema)) {
    out.push(
      `Ref: ${qualify(r.fromTable)}.${dbmlName(r.fromColumn)} > ${qualify(r.toTable)}.${dbmlName(r.toColumn)}`,
    );
  }
  return `${out.join('\n').trimEnd()}\n`;
}
