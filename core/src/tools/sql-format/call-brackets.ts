import { SourceText } from '../../sql/source-text';

/** A name part as written: a plain identifier or a quoted one (`""` inside). */
const NAME_PART = /^(?:"(?:[^"]|"")*"|[\p{L}_][\p{L}\p{N}_$]*)/u;

/** Where a (possibly qualified) name written at `at` ends: `auth.uid`, `"Q".f`, `public.geography`. */
function nameEnd(sql: string, at: number): number {
  let i = at;
  for (;;) {
    const part = NAME_PART.exec(sql.slice(i, i + 200));
    if (!part) return i;
    i += part[0].length;
    if (sql[i] !== '.') return i;
    i++;
  }
}

/** Where calls and type modifiers open their bracket: the locations of function calls and modified types. */
function bracketedNames(tree: unknown, out: number[] = []): number[] {
  if (Array.isArray(tree)) for (const item of tree) bracketedNames(item, out);
  else if (typeof tree === 'object' && tree !== null) {
    for (const [key, value] of Object.entries(tree)) {
      const node = value as Record<string, unknown>;
      if (
        key === 'FuncCall' &&
        node.funcformat === 'COERCE_EXPLICIT_CALL' &&
        typeof node.location === 'number'
      )
        out.push(node.location);
      // A type name (under any key: typeName, returnType, argType...) with modifiers: `geometry(Point, 4326)`.
      if (Array.isArray(node?.names) && Array.isArray(node.typmods) && typeof node.location === 'number')
        out.push(node.location);
      bracketedNames(value, out);
    }
  }
  return out;
}

/**
 * sql-formatter writes `auth.uid ()` and `geometry (Point, 4326)`: it cannot tell a call from `insert into t (a)`.
 * Postgres's parse tree can: the blanks between a call's (or a type's) name and its bracket are taken out.
 */
export function closeCallBrackets(sql: string, tree: unknown): string {
  const src = new SourceText(sql);
  const gaps: [number, number][] = [];
  for (const location of bracketedNames(tree)) {
    const end = nameEnd(sql, src.at(location));
    let open = end;
    while (sql[open] === ' ') open++;
    if (open > end && sql[open] === '(') gaps.push([end, open]);
  }
  if (gaps.length === 0) return sql;
  gaps.sort((a, b) => a[0] - b[0]);
  const parts: string[] = [];
  let from = 0;
  for (const [start, end] of gaps) {
    if (start < from) continue;
    parts.push(sql.slice(from, start));
    from = end;
  }
  parts.push(sql.slice(from));
  return parts.join('');
}
