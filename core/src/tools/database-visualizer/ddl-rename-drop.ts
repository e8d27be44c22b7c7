import type { Builder } from './ddl-builder';
import { renameColumnEverywhere } from './ddl-columns';
import { functionsNamed } from './ddl-functions';
import { tableId } from './model';
import { list, type Node, obj, str, svals } from './parse-tree';

/** ALTER … RENAME: tables, columns, constraints, indexes, types and functions, with what refers to them. */
export function rename(b: Builder, node: Node) {
  const newname = str(node.newname);
  const table = node.relation ? b.table(obj(node.relation)) : undefined;
  switch (node.renameType) {
    case 'OBJECT_TABLE':
    case 'OBJECT_VIEW':
    case 'OBJECT_MATVIEW':
    case 'OBJECT_FOREIGN_TABLE': {
      if (!table) return;
      const oldId = tableId(table);
      for (const t of b.tables) {
        for (const k of t.constraints ?? [])
          if (k.references?.schema === table.schema && k.references.table === table.name)
            k.references.table = newname;
      }
      table.name = newname;
      for (const t of b.tables) if (t.partitionOf === oldId) t.partitionOf = tableId(table);
      break;
    }
    case 'OBJECT_COLUMN':
      if (table) renameColumnEverywhere(b, table, str(node.subname), newname);
      break;
    case 'OBJECT_TABCONSTRAINT': {
      const k = table?.constraints?.find((c) => c.name === node.subname);
      if (k) k.name = newname;
      break;
    }
    case 'OBJECT_INDEX': {
      const { schema, name } = b.rel(obj(node.relation));
      for (const t of b.tables.filter((t) => t.schema === schema))
        for (const i of t.indexes ?? []) if (i.name === name) i.name = newname;
      break;
    }
    case 'OBJECT_TYPE':
    case 'OBJECT_DOMAIN': {
      const names = svals(obj(node.object).List ? obj(obj(node.object).List).items : node.object);
      const found = b.typeByNames<{ schema: string; name: string }>(
        [...b.enums, ...b.domains, ...b.composites],
        names,
      );
      if (found) found.name = newname;
      break;
    }
    case 'OBJECT_FUNCTION':
      for (const f of functionsNamed(b, obj(obj(node.object).ObjectWithArgs))) f.name = newname;
      break;
  }
}

/** DROP: tables (with their partitions), types, functions, domains, indexes and policies. */
export function drop(b: Builder, node: Node) {
  for (const object of list(node.objects)) {
    const names = object.List
      ? svals(obj(object.List).items)
      : object.ObjectWithArgs
        ? svals(obj(object.ObjectWithArgs).objname)
        : svals(obj(object.TypeName).names);
    switch (node.removeType) {
      case 'OBJECT_TABLE':
      case 'OBJECT_VIEW':
      case 'OBJECT_MATVIEW':
      case 'OBJECT_FOREIGN_TABLE': {
        const table = b.byNames(names);
        if (table) b.tables = b.tables.filter((t) => t !== table && t.partitionOf !== tableId(table));
        break;
      }
      case 'OBJECT_TYPE':
        b.enums = b.enums.filter((e) => e !== b.typeByNames(b.enums, names));
        b.composites = b.composites.filter((t) => t !== b.typeByNames(b.composites, names));
        break;
      case 'OBJECT_FUNCTION': {
        const gone = functionsNamed(b, obj(object.ObjectWithArgs));
        b.functions = b.functions.filter((f) => !gone.includes(f));
        break;
      }
      case 'OBJECT_DOMAIN':
        b.domains = b.domains.filter((d) => d !== b.typeByNames(b.domains, names));
        break;
      case 'OBJECT_INDEX': {
        const name = names.at(-1);
        const schema = names.length > 1 ? names.at(-2) : 'public';
        for (const t of b.tables.filter((t) => t.schema === schema))
          t.indexes = t.indexes?.filter((i) => i.name !== name);
        break;
      }
      case 'OBJECT_POLICY': {
        const table = b.byNames(names.slice(0, -1));
        if (table) table.policies = table.policies?.filter((p) => p.name !== names.at(-1));
        break;
      }
    }
  }
}
