import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { vector } from '@electric-sql/pglite-pgvector';
import { formatDialect, postgresql } from 'sql-formatter';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToolInputError } from '../../errors';
import { loadPgParser, type PgParse } from '../../sql/pg-parser';
import { initdbImage } from '../../testing/initdb-image';
import { SUPABASE_STUBS } from '../../testing/supabase-stubs';
import { runSqlFormat, sameParseTree } from './sql-format';

let parse: PgParse;
beforeAll(async () => {
  parse = await loadPgParser();
});

const fmt = (
  sql: string,
  keywordCase: 'upper' | 'lower' | 'preserve' = 'upper',
  indent: '2' | '4' | 'tab' = '2',
) => runSqlFormat({ sql, keywordCase, indent }, parse).then((result) => result.sql);

describe('runSqlFormat', () => {
  it.each([
    {
      name: 'keywords upper, two spaces',
      sql: 'select id, name from users where active = true order by name;',
      keywordCase: 'upper' as const,
      indent: '2' as const,
      out: 'SELECT\n  id,\n  name\nFROM\n  users\nWHERE\n  active = TRUE\nORDER BY\n  name;\n',
    },
    {
      name: 'keywords lower, four spaces',
      sql: 'SELECT id FROM users WHERE id IN (SELECT user_id FROM orders)',
      keywordCase: 'lower' as const,
      indent: '4' as const,
      out: 'select\n    id\nfrom\n    users\nwhere\n    id in (\n        select\n            user_id\n        from\n            orders\n    )\n',
    },
    {
      name: 'keywords as written, tabs',
      sql: 'Select a From t',
      keywordCase: 'preserve' as const,
      indent: 'tab' as const,
      out: 'Select\n\ta\nFrom\n\tt\n',
    },
    {
      name: 'DDL with data types in the keyword case',
      sql: "create table todo (id bigint generated always as identity primary key, title text not null default '');",
      keywordCase: 'upper' as const,
      indent: '2' as const,
      out: "CREATE TABLE todo (\n  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,\n  title TEXT NOT NULL DEFAULT ''\n);\n",
    },
  ])('$name', async ({ sql, keywordCase, indent, out }) => {
    expect(await fmt(sql, keywordCase, indent)).toBe(out);
  });

  it('keeps comments, quoted names, strings and dollar-quoted bodies as they are', async () => {
    const sql = `-- the owner's view\ncreate function "Hello"() returns text language plpgsql as $fn$ begin return 'Select  FROM'; end $fn$;`;
    const out = await fmt(sql);
    expect(out).toContain("-- the owner's view");
    expect(out).toContain('"Hello"');
    expect(out).toContain("$fn$ begin return 'Select  FROM'; end $fn$");
  });

  it.each([
    ['select 1;\nselect * frm t;', 'Invalid SQL at line 2, column 10: syntax error at or near "frm"'],
    ["select 'éé' x frm t", 'Invalid SQL at line 1, column 15: syntax error at or near "frm"'],
    ["select '😀😀' x\n  frm t", 'Invalid SQL at line 2, column 3: syntax error at or near "frm"'],
    ['select (1', 'Invalid SQL at line 1, column 10: syntax error at end of input'],
    ['create tabel x ()', 'Invalid SQL at line 1, column 8: syntax error at or near "tabel"'],
    // A string or name left open runs to the end: Postgres quotes it all; one line keeps its first line and quote.
    [
      'select "a from t;\n',
      'Invalid SQL at line 1, column 8: unterminated quoted identifier at or near ""a from t;"',
    ],
    [
      'select 1 $$ 2;\nselect 3;\n',
      'Invalid SQL at line 1, column 10: unterminated dollar-quoted string at or near "$$ 2;…"',
    ],
    ['select 1 \\ 2;', 'Invalid SQL at line 1, column 10: syntax error at or near "\\"'],
    // Postgres's parser stopped at the NUL, and select 2 after it was laid out unchecked.
    [
      'select 1; -- x\0y\nselect 2;',
      'Invalid SQL at line 1, column 15: invalid byte sequence for encoding "UTF8": 0x00',
    ],
  ])('points at the syntax error in %j', async (sql, message) => {
    await expect(fmt(sql)).rejects.toThrow(new ToolInputError(message, 'Invalid SQL'));
  });

  it("names the line of the statement the formatter cannot lay out, not its batch's line", async () => {
    const sql = [
      'select 1;',
      '-- an operator in a schema: sql-formatter reads no such name',
      'create operator pg_temp.@@ (leftarg = int4, rightarg = int4, procedure = int4mi);',
    ].join('\n');
    const many = `${'select 1;\n'.repeat(60)}${sql}`;
    for (const [text, line] of [
      [sql, 3],
      [many, 63],
    ] as const) {
      await expect(fmt(text)).rejects.toThrow(
        new ToolInputError(
          `Postgres reads this SQL, but the formatter cannot lay out the statement at line ${line}: Parse error at token: @@`,
          'Cannot format',
        ),
      );
    }
  });

  it('refuses blank input with one message', async () => {
    await expect(fmt('  \n')).rejects.toThrow(new ToolInputError('Please enter some SQL.', 'Empty input'));
  });

  it('reads ARRAY[...] constructors (their list_start/list_end are positions, not meaning)', async () => {
    expect(await fmt("select array[1,2] as a, array['x'] && tags from t;")).toBe(
      "SELECT\n  ARRAY[1, 2] AS a,\n  ARRAY['x'] && tags\nFROM\n  t;\n",
    );
  });

  it('writes function calls and type modifiers with no space before the bracket', async () => {
    const out = await fmt(
      `create policy p on t using (auth.uid() = user_id and auth.jwt() ->> 'role' = 'x' and "Q".f(1) > public.g());
       create table g (a geometry(Point, 4326), b public.geography(POINT), c varchar(3));
       insert into t (a, b) values (1, 2);`,
      'lower',
    );
    expect(out).toContain('auth.uid() = user_id');
    expect(out).toContain("auth.jwt() ->> 'role'");
    expect(out).toContain('"Q".f(1) > public.g()');
    expect(out).toContain('a geometry(Point, 4326)');
    expect(out).toContain('b public.geography(POINT)');
    // Not calls: a column list keeps sql-formatter's space.
    expect(out).toContain('insert into\n  t (a, b)');
  });

  it('lays out statements a few at a time (linear; bench/sql-format.bench.mjs): comments stay in place', async () => {
    const sql = '-- head\nselect 1; -- after one\n/* before two */\nselect 2;\n;\nselect 3\n-- tail\n';
    expect(await fmt(sql, 'lower')).toBe(
      '-- head\nselect\n  1;\n\n-- after one\n/* before two */\nselect\n  2;\n\n;\n\nselect\n  3\n  -- tail\n',
    );
    // Across the batches sql-formatter is given: the same text as one call would write.
    const many = Array.from({ length: 500 }, (_, i) => `select ${i}; -- ${i}\n`).join('');
    const result = await runSqlFormat({ sql: many, keywordCase: 'upper', indent: '2' }, parse);
    expect(result.statements).toBe(500);
    expect(result.sql).toBe(
      `${Array.from({ length: 500 }, (_, i) => `${i ? `-- ${i - 1}\n` : ''}SELECT\n  ${i};`).join('\n\n')}\n\n-- 499\n`,
    );
  }, 60_000);

  it("lays out a psql script's SQL and keeps its meta-commands and COPY data as they are (pg_format does)", async () => {
    const sql = [
      '\\restrict Ab12',
      'set statement_timeout = 0;',
      'create table public.t (id int, note text);',
      'copy public.t (id, note) from stdin;',
      '1\t-- not a comment; select',
      '2\t\\N',
      '\\.',
      '\\set ON_ERROR_STOP on',
      'select count(*) as n from public.t \\gset',
      '\\unrestrict Ab12',
      '',
    ].join('\n');
    const result = await runSqlFormat({ sql, keywordCase: 'upper', indent: '2' }, parse);
    expect(result).toEqual({
      sql: [
        '\\restrict Ab12',
        'SET',
        '  statement_timeout = 0;',
        '',
        'CREATE TABLE public.t (id INT, note TEXT);',
        '',
        'COPY public.t (id, note)',
        'FROM',
        '  stdin;',
        '1\t-- not a comment; select',
        '2\t\\N',
        '\\.',
        '\\set ON_ERROR_STOP on',
        'SELECT',
        '  count(*) AS n',
        'FROM',
        '  public.t',
        '\\gset',
        '\\unrestrict Ab12',
        '',
      ].join('\n'),
      statements: 4,
    });
    // \gset sends its query as a `;` would (Postgres's regression files end many so).
    expect(await fmt('select 1 as one \\gset\nselect 2 \\g\nselect 3;', 'lower')).toBe(
      'select\n  1 as one\n\\gset\nselect\n  2\n\\g\nselect\n  3;\n',
    );
    // Line numbers are the script's, past the meta-commands.
    await expect(fmt('\\set x 1\nselect 1;\n\\echo hi\nselect * frm t;')).rejects.toThrow(
      'Invalid SQL at line 4, column 10: syntax error at or near "frm"',
    );
  });

  // psql interpolates them before it sends a statement (pg_format keeps them too); Postgres's parser alone refuses them.
  it('keeps psql variables as written: :n, :\'label\', :"table", :{?name}', async () => {
    expect(
      await fmt(
        `\\set t widget\nselect :'a'::text, :"t".x, a[1:2], b[lo:hi], ':no', $$ :no $$ from :"s".:"t" where id = :id and y::int = 1 limit :n; -- :c\nselect :{?a};`,
        'lower',
      ),
    ).toBe(
      `\\set t widget\nselect\n  :'a'::text,\n  :"t".x,\n  a[1:2],\n  b[lo:hi],\n  ':no',\n  $$ :no $$\nfrom\n  :"s".:"t"\nwhere\n  id = :id\n  and y::int = 1\nlimit\n  :n;\n\n-- :c\nselect\n  :{?a};\n`,
    );
    // A syntax error is still named where it is, past the variables.
    await expect(fmt("select :'a' frm t;")).rejects.toThrow(
      'Invalid SQL at line 1, column 17: syntax error at or near "t"',
    );
  });

  it("keeps operators sql-formatter does not know (a user's own, the record image ones) whole", async () => {
    expect(await fmt('select a === b, r *<> s, |@| x from t where a <<< 5;', 'lower')).toBe(
      'select\n  a === b,\n  r *<> s,\n  |@| x\nfrom\n  t\nwhere\n  a <<< 5;\n',
    );
    expect(await fmt('CREATE OPERATOR !== (PROCEDURE = int8ne, LEFTARG = bigint, NEGATOR = ===);')).toContain(
      'CREATE OPERATOR !== (',
    );
  });

  // patches/sql-formatter@15.9.0.patch: its keywords, longest first, were ordered among equals by localeCompare, whose
  // first call sets up ICU's collator (~75M instructions of a 600M `toolbox sql format`). Equal-length keywords
  // cannot match the same text differently, so their order never changes a token: code-unit order now.
  it("builds the tokenizer without a locale's collation (sql-formatter patched)", () => {
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    try {
      // A dialect object of its own: sql-formatter caches the tokenizer it builds for each.
      expect(formatDialect('select a from t', { dialect: { ...postgresql } })).toBe('select\n  a\nfrom\n  t');
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });

  it('compares parse trees without their positions', async () => {
    expect(sameParseTree(await parse('select  a\nfrom t'), await parse('SELECT a FROM t'))).toBe(true);
    expect(sameParseTree(await parse('select a from t'), await parse('select b from t'))).toBe(false);
  });
});

// The peer check on real SQL: Postgres's parser reads the same statements before and after (runSqlFormat refuses
// otherwise), and PGlite builds the same catalog from the original and the formatted DDL.
const FIXTURES = join(import.meta.dirname, '../database-visualizer/test/fixtures');
const read = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const umami = readdirSync(join(FIXTURES, 'umami-migrations'))
  .sort()
  .map((folder) => read(join('umami-migrations', folder, 'migration.sql')))
  .join('\n');
/** Supabase's database linter: one query of `union all`ed lints, full of ARRAY[...] (issue 41 item 4). */
const SPLINTER = readFileSync(
  join(import.meta.dirname, '../rls-policy-generator/audit/splinter/splinter.sql'),
  'utf8',
);

const corpus = [
  { name: 'pagila (pg_dump)', sql: read('pagila-schema.sql'), setup: '' },
  { name: 'Supabase slack clone', sql: read('slack-clone-init.sql'), setup: SUPABASE_STUBS },
  { name: 'Supabase user management', sql: read('user-management-init.sql'), setup: SUPABASE_STUBS },
  {
    name: 'Vercel subscription payments',
    sql: read('subscription-payments-init.sql'),
    setup: SUPABASE_STUBS,
  },
  { name: 'umami Prisma migrations', sql: umami, setup: '' },
];

/** What DDL leaves in the catalog, as Postgres prints it back (names, never OIDs), one sorted line per object. */
const CATALOG = `
  select format('%s.%s %s: %s %s not null=%s default=%s', n.nspname, c.relname, c.relkind, a.attname,
    format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) as line
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select format('constraint %s on %s: %s', conname, conrelid::regclass, pg_get_constraintdef(oid))
    from pg_constraint where connamespace::regnamespace::text not in ('pg_catalog', 'information_schema')
  union all select pg_get_indexdef(indexrelid) from pg_index i join pg_class c on c.oid = i.indexrelid
    where c.relnamespace::regnamespace::text not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all select format('view %s: %s', oid::regclass, pg_get_viewdef(oid)) from pg_class
    where relkind in ('v', 'm') and relnamespace::regnamespace::text not in ('pg_catalog', 'information_schema')
  union all select format('policy %s on %s.%s %s %s to %s using %s check %s', policyname, schemaname, tablename,
    permissive, cmd, roles, qual, with_check) from pg_policies
  union all select format('function %s(%s) -> %s: %s', p.oid::regproc, pg_get_function_arguments(p.oid),
    pg_get_function_result(p.oid), p.prosrc) from pg_proc p
    where p.pronamespace::regnamespace::text not in ('pg_catalog', 'information_schema')
  union all select pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
  union all select format('enum %s: %s', enumtypid::regtype, enumlabel) from pg_enum
  union all select format('comment %s %s: %s', classoid::regclass, objsubid, description) from pg_description
    where objoid >= 16384
  order by 1`;

describe('runSqlFormat on real schemas', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create({ loadDataDir: await initdbImage(), extensions: { vector, pgcrypto } });
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  /** The catalog the SQL builds on an empty database (what the one before created is dropped). */
  async function catalogAfter(setup: string, sql: string): Promise<string[]> {
    await db.exec('reset all; drop schema if exists public, auth, storage cascade; create schema public;');
    await db.exec(setup);
    await db.exec(sql);
    await db.exec('reset all');
    return (await db.query<{ line: string }>(CATALOG)).rows.map((row) => row.line);
  }

  it.each(corpus)(
    '$name: the same parse tree after formatting, and PGlite builds the same catalog from both',
    async ({ sql, setup }) => {
      const original = await catalogAfter(setup, sql);
      expect(original.length).toBeGreaterThan(10);
      // A pg_dump is formatted once (time); the smaller files in both cases.
      for (const keywordCase of sql.length > 50_000 ? (['upper'] as const) : (['lower', 'upper'] as const)) {
        const formatted = await fmt(sql, keywordCase, '4');
        expect(sameParseTree(await parse(sql), await parse(formatted))).toBe(true);
        expect(await catalogAfter(setup, formatted)).toEqual(original);
      }
    },
    120_000,
  );

  it("Postgres's regression tests of operators (its own and the user's): the same answers after formatting", async () => {
    const sql = readFileSync(join(import.meta.dirname, 'fixtures/postgres-regress-operators.sql'), 'utf8');
    /** Every statement's rows, in a transaction rolled back (the file makes types and operators). */
    const answers = async (text: string) => {
      await db.exec('begin');
      try {
        return JSON.stringify((await db.exec(text)).map((result) => result.rows));
      } finally {
        await db.exec('rollback');
      }
    };
    const original = await answers(sql);
    expect(original.match(/true/g)?.length).toBeGreaterThan(10);
    for (const keywordCase of ['lower', 'upper'] as const) {
      const formatted = await fmt(sql, keywordCase, '2');
      expect(formatted).toContain('*<>');
      expect(await answers(formatted)).toBe(original);
    }
  }, 120_000);

  it("Supabase's splinter (ARRAY[...] in most lints): the formatted query finds the same lints", async () => {
    const formatted = await fmt(SPLINTER, 'lower', '4');
    expect(formatted).toContain("array['SECURITY'] as categories");
    await catalogAfter(SUPABASE_STUBS, read('slack-clone-init.sql'));
    const lints = async (query: string) => JSON.stringify((await db.exec(query)).at(-1)?.rows);
    const found = await lints(SPLINTER);
    expect(found).toContain('unindexed_foreign_keys');
    expect(await lints(formatted)).toBe(found);
  }, 120_000);
});
