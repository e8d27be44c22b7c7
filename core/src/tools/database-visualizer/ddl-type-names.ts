import { quoteLiteral } from '../../sql/quote';
import type { Ctx } from './ddl-expressions';
import { list, loc, type Node, obj, str, svals } from './parse-tree';
import { formatType, quoteName } from './pg-names';

const SERIALS: Record<string, string> = {
  serial: 'integer',
  serial4: 'integer',
  bigserial: 'bigint',
  serial8: 'bigint',
  smallserial: 'smallint',
  serial2: 'smallint',
};

/** A name as written at a position: plain or quoted. */
const WRITTEN_NAME = /^(?:"(?:[^"]|"")*"|[\p{L}_][\p{L}\p{N}_$]*)/u;

/** A type modifier as written: `4326`, or PostGIS's `Polygon` (a name, which the parse tree lower-cases). */
function typmod(m: Node, ctx?: Ctx): number | string {
  const c = obj(m.A_Const);
  if (c.ival) return Number(obj(c.ival).ival ?? 0);
  const ref = obj(m.ColumnRef);
  if (ref.fields) {
    const at = ctx && loc(ref) >= 0 ? ctx.src.at(loc(ref)) : -1;
    const written = ctx && at >= 0 ? WRITTEN_NAME.exec(ctx.src.sql.slice(at, at + 200))?.[0] : undefined;
    return written ?? svals(ref.fields).map(quoteName).join('.');
  }
  if (c.sval) return quoteLiteral(str(obj(c.sval).sval));
  return NaN;
}

/** A column's type as `format_type` prints it; with `ctx`, modifiers that are names keep their case. */
export function typeOf(typeName: Node, ctx?: Ctx): { type: string; serial: boolean } {
  const names = svals(typeName.names);
  const serial = names.length === 1 ? SERIALS[names[0] ?? ''] : undefined;
  if (serial) return { type: serial, serial: true };
  const mods = list(typeName.typmods).map((m) => typmod(m, ctx));
  return {
    type: formatType(names, mods, Array.isArray(typeName.arrayBounds) && typeName.arrayBounds.length > 0),
    serial: false,
  };
}

/** A parameter's or return's type: Postgres keeps no typmods on them (`varchar(20)` is `character varying`). */
export const bareType = (typeName: Node) => typeOf({ ...typeName, typmods: undefined }).type;
