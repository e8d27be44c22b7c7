import type { Builder } from './ddl-builder';
import { bracketed, type Ctx } from './ddl-expressions';
import type { Policy } from './model';
import { list, type Node, obj, str, svals } from './parse-tree';

/** CREATE POLICY, or ALTER POLICY on one that exists; a table defined elsewhere becomes external. */
export function policy(b: Builder, node: Node, ctx: Ctx, alter: boolean) {
  const { schema, name } = b.rel(obj(node.table));
  const table = b.external(schema, name);
  const existing = table.policies?.find((p) => p.name === node.policy_name);
  if (alter && !existing) return;
  const p: Policy = existing ?? {
    name: str(node.policy_name),
    command: (str(node.cmd_name) || 'all') as Policy['command'],
    permissive: node.permissive === true,
    roles: ['public'],
  };
  const roles = list(node.roles).map((r) => {
    const spec = obj(r.RoleSpec);
    return spec.roletype === 'ROLESPEC_CSTRING'
      ? str(spec.rolename)
      : str(spec.roletype).replace('ROLESPEC_', '').toLowerCase();
  });
  if (roles.length) p.roles = roles;
  if (node.qual) p.using = bracketed(obj(node.qual), ctx, /^using$/i, ctx.end);
  if (node.with_check) p.withCheck = bracketed(obj(node.with_check), ctx, /^check$/i, ctx.end);
  if (!existing) table.policies = [...(table.policies ?? []), p];
}

/** COMMENT ON a table, view, column or type; `IS NULL` removes it. */
export function comment(b: Builder, node: Node) {
  const text = typeof node.comment === 'string' ? node.comment : undefined;
  const names = svals(obj(obj(node.object).List).items);
  const set = (target: { comment?: string } | undefined) => {
    if (!target) return;
    if (text === undefined) delete target.comment;
    else target.comment = text;
  };
  switch (node.objtype) {
    case 'OBJECT_TABLE':
    case 'OBJECT_VIEW':
    case 'OBJECT_MATVIEW':
    case 'OBJECT_FOREIGN_TABLE':
      set(b.byNames(names));
      break;
    case 'OBJECT_COLUMN':
      set(b.byNames(names.slice(0, -1))?.columns.find((c) => c.name === names.at(-1)));
      break;
    case 'OBJECT_TYPE':
      set(b.typeByNames(b.enums, svals(obj(obj(node.object).TypeName).names)));
      break;
  }
}
