import { format } from 'sql-formatter';
import { ToolInputError } from '../../errors';
import type { PgParse } from '../../sql/pg-parser';

export const KEYWORD_CASES = ['upper', 'lower', 'preserve'] as const;
export type KeywordCase = (typeof KEYWORD_CASES)[number];
export const INDENTS = ['2', '4', 'tab'] as const;
export type SqlIndent = (typeof INDENTS)[number];

export interface SqlFormatInput {
  sql: string;
  keywordCase: KeywordCase;
  indent: SqlIndent;
}

export interface SqlFormatResult {
  sql: string;
  /** Statements Postgres read. */
  statements: number;
}

/** Where a node sits in the text (`location`, `stmt_len`, Postgres 18's `rexpr_list_start`): not what the SQL means. */
const POSITION_KEY = /^(location|stmt_len|\w+_location|\w+_list_start|\w+_list_end)$/;

/** A parse tree without positions, to compare what two texts mean. */
function meaning(tree: unknown): unknown {
  if (Array.isArray(tree)) return tree.map(meaning);
  if (typeof tree !== 'object' || tree === null) return tree;
  return Object.fromEntries(
    Object.entries(tree)
      .filter(([key]) => !POSITION_KEY.test(key))
      .map(([key, value]) => [key, meaning(value)]),
  );
}

/** Two parse trees say the same, wherever their nodes sit in the text. */
export function sameParseTree(a: unknown, b: unknown): boolean {
  return JSON.stringify(meaning(a)) === JSON.stringify(meaning(b));
}

/** Line and column (1-based, in characters) of Postgres's cursor position: a 0-based count of code points. */
function lineAndColumn(sql: string, codePoints: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  let seen = 0;
  for (const char of sql) {
    if (seen++ >= codePoints) break;
    if (char === '\n') {
      line++;
      column = 1;
    } else column++;
  }
  return { line, column };
}

/** Postgres's complaint as one line: `Syntax error at line 3, column 10: syntax error at or near "frm"`. */
export function syntaxError(sql: string, error: unknown): ToolInputError {
  const details = (error as { sqlDetails?: { cursorPosition?: unknown } } | null)?.sqlDetails;
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'syntax error';
  const cursor = details?.cursorPosition;
  const where = typeof cursor === 'number' ? lineAndColumn(sql, cursor) : undefined;
  return new ToolInputError(
    where
      ? `Invalid SQL at line ${where.line}, column ${where.column}: ${message}`
      : `Invalid SQL: ${message}`,
    'Invalid SQL',
  );
}

async function parseOrExplain(sql: string, parse: PgParse): Promise<{ stmts?: unknown[] }> {
  try {
    return (await parse(sql)) as { stmts?: unknown[] };
  } catch (error) {
    throw syntaxError(sql, error);
  }
}

/**
 * PostgreSQL laid out by sql-formatter (its postgresql dialect), after Postgres's own parser has read the input.
 * The result is parsed again and must give the same tree (positions aside); otherwise nothing is changed.
 */
export async function formatSql(input: SqlFormatInput, parse: PgParse): Promise<SqlFormatResult> {
  if (input.sql.trim() === '') throw new ToolInputError('Please enter some SQL.', 'Empty input');
  const before = await parseOrExplain(input.sql, parse);
  let sql: string;
  try {
    sql = format(input.sql, {
      language: 'postgresql',
      keywordCase: input.keywordCase,
      dataTypeCase: input.keywordCase,
      tabWidth: input.indent === '4' ? 4 : 2,
      useTabs: input.indent === 'tab',
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new ToolInputError(
      `Postgres reads this SQL, but the formatter cannot lay it out: ${reason}`,
      'Cannot format',
    );
  }
  const after = await parse(sql).catch(() => undefined);
  if (!after || !sameParseTree(before, after)) {
    throw new ToolInputError(
      'Formatting would change what this SQL means, so it was left as it is. Please report the statement.',
      'Cannot format',
    );
  }
  return { sql: `${sql.trimEnd()}\n`, statements: before.stmts?.length ?? 0 };
}
