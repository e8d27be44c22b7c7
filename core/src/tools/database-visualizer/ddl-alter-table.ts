import type { Builder } from './ddl-builder';
import { addColumn, columnOf } from './ddl-columns';
import { addConstraint } from './ddl-constraints';
import { type Ctx, defaultText } from './ddl-expressions';
import { typeOf } from './ddl-type-names';
import { type Column, type Table, tableId } from './model';
import { list, type Node, obj, str } from './parse-tree';

/** ALTER TABLE … ALTER COLUMN: a change to one fact of a column the table has. */
function alterColumn(column: Column, cmd: Node, ctx: Ctx) {
  const def = obj(cmd.def);
  switch (cmd.subtype) {
    case 'AT_ColumnDefault':
      column.default = cmd.def ? defaultText(def, ctx, ctx.end) : null;
      break;
    case 'AT_SetNotNull':
      column.nullable = false;
      break;
    case 'AT_DropNotNull':
      column.nullable = true;
      break;
    case 'AT_AlterColumnType':
      column.type = typeOf(obj(obj(def.ColumnDef).typeName), ctx).type;
      break;
    case 'AT_AddIdentity':
      column.identity = obj(def.Constraint).generated_when === 'a' ? 'always' : 'by default';
      column.nullable = false;
      break;
    case 'AT_DropIdentity':
      delete column.identity;
      break;
    case 'AT_DropExpression':
      delete column.generated;
      break;
  }
}

/** One command of an ALTER TABLE: columns added or dropped, constraints, partitions, row security. */
function alterTableCmd(b: Builder, table: Table, cmd: Node, ctx: Ctx) {
  const def = obj(cmd.def);
  switch (cmd.subtype) {
    case 'AT_AddColumn': {
      const colDef = obj(def.ColumnDef);
      if (cmd.missing_ok && table.columns.some((c) => c.name === colDef.colname)) break;
      addColumn(table, columnOf(b, colDef, table, ctx, ctx.end));
      break;
    }
    case 'AT_DropColumn':
      table.columns = table.columns.filter((c) => c.name !== cmd.name);
      table.constraints = table.constraints?.filter((k) => !k.columns.includes(str(cmd.name)));
      table.indexes = table.indexes?.filter((i) => !i.columns.includes(str(cmd.name)));
      break;
    case 'AT_AddConstraint':
      addConstraint(b, table, obj(def.Constraint), ctx, ctx.end);
      break;
    case 'AT_DropConstraint':
      table.constraints = table.constraints?.filter((k) => k.name !== cmd.name);
      break;
    case 'AT_AttachPartition': {
      const child = b.table(obj(obj(def.PartitionCmd).name));
      if (child) child.partitionOf = tableId(table);
      break;
    }
    case 'AT_DetachPartition': {
      const child = b.table(obj(obj(def.PartitionCmd).name));
      if (child) delete child.partitionOf;
      break;
    }
    case 'AT_EnableRowSecurity':
      table.rlsEnabled = true;
      break;
    case 'AT_DisableRowSecurity':
      table.rlsEnabled = false;
      break;
    default: {
      const column = table.columns.find((c) => c.name === cmd.name);
      if (column) alterColumn(column, cmd, ctx);
    }
  }
}

/** ALTER TABLE: each command in turn, on a table defined so far. */
export function alterTable(b: Builder, node: Node, ctx: Ctx) {
  const table = b.table(obj(node.relation));
  if (!table) return;
  for (const cmd of list(node.cmds).map((c) => obj(c.AlterTableCmd))) alterTableCmd(b, table, cmd, ctx);
}
