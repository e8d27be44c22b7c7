import { ToolInputError } from '../errors';

/**
 * Checks that user-written SQL (a policy's custom condition) is one expression: every string, quoted name,
 * dollar-quoted body and comment closed, brackets balanced, and no `;` outside them. That is what keeps a
 * condition from ending the statement it is pasted into and starting another.
 */
export function checkSqlExpression(sql: string, what = 'condition'): string {
  if (sql.trim() === '') throw new ToolInputError(`Enter a ${what}.`);
  if (sql.includes('\0')) throw new ToolInputError(`The ${what} cannot contain a NUL character.`);
  let depth = 0;
  let i = 0;
  const fail = (message: string): never => {
    throw new ToolInputError(`The ${what} ${message}.`);
  };
  while (i < sql.length) {
    const ch = sql[i];
    const next = sql[i + 1];
    if (ch === "'" || ch === '"') {
      i = closeQuote(sql, i, ch) ?? fail(`has an unclosed ${ch === "'" ? 'string' : 'quoted name'}`);
    } else if (ch === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === '/' && next === '*') {
      i = closeBlockComment(sql, i) ?? fail('has an unclosed /* comment');
    } else if (
      ch === '$' &&
      /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(sql.slice(i)) &&
      !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')
    ) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0] ?? '$$';
      const end = sql.indexOf(tag, i + tag.length);
      if (end === -1) fail(`has an unclosed ${tag} quote`);
      i = end + tag.length;
    } else {
      if (ch === '(') depth++;
      if (ch === ')' && --depth < 0) fail('closes a bracket it never opened');
      if (ch === ';') fail('must be one expression, without ";"');
      i++;
    }
  }
  if (depth > 0) fail('leaves a bracket open');
  return sql.trim();
}

function closeQuote(sql: string, start: number, quote: string): number | undefined {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return undefined;
}

function closeBlockComment(sql: string, start: number): number | undefined {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth++;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return undefined;
}
