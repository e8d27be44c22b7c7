/**
 * Whether a column type change keeps every value and every client's reads and writes working (a widening:
 * varchar(50) -> varchar(100) or text, integer -> bigint, real -> double precision, numeric(10,2) -> numeric(12,2)).
 * Anything else narrows or changes the type, and is breaking.
 */
export function isWidening(from: string, to: string): boolean {
  if (from === to) return true;
  const array = /^(.*)\[\]$/;
  const fa = array.exec(from);
  const ta = array.exec(to);
  if (fa || ta) return Boolean(fa && ta) && isWidening(fa?.[1] ?? '', ta?.[1] ?? '');
  const f = parseType(from);
  const t = parseType(to);
  if (f.base === 'character varying' || f.base === 'character') {
    if (t.base === 'text') return true;
    if (t.base === 'character varying')
      return t.mods.length === 0 || (f.mods[0] ?? Infinity) <= (t.mods[0] ?? 0);
    return false;
  }
  if (f.base === 'text') return t.base === 'character varying' && t.mods.length === 0;
  const ints = ['smallint', 'integer', 'bigint'];
  if (ints.includes(f.base)) {
    if (ints.includes(t.base)) return ints.indexOf(t.base) >= ints.indexOf(f.base);
    if (t.base !== 'numeric') return false;
    if (t.mods.length === 0) return true;
    const digits = { smallint: 5, integer: 10, bigint: 19 }[f.base] ?? 19;
    return (t.mods[0] ?? 0) - (t.mods[1] ?? 0) >= digits;
  }
  if (f.base === 'real') return t.base === 'double precision';
  if (f.base === 'numeric' && t.base === 'numeric') {
    if (t.mods.length === 0) return true;
    if (f.mods.length === 0) return false;
    const [fp = 0, fs = 0] = f.mods;
    const [tp = 0, ts = 0] = t.mods;
    return ts >= fs && tp - ts >= fp - fs;
  }
  if (f.base === 'bit varying' && t.base === 'bit varying')
    return t.mods.length === 0 || (f.mods[0] ?? Infinity) <= (t.mods[0] ?? 0);
  return false;
}

function parseType(type: string): { base: string; mods: number[] } {
  const m = /^([^(]+?)\s*\(([\d,\s]+)\)\s*(.*)$/.exec(type);
  if (!m) return { base: type, mods: [] };
  const rest = m[3] ? ` ${m[3]}` : '';
  return { base: `${m[1]}${rest}`, mods: (m[2] ?? '').split(',').map((n) => Number(n.trim())) };
}
