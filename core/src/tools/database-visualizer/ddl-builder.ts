import type { CompositeType, DbFunction, Domain, EnumType, Table } from './model';
import { type Node, str } from './parse-tree';

/** A name as a statement writes it, `name` or `schema.name` (the last two parts of a longer one). */
export const qualifiedName = (names: string[]) => ({
  schema: names.length > 1 ? (names.at(-2) ?? 'public') : 'public',
  name: names.at(-1) ?? '',
});

/** The schema as statements build it: tables, types and the constraints they name. */
export class Builder {
  tables: Table[] = [];
  enums: EnumType[] = [];
  domains: Domain[] = [];
  functions: DbFunction[] = [];
  composites: CompositeType[] = [];

  find(schema: string, name: string): Table | undefined {
    return this.tables.find((t) => t.schema === schema && t.name === name);
  }
  rel(rv: Node): { schema: string; name: string } {
    return { schema: str(rv.schemaname) || 'public', name: str(rv.relname) };
  }
  table(rv: Node): Table | undefined {
    const { schema, name } = this.rel(rv);
    return this.find(schema, name);
  }
  /** A table named by a statement but defined elsewhere (`storage.objects` for its policies). */
  external(schema: string, name: string): Table {
    const found = this.find(schema, name);
    if (found) return found;
    const table: Table = { schema, name, kind: 'external', columns: [] };
    this.tables.push(table);
    return table;
  }
  byNames(names: string[]): Table | undefined {
    const { schema, name } = qualifiedName(names);
    return this.find(schema, name);
  }
  typeByNames<T extends { schema: string; name: string }>(items: T[], names: string[]): T | undefined {
    const { schema, name } = qualifiedName(names);
    return items.find((e) => e.schema === schema && e.name === name);
  }
}
