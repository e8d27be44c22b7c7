import { skipLexeme } from '../../sql/source-text';

/**
 * The calls splinter's `auth_rls_initplan` lint looks for in a policy: Supabase's auth helpers and
 * `current_setting(...)`, which Postgres evaluates once per row unless each sits alone in a sub-select.
 */
const CALL = /^(?:auth\s*\.\s*(?:uid|jwt|role|email)\s*\(\s*\)|(?:pg_catalog\s*\.\s*)?current_setting\s*\()/i;
const UID = /^auth\s*\.\s*uid\s*\(\s*\)$/i;

/** A plain or quoted column name, alone. */
const COLUMN = /^(?:[A-Za-z_][A-Za-z0-9_$]*|"(?:[^"]|"")+")$/;
const KEYWORDS = new Set(['and', 'or', 'not', 'null', 'true', 'false', 'select', 'is', 'in', 'any', 'all']);

export interface InitPlanCondition {
  /** The condition with each per-row call written `(select call)`. */
  sql: string;
  /** What was wrapped, as written (`auth.uid()`, `current_setting('app.tenant', true)`). */
  wrapped: string[];
  /** Columns the condition compares with `auth.uid()` outside sub-selects: the ones an index serves. */
  userColumns: string[];
}

/** Index just past the bracket that opens at `open`, over strings and comments. */
function closeBracket(sql: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < sql.length) {
    const skipped = skipLexeme(sql, i);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    if (sql[i] === '(') depth++;
    if (sql[i] === ')' && --depth === 0) return i + 1;
    i++;
  }
  return sql.length;
}

/** Already `(select call)`: Postgres runs it once (an initplan) and splinter reads it so. */
const alreadyWrapped = (sql: string, start: number, end: number) =>
  /\(\s*select\s+$/i.test(sql.slice(Math.max(0, start - 32), start)) && /^\s*\)/.test(sql.slice(end));

/** The operand beside `=` next to a call: the word before `start` or after `end`, when it is a bare column. */
function comparedColumn(sql: string, start: number, end: number): string | undefined {
  const before = /([A-Za-z_][A-Za-z0-9_$]*|"(?:[^"]|"")+")\s*=\s*$/.exec(
    sql.slice(Math.max(0, start - 200), start),
  );
  const after = /^\s*=\s*([A-Za-z_][A-Za-z0-9_$]*|"(?:[^"]|"")+")(?![\w$.(])/.exec(sql.slice(end, end + 200));
  for (const match of [before, after]) {
    const word = match?.[1];
    if (!word || !COLUMN.test(word) || KEYWORDS.has(word.toLowerCase())) continue;
    const index = match === before ? start - match[0].length : -1;
    if (index > 0 && sql[index - 1] === '.') continue;
    return word.startsWith('"') ? word.slice(1, -1).replace(/""/g, '"') : word;
  }
  return undefined;
}

/**
 * A custom policy condition with `auth.uid()`, `auth.jwt()`, `auth.role()`, `auth.email()` and
 * `current_setting(...)` each wrapped as `(select ...)`, Supabase's advice for RLS performance.
 */
export function wrapPerRowCalls(condition: string): InitPlanCondition {
  const parts: string[] = [];
  const wrapped: string[] = [];
  const userColumns: string[] = [];
  /** For each open bracket: does it hold a sub-select? */
  const brackets: boolean[] = [];
  let from = 0;
  let i = 0;
  while (i < condition.length) {
    const skipped = skipLexeme(condition, i);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    const ch = condition[i] ?? '';
    const call = /[\w$.]/.test(condition[i - 1] ?? '') ? null : CALL.exec(condition.slice(i, i + 64));
    if (call) {
      const end = call[0].endsWith('()')
        ? i + call[0].length
        : closeBracket(condition, i + call[0].length - 1);
      const text = condition.slice(i, end);
      const inSubSelect = brackets.includes(true);
      if (UID.test(text) && !inSubSelect) {
        const column = comparedColumn(condition, i, end);
        if (column && !userColumns.includes(column)) userColumns.push(column);
      }
      if (!alreadyWrapped(condition, i, end)) {
        parts.push(condition.slice(from, i), `(select ${text})`);
        wrapped.push(text);
        from = end;
      }
      i = end;
      continue;
    }
    if (ch === '(') brackets.push(/^\(\s*select\b/i.test(condition.slice(i, i + 16)));
    else if (ch === ')') brackets.pop();
    i++;
  }
  parts.push(condition.slice(from));
  return { sql: parts.join(''), wrapped, userColumns };
}
