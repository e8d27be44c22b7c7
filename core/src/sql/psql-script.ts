import { skipLexeme } from './source-text';

/**
 * psql's meta-commands whose argument is the rest of the line, backslashes included (psql's OT_WHOLE_LINE):
 * `\! cmd`, `\copy ...`, `\ef`/`\ev`/`\sf`/`\sv` (+ line numbers), `\h`/`\help`.
 */
const WHOLE_LINE = new Set(['!', 'copy', 'ef', 'ev', 'sf', 'sf+', 'sv', 'sv+', 'h', 'help']);
/** Meta-commands whose file argument may be `|command`, which then runs to the end of the line (OT_FILEPIPE). */
const FILE_OR_PIPE = new Set(['o', 'out', 'g', 'gx', 'w', 'write']);

const lineEnd = (sql: string, from: number) => {
  const end = sql.indexOf('\n', from);
  return end === -1 ? sql.length : end;
};

/**
 * Where the meta-command starting with the backslash at `at` ends, as psql reads it: at the end of the line, or
 * at the next unquoted backslash (another meta-command; `\\` ends one and goes back to SQL).
 */
function metaCommandEnd(sql: string, at: number): number {
  if (sql[at + 1] === '\\') return at + 2;
  const name = /^[^\s\\]*/.exec(sql.slice(at + 1, at + 65))?.[0] ?? '';
  if (WHOLE_LINE.has(name)) return lineEnd(sql, at);
  let i = at + 1 + name.length;
  let argumentStart = true;
  while (i < sql.length && sql[i] !== '\n') {
    const ch = sql[i] ?? '';
    if (ch === '\\') return i;
    if (argumentStart && ch === '|' && FILE_OR_PIPE.has(name)) return lineEnd(sql, i);
    if (ch === "'" || ch === '"' || ch === '`') {
      // A quoted argument; it cannot run past the line. In '...' psql reads \' as a quote and '' as one.
      i++;
      while (i < sql.length && sql[i] !== '\n') {
        if (ch === "'" && sql[i] === '\\') i += 2;
        else if (sql[i] === ch && sql[i + 1] === ch) i += 2;
        else if (sql[i] === ch) break;
        else i++;
      }
    }
    argumentStart = /\s/.test(ch);
    i++;
  }
  return Math.min(i, sql.length);
}

/** `COPY ... FROM STDIN`: psql then sends the lines after the statement, up to `\.`, as the data. */
const COPY_FROM_STDIN = /^copy\b[\s\S]*\bfrom\s+stdin\b/i;

/** Where COPY data starting at `from` ends: just past its `\.` line (or at the end of the script). */
function copyDataEnd(sql: string, from: number): number {
  let line = from;
  while (line < sql.length) {
    const end = lineEnd(sql, line);
    if (/^\\\.\r?$/.test(sql.slice(line, end))) return end;
    line = end + 1;
  }
  return sql.length;
}

/** The statement text from `start` to `end` without the comments and blanks before it. */
function statementAt(sql: string, start: number, end: number): string {
  let i = start;
  while (i < end) {
    if (/\s/.test(sql[i] ?? '')) i++;
    else if (sql.startsWith('--', i) || sql.startsWith('/*', i)) i = skipLexeme(sql, i);
    else break;
  }
  return sql.slice(i, end);
}

/**
 * Where a psql script is not SQL: its meta-commands (`\restrict KEY` of pg_dump since PostgreSQL's 2025 minor
 * releases, `\connect db`, `\set`, `\i`...) and `COPY ... FROM stdin` data, as `[start, end)` string indexes in
 * order. A meta-command ends at its line's end or the next backslash; COPY data runs from the line after its
 * statement to the end of its `\.` line.
 */
export function psqlRanges(sql: string): [number, number][] {
  const ranges: [number, number][] = [];
  if (!sql.includes('\\')) return ranges;
  let statementStart = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i];
    // A backslash before a blank or the end names no command: psql says "invalid command \", so does the parser.
    if (ch === '\\' && /\S/.test(sql[i + 1] ?? '')) {
      const end = metaCommandEnd(sql, i);
      ranges.push([i, end]);
      i = end;
      continue;
    }
    const skipped = skipLexeme(sql, i);
    if (skipped > i) {
      i = skipped;
      continue;
    }
    if (ch === ';') {
      if (COPY_FROM_STDIN.test(statementAt(sql, statementStart, i))) {
        const data = lineEnd(sql, i) + 1;
        const end = copyDataEnd(sql, data);
        if (data < end) ranges.push([data, end]);
        i = Math.max(i + 1, end);
        statementStart = i;
        continue;
      }
      statementStart = i + 1;
    }
    i++;
  }
  return ranges;
}

/** Meta-commands that send the query so far, as a `;` does (`select 1 \gset` ends a query). */
const SENDS_QUERY = /^\\(g|gx|gset|gexec|gdesc|crosstabview|watch)(?![^\s\\])/;

/**
 * A psql script as the SQL the server is sent: its meta-commands and COPY data (psqlRanges) become blanks, or a
 * `;` and blanks for one that sends the query. Every line and every other character stays where it was, so parse
 * positions and line numbers are those of the file.
 */
export function blankPsqlMetaCommands(sql: string): string {
  const blanks = psqlRanges(sql);
  if (blanks.length === 0) return sql;
  const parts: string[] = [];
  let from = 0;
  for (const [start, end] of blanks) {
    const blank = sql.slice(start, end).replace(/[^\n]/g, ' ');
    parts.push(
      sql.slice(from, start),
      SENDS_QUERY.test(sql.slice(start, end)) ? `;${blank.slice(1)}` : blank,
    );
    from = end;
  }
  parts.push(sql.slice(from));
  return parts.join('');
}

/**
 * psql's variable references, as its lexer reads them outside quotes, comments and dollar-quoted text (psqlscan.l):
 * `:name`, `:'name'` (a string literal), `:"name"` (an identifier) and `:{?name}` (whether it is set); `::` is a
 * cast. A `:name` starting with a digit, or right after a name, is left out: `a[1:2]` and `a[lo:hi]` are slices.
 */
const PSQL_VARIABLE =
  /^:(?:'[\w\u0080-\uffff]+'|"[\w\u0080-\uffff]+"|\{\?[\w\u0080-\uffff]+\}|[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)/;

const AFTER_NAME = /[\w\u0080-\uffff]/;

/** The same references as a sql-formatter `custom` parameter type, which it then keeps as written. */
export const PSQL_VARIABLE_PATTERN = `(?<!${AFTER_NAME.source})${PSQL_VARIABLE.source.slice(1)}`;

/** Where `sql` refers to a psql variable, as `[start, end)` string indexes in order. */
export function psqlVariables(sql: string): [number, number][] {
  const found: [number, number][] = [];
  if (!sql.includes(':')) return found;
  let i = 0;
  while (i < sql.length) {
    const skipped = skipLexeme(sql, i);
    if (skipped > i) i = skipped;
    else if (sql.startsWith('::', i)) i += 2;
    else {
      const variable =
        sql[i] === ':' && !AFTER_NAME.test(sql[i - 1] ?? '')
          ? PSQL_VARIABLE.exec(sql.slice(i, i + 200))?.[0]
          : undefined;
      if (variable) found.push([i, i + variable.length]);
      i += variable?.length ?? 1;
    }
  }
  return found;
}

/**
 * `sql` with each psql variable as what Postgres's parser reads in its place, at the same length (positions and
 * lines stay those of the file): `:'v'` a string literal, `:"v"` a quoted name, `:v` and `:{?v}` a plain name.
 */
export function psqlVariablesAsSql(sql: string): string {
  const parts: string[] = [];
  let from = 0;
  for (const [start, end] of psqlVariables(sql)) {
    const name = sql.slice(start + 1, end);
    const quoted = name[0] === "'" || name[0] === '"';
    parts.push(sql.slice(from, start), quoted ? ` ${name}` : `_${name.replace(/[{?}]/g, '_')}`);
    from = end;
  }
  parts.push(sql.slice(from));
  return parts.join('');
}
