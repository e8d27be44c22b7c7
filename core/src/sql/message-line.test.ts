import { beforeAll, describe, expect, it } from 'vitest';
import { postgresMessageLine } from './message-line';
import { loadPgParser, type PgParse } from './pg-parser';

let parse: PgParse;
beforeAll(async () => {
  parse = await loadPgParser();
});

describe('postgresMessageLine', () => {
  it.each([
    // Postgres's own messages for these inputs (libpg-query), each quoting the rest of the input.
    ['select "a from t;\n', 'unterminated quoted identifier at or near ""a from t;"'],
    ['select 1 $$ 2;\nselect 3;\n', 'unterminated dollar-quoted string at or near "$$ 2;…"'],
    ["select 'it\n\n", 'unterminated quoted string at or near "\'it"'],
    ['select 1 \\ 2;', 'syntax error at or near "\\"'],
    ['select * frm t;', 'syntax error at or near "frm"'],
  ])('%j: %s', async (sql, line) => {
    const error = await parse(sql).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(postgresMessageLine((error as Error).message)).toBe(line);
  });

  it('keeps the first line of any other message', () => {
    expect(postgresMessageLine('relation "t" does not exist\nLINE 1: select')).toBe(
      'relation "t" does not exist',
    );
  });
});
