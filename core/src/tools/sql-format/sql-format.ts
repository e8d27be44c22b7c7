import { formatDialect } from 'sql-formatter';
import { ToolInputError } from '../../errors';
import { postgresMessageLine } from '../../sql/message-line';
import type { PgParse } from '../../sql/pg-parser';
import {
  blankPsqlMetaCommands,
  PSQL_VARIABLE_PATTERN,
  psqlRanges,
  psqlVariables,
  psqlVariablesAsSql,
} from '../../sql/psql-script';
import { lineAndColumn, skipLexeme } from '../../sql/source-text';
import { closeCallBrackets } from './call-brackets';
import { dialectWithOperators, operatorNames } from './operators';
import { batches, type RawStatement, type StatementText, statementTexts } from './statements';

const KEYWORD_CASES = ['upper', 'lower', 'preserve'] as const;
type KeywordCase = (typeof KEYWORD_CASES)[number];
const INDENTS = ['2', '4', 'tab'] as const;
type SqlIndent = (typeof INDENTS)[number];

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

interface ParseTree {
  stmts?: (RawStatement & { stmt?: unknown })[];
}

/**
 * Where a node sits in the text (`location`, `stmt_len`, an ARRAY[...]'s `list_start`/`list_end`, Postgres 18's
 * `rexpr_list_start`): not what the SQL means.
 */
const POSITION_KEY = /^(location|stmt_len|\w+_location|(\w+_)?list_start|(\w+_)?list_end)$/;

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

/**
 * Postgres's complaint as one line: `Syntax error at line 3, column 10: syntax error at or near "frm"`; `lines`
 * before `sql` in the script it was cut from.
 */
function syntaxError(sql: string, error: unknown, lines: number): ToolInputError {
  const details = (error as { sqlDetails?: { cursorPosition?: unknown } } | null)?.sqlDetails;
  const message =
    postgresMessageLine(error instanceof Error ? error.message : String(error)) || 'syntax error';
  const cursor = details?.cursorPosition;
  const where = typeof cursor === 'number' ? lineAndColumn(sql, cursor) : undefined;
  return new ToolInputError(
    where
      ? `Invalid SQL at line ${where.line + lines}, column ${where.column}: ${message}`
      : `Invalid SQL: ${message}`,
    'Invalid SQL',
  );
}

async function parseOrExplain(sql: string, parse: PgParse, lines = 0): Promise<ParseTree> {
  try {
    return (await parse(sql)) as ParseTree;
  } catch (error) {
    throw syntaxError(sql, error, lines);
  }
}

const BLANK_LINE = /\n[ \t]*\n/;

/** The line of the input a string index is on. */
const lineAt = (sql: string, index: number) => sql.slice(0, index).split('\n').length;

/** The line a statement's first word is on: past the blanks and comments its text starts with. */
function statementLine(sql: string, text: StatementText | undefined): number {
  let i = text?.start ?? 0;
  const end = i + (text?.text.length ?? 0);
  while (i < end) {
    if (/\s/.test(sql[i] ?? '')) i++;
    else if (sql.startsWith('--', i) || sql.startsWith('/*', i)) i = skipLexeme(sql, i);
    else break;
  }
  return lineAt(sql, i);
}

/** The first statement whose meaning differs between `before` and `after`, or -1 when they say the same. */
function firstDifference(before: ParseTree, after: ParseTree | undefined): number {
  const a = before.stmts ?? [];
  const b = after?.stmts ?? [];
  const differs = a.findIndex((stmt, i) => !b[i] || !sameParseTree(stmt.stmt, b[i]?.stmt));
  return differs === -1 && a.length !== b.length ? a.length : differs;
}

/**
 * PostgreSQL laid out by sql-formatter (its postgresql dialect), after Postgres's own parser has read the input.
 * Statements are laid out a few at a time (linear in their number); function calls keep their bracket on their
 * name. The result is parsed again and must give the same statements (positions aside); otherwise nothing is
 * changed. A psql script's meta-commands and COPY data stay as they are, each on its own line(s), and the SQL
 * between them is laid out.
 */
export async function runSqlFormat(input: SqlFormatInput, parse: PgParse): Promise<SqlFormatResult> {
  if (input.sql.trim() === '') throw new ToolInputError('Please enter some SQL.', 'Empty input');
  const psql = psqlRanges(input.sql);
  const script = blankPsqlMetaCommands(input.sql);
  // psql's variables (`:id`, `:'name'`, `:"table"`) are its, not SQL: where the script needs them, Postgres reads
  // each as a literal or a name in its place, and the formatter keeps them as written.
  const variables =
    psqlVariables(script).length > 0 &&
    (await parse(script).then(
      () => false,
      () => true,
    ));
  const read: PgParse = variables ? (sql) => parse(psqlVariablesAsSql(sql)) : parse;
  if (psql.length === 0) return formatSql(input, read, 0, variables);
  // A syntax error is looked for in the whole script first, so it is named at the script's line and column.
  await parseOrExplain(script, read);
  const parts: string[] = [];
  let statements = 0;
  let from = 0;
  let lines = 0;
  const ranges: [number, number][] = [...psql, [input.sql.length, input.sql.length]];
  for (const [start, end] of ranges) {
    const sql = input.sql.slice(from, start);
    const [before = '', after = ''] = [/^\s*/.exec(sql)?.[0], /\s*$/.exec(sql)?.[0]];
    // A blank line between the SQL and a meta-command stays one.
    if (parts.length > 0 && BLANK_LINE.test(sql.trim() === '' ? sql : before)) parts.push('');
    if (sql.trim() !== '') {
      const laidOut = await formatSql({ ...input, sql }, read, lines, variables);
      parts.push(laidOut.sql.trimEnd());
      if (BLANK_LINE.test(after) && end > start) parts.push('');
      statements += laidOut.statements;
    }
    if (end > start) parts.push(input.sql.slice(start, end));
    lines += input.sql.slice(from, end).split('\n').length - 1;
    from = end;
  }
  while (parts.at(-1) === '') parts.pop();
  return { sql: `${parts.join('\n')}\n`, statements };
}

/** runSqlFormat on SQL with no psql in it, `lines` into the script it was cut from. */
async function formatSql(
  input: SqlFormatInput,
  parse: PgParse,
  lines: number,
  variables: boolean,
): Promise<SqlFormatResult> {
  const before = await parseOrExplain(input.sql, parse, lines);
  const options = {
    dialect: dialectWithOperators(operatorNames(before)),
    ...(variables
      ? { paramTypes: { numbered: ['$' as const], custom: [{ regex: PSQL_VARIABLE_PATTERN }] } }
      : {}),
    keywordCase: input.keywordCase,
    dataTypeCase: input.keywordCase,
    tabWidth: input.indent === '4' ? 4 : 2,
    useTabs: input.indent === 'tab',
  } as const;
  const layOut = (texts: StatementText[]) => {
    const text = texts.map((t) => t.text).join('');
    return text.trim() === '' ? '' : formatDialect(text, options).trim();
  };
  const texts = statementTexts(input.sql, before.stmts ?? []);
  const laidOut = batches(texts).map((batch) => {
    try {
      return layOut(batch);
    } catch (error) {
      // Which statement: each of the batch on its own.
      const failing = batch.find((t) => {
        try {
          layOut([t]);
          return false;
        } catch {
          return true;
        }
      });
      // Without sql-formatter's "at line 3 column 25": a line of the batch it was given, not of the input.
      const reason = (error instanceof Error ? error.message : String(error))
        .split('\n')[0]
        ?.replace(/ at line \d+ column \d+\.?$/, '');
      throw new ToolInputError(
        `Postgres reads this SQL, but the formatter cannot lay out the statement at line ${lines + statementLine(input.sql, failing ?? batch[0])}: ${reason}`,
        'Cannot format',
      );
    }
  });
  const joined = laidOut.filter(Boolean).join('\n\n');
  const spaced = await parse(joined).then(
    (tree) => closeCallBrackets(joined, tree),
    () => joined,
  );
  const after = (await parse(spaced).catch(() => undefined)) as ParseTree | undefined;
  const differs = firstDifference(before, after);
  if (differs !== -1) {
    const at = texts[differs];
    throw new ToolInputError(
      `Formatting would change what ${at ? `the statement at line ${lines + statementLine(input.sql, at)}` : 'this SQL'} means, so it was left as it is. Please report the statement.`,
      'Cannot format',
    );
  }
  return { sql: `${spaced.trimEnd()}\n`, statements: before.stmts?.length ?? 0 };
}
