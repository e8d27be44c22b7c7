import type { Builder } from './ddl-builder';
import { bracketed, type Ctx, defaultText } from './ddl-expressions';
import { typeOf } from './ddl-type-names';
import type { CompositeType, Domain } from './model';
import { list, type Node, obj, str, svals } from './parse-tree';

/** CREATE TYPE … AS ENUM, replacing an enum of the same name. */
export function createEnum(b: Builder, node: Node) {
  const names = svals(node.typeName);
  const schema = names.length > 1 ? (names[0] ?? 'public') : 'public';
  b.enums = b.enums.filter((e) => !(e.schema === schema && e.name === names.at(-1)));
  b.enums.push({ schema, name: names.at(-1) ?? '', values: svals(node.vals) });
}

/** CREATE DOMAIN: its base type, NOT NULL, default and checks. */
export function domain(b: Builder, node: Node, ctx: Ctx) {
  const names = svals(node.domainname);
  const d: Domain = {
    schema: names.length > 1 ? (names[0] ?? 'public') : 'public',
    name: names.at(-1) ?? '',
    type: typeOf(obj(node.typeName), ctx).type,
    nullable: true,
    default: null,
    checks: [],
  };
  for (const c of list(node.constraints).map((n) => obj(n.Constraint))) {
    if (c.contype === 'CONSTR_NOTNULL') d.nullable = false;
    if (c.contype === 'CONSTR_DEFAULT') d.default = defaultText(obj(c.raw_expr), ctx, ctx.end);
    if (c.contype === 'CONSTR_CHECK') d.checks.push(bracketed(obj(c.raw_expr), ctx, /^check$/i, ctx.end));
  }
  b.domains.push(d);
}

/** ALTER TYPE … ADD VALUE (before or after a neighbour) or RENAME VALUE. */
export function alterEnum(b: Builder, node: Node) {
  const e = b.typeByNames(b.enums, svals(node.typeName));
  if (!e) return;
  if (node.oldVal) {
    e.values = e.values.map((v) => (v === node.oldVal ? str(node.newVal) : v));
    return;
  }
  const value = str(node.newVal);
  if (e.values.includes(value)) return;
  const at = node.newValNeighbor ? e.values.indexOf(str(node.newValNeighbor)) : -1;
  if (at === -1) e.values.push(value);
  else e.values.splice(node.newValIsAfter ? at + 1 : at, 0, value);
}

/** CREATE TYPE … AS (…): a composite type's attributes. */
export function compositeType(b: Builder, node: Node) {
  const { schema, name } = b.rel(obj(node.typevar));
  const type: CompositeType = {
    schema,
    name,
    attributes: list(node.coldeflist)
      .map((n) => obj(n.ColumnDef))
      .map((c) => ({ name: str(c.colname), type: typeOf(obj(c.typeName)).type })),
  };
  b.composites = [...b.composites.filter((t) => !(t.schema === schema && t.name === name)), type];
}
