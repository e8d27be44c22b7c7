import { SourceText, skipLexeme } from '../../sql/source-text';

/** A top-level statement as libpg-query lists it: where it starts and how long it is, in UTF-8 bytes. */
export interface RawStatement {
  stmt_location?: number;
  stmt_len?: number;
}

/** One statement's text, its `;` and the comments before it (as sql-formatter places them: with what follows). */
export interface StatementText {
  text: string;
  /** Where `text` starts in the input (a string index). */
  start: number;
}

/** Index just past the `;` that ends a statement at `end` (over blanks and comments), or `end` when none. */
function pastSemicolon(sql: string, end: number): number {
  let i = end;
  while (i < sql.length) {
    if (/\s/.test(sql[i] ?? '')) i++;
    else if (sql[i] === ';') return i + 1;
    else {
      const skipped = skipLexeme(sql, i);
      if (skipped === i || !/^(--|\/\*)/.test(sql.slice(i, i + 2))) return end;
      i = skipped;
    }
  }
  return end;
}

/**
 * The input cut between statements, so they are laid out a few at a time (sql-formatter's time grows with the
 * square of the statements it is given at once). A cut falls just after a statement's `;`.
 */
export function statementTexts(sql: string, statements: readonly RawStatement[]): StatementText[] {
  const src = new SourceText(sql);
  const cuts = [0];
  for (const stmt of statements.slice(0, -1)) {
    const [, end] = src.statement(stmt.stmt_location ?? 0, stmt.stmt_len);
    cuts.push(pastSemicolon(sql, end));
  }
  return cuts.map((start, i) => ({ text: sql.slice(start, cuts[i + 1] ?? sql.length), start }));
}

/** At most this many statements (or characters) go to sql-formatter at once: past that its time grows faster. */
const BATCH_STATEMENTS = 50;
const BATCH_CHARS = 20_000;

/** Consecutive statements in groups small enough for sql-formatter; one long statement is a group of its own. */
export function batches(texts: readonly StatementText[]): StatementText[][] {
  const out: StatementText[][] = [];
  let current: StatementText[] = [];
  let chars = 0;
  for (const text of texts) {
    if (
      current.length === BATCH_STATEMENTS ||
      (current.length > 0 && chars + text.text.length > BATCH_CHARS)
    ) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.text.length;
  }
  if (current.length) out.push(current);
  return out;
}
