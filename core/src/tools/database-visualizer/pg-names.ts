/** Names and types as Postgres prints them (`format_type`, `quote_ident`, the names it chooses for keys). */

import { MAX_IDENTIFIER_BYTES } from '../../sql/quote';

/** `quote_ident`: plain when lower-case ASCII letters, digits and `_` (not starting with a digit), else quoted. */
export function quoteName(name: string): string {
  return /^[a-z_][a-z0-9_$]*$/.test(name) && !RESERVED.has(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

/* The reserved words format_type and quote_ident quote (the ones a type or table is likely to be named). */
const RESERVED = new Set(
  'all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create current_catalog current_date current_role current_time current_timestamp current_user default deferrable desc distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral leading limit localtime localtimestamp not null offset on only or order placing primary references returning select session_user some symmetric system_user table then to trailing true union unique user using variadic when where window with'.split(
    ' ',
  ),
);

const BUILTIN: Record<string, string> = {
  int2: 'smallint',
  int4: 'integer',
  int: 'integer',
  integer: 'integer',
  int8: 'bigint',
  float4: 'real',
  float8: 'double precision',
  bool: 'boolean',
  varchar: 'character varying',
  bpchar: 'character',
  varbit: 'bit varying',
  decimal: 'numeric',
  timestamptz: 'timestamp with time zone',
  timestamp: 'timestamp without time zone',
  timetz: 'time with time zone',
  time: 'time without time zone',
};

const TIME_ZONE = /^(timestamp|time) (with(?:out)? time zone)$/;

/**
 * A parse tree's type name (`pg_catalog.int4`, `public.mood`, typmods, array) as `format_type` prints it with
 * `public` on the search path: `integer`, `character varying(255)`, `timestamp(6) with time zone`, `mood[]`,
 * `geometry(Polygon,4326)`.
 */
export function formatType(names: string[], mods: (number | string)[], array: boolean): string {
  const last = names.at(-1) ?? 'unknown';
  const builtin = (names.length === 1 || names[0] === 'pg_catalog') && BUILTIN[last];
  let text: string;
  // Numbers, and modifiers a type's own typmod_in reads as text (PostGIS's `Polygon`), as written.
  const good = mods.filter((m) => typeof m === 'string' || Number.isFinite(m));
  if (builtin) {
    const zone = TIME_ZONE.exec(builtin);
    if (zone && good.length) text = `${zone[1]}(${good.join(',')}) ${zone[2]}`;
    else if (builtin === 'character' && good.length === 0) text = 'bpchar';
    else text = `${builtin}${good.length ? `(${good.join(',')})` : ''}`;
  } else {
    const interval = names[0] === 'pg_catalog' && last === 'interval';
    const qualified = names[0] === 'pg_catalog' || names[0] === 'public' ? [last] : names;
    text = qualified.map(quoteName).join('.');
    if (good.length && !interval) text += `(${good.join(',')})`;
  }
  return array ? `${text}[]` : text;
}

const bytes = (s: string) => new TextEncoder().encode(s).length;

function cut(name: string, max: number): string {
  let out = '';
  for (const ch of name) {
    if (bytes(out + ch) > max) break;
    out += ch;
  }
  return out;
}

/** Postgres's `makeObjectName`: `name1_name2_label`, the longer part shortened until it fits in 63 bytes. */
export function makeObjectName(name1: string, name2: string, label: string): string {
  let a = name1;
  let b = name2;
  const overhead = bytes(label) + 1 + (b ? 1 : 0);
  while (bytes(a) + bytes(b) + overhead > MAX_IDENTIFIER_BYTES) {
    if (bytes(a) > bytes(b)) a = cut(a, bytes(a) - 1);
    else b = cut(b, bytes(b) - 1);
  }
  return [a, b, label].filter(Boolean).join('_');
}
