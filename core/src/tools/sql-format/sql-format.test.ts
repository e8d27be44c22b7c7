import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { vector } from '@electric-sql/pglite-pgvector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { loadPgParser, type PgParse } from '../../sql/pg-parser';
import { SUPABASE_STUBS } from '../../testing/supabase-stubs';
import { formatSql, sameParseTree } from './sql-format';

let parse: PgParse;
beforeAll(async () => {
  parse = await loadPgParser();
});

const fmt = (
  sql: string,
  keywordCase: 'upper' | 'lower' | 'preserve' = 'upper',
  indent: '2' | '4' | 'tab' = '2',
) => formatSql({ sql, keywordCase, indent }, parse).then((result) => result.sql);

describe('formatSql', () => {
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
  ])('points at the syntax error in %j', async (sql, message) => {
    await expect(fmt(sql)).rejects.toThrow(new ToolInputError(message, 'Invalid SQL'));
  });

  it('refuses blank input with one message', async () => {
    await expect(fmt('  \n')).rejects.toThrow(new ToolInputError('Please enter some SQL.', 'Empty input'));
  });

  it('compares parse trees without their positions', async () => {
    expect(sameParseTree(await parse('select  a\nfrom t'), await parse('SELECT a FROM t'))).toBe(true);
    expect(sameParseTree(await parse('select a from t'), await parse('select b from t'))).toBe(false);
  });
});

// The peer check on real SQL: Postgres's parser reads the same statements before and after (formatSql refuses
// otherwise), and PGlite runs the formatted DDL.
const FIXTURES = join(import.meta.dirname, '../database-visualizer/test/fixtures');
const read = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const umami = readdirSync(join(FIXTURES, 'umami-migrations'))
  .sort()
  .map((folder) => read(join('umami-migrations', folder, 'migration.sql')))
  .join('\n');

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

describe('formatSql on real schemas', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create({ extensions: { vector, pgcrypto } });
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  it.each(corpus)(
    '$name: the same parse tree after formatting, and PGlite runs the formatted SQL',
    async ({ sql, setup }) => {
      // A pg_dump is formatted once (time); the smaller files in both cases.
      for (const keywordCase of sql.length > 50_000 ? (['upper'] as const) : (['lower', 'upper'] as const)) {
        const formatted = await fmt(sql, keywordCase, '4');
        expect(sameParseTree(await parse(sql), await parse(formatted))).toBe(true);
        if (keywordCase === 'upper') {
          // Each schema on an empty database: what the one before created is dropped.
          await db.exec(
            'reset all; drop schema if exists public, auth, storage cascade; create schema public;',
          );
          await db.exec(setup);
          await db.exec(formatted);
          const tables = await db.query<{ n: number }>(
            "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
          );
          expect(tables.rows[0]?.n).toBeGreaterThan(0);
        }
      }
    },
    120_000,
  );
});
