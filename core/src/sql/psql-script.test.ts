import { describe, expect, it } from 'vitest';
import { blankPsqlMetaCommands, psqlVariablesAsSql } from './psql-script';

/** What is left once blanks are squeezed: the SQL the server would be sent. */
const sent = (sql: string) => {
  const out = blankPsqlMetaCommands(sql);
  expect(out.length).toBe(sql.length);
  expect(out.split('\n').length).toBe(sql.split('\n').length);
  return out
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n+/g, '\n')
    .trim();
};

describe('blankPsqlMetaCommands', () => {
  it.each([
    [
      'pg_dump 2025: \\restrict and \\unrestrict',
      '\\restrict AbC123\ncreate table t (a int);\n\\unrestrict AbC123\n',
      'create table t (a int);',
    ],
    [
      '\\c and \\connect with quoted names',
      "\\c mydb\n\\connect \"my db\" 'user\\'s'\nselect 1;",
      'select 1;',
    ],
    ['two meta-commands on one line', '\\set ON_ERROR_STOP on \\timing\nselect 1;', 'select 1;'],
    ['\\\\ goes back to SQL on the same line', '\\set x 1 \\\\ select 2;', 'select 2;'],
    ['a meta-command after SQL on its line', 'select 1 \\echo x\nselect 2;', 'select 1\nselect 2;'],
    // psql sends the query with these, as with a `;`: two statements, not `select 1 select 2`.
    [
      '\\g, \\gx, \\gset, \\gexec, \\gdesc, \\crosstabview and \\watch end a query',
      'select 1 \\gset p_\nselect 2\n\\g out.txt\nselect 3 \\gx\nselect 4 \\gexec\nselect 5 \\gdesc\nselect 6 \\crosstabview\nselect 7 \\watch 1\nselect 8;',
      'select 1 ;\nselect 2\n;\nselect 3 ;\nselect 4 ;\nselect 5 ;\nselect 6 ;\nselect 7 ;\nselect 8;',
    ],
    [
      'whole-line commands keep their backslashes',
      "\\! echo a \\ b\n\\copy t from 'x.csv' \\N\nselect 1;",
      'select 1;',
    ],
    ['\\o |command runs to the end of the line', '\\o | grep x \\y\nselect 1;', 'select 1;'],
    [
      'backslashes in strings, comments and bodies are SQL',
      "select E'a\\nb', $$ \\x $$; -- \\c db\n/* \\q */",
      "select E'a\\nb', $$ \\x $$; -- \\c db\n/* \\q */",
    ],
    [
      'COPY FROM stdin data up to \\.',
      'COPY public.t (a, b) FROM stdin;\n1\tx\\ty\n2\t\\N\n\\.\n\nselect 1;',
      'COPY public.t (a, b) FROM stdin;\nselect 1;',
    ],
    ['a COPY whose data has no end', '-- c\ncopy t from stdin;\n1\t\\x', '-- c\ncopy t from stdin;'],
  ])('%s', (_, sql, out) => {
    expect(sent(sql)).toBe(out);
  });

  it('keeps a script without backslashes as it is', () => {
    const sql = 'create table t (a int);\n';
    expect(blankPsqlMetaCommands(sql)).toBe(sql);
  });
});

describe('psqlVariablesAsSql', () => {
  it('reads :\'v\' as a literal, :"v" as a name, :v and :{?v} as names, at the same length', () => {
    const sql = `select :'a', :"t".x, :id, :{?a}, x::int, a[1:2], b[lo:hi], ':no', "a:b", $$ :no $$ -- :c\n/* :d */`;
    const read = psqlVariablesAsSql(sql);
    expect(read).toBe(
      `select  'a',  "t".x, _id, ___a_, x::int, a[1:2], b[lo:hi], ':no', "a:b", $$ :no $$ -- :c\n/* :d */`,
    );
    expect(read).toHaveLength(sql.length);
  });
});
