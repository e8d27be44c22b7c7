// The oracle for psql scripts: Debian's PostgreSQL 15 (support/ensure-postgres.mjs). A pg_dump with data (COPY ...
// FROM stdin rows, `\restrict`, `\connect`) is formatted, then psql restores the original and the formatted dump
// into two databases, whose own dumps must be the same: the schema and every row, tabs, backslashes and all.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresServer, startPostgres } from '../../../../support/postgres-server.mjs';
import { loadPgParser } from '../../sql/pg-parser';
import { runSqlFormat } from './sql-format';

let server: PostgresServer;

beforeAll(async () => {
  const started = await startPostgres();
  if ('skipped' in started) throw new Error(`No PostgreSQL 15 for the psql oracle: ${started.skipped}`);
  server = started;
}, 120_000);
afterAll(() => server?.stop());

/** A PostgreSQL client program of the server's version, on the test server. */
function client(program: string, args: string[], input?: string): string {
  const result = spawnSync(
    join(server.bin, program),
    ['-h', '127.0.0.1', '-p', String(server.port), '-U', 'postgres', ...args],
    { encoding: 'utf8', input, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`${program}: ${result.stderr || result.error}`);
  return result.stdout;
}

const SOURCE = String.raw`
create table note (id int primary key, body text, tags text[], meta jsonb, at timestamptz);
insert into note values
  (1, E'tab\there\\back; slash\nnew line -- not a comment', '{a,"b c"}', '{"k": "v\"q"}', '2024-01-02 03:04:05+00'),
  (2, '\. and \N as text', null, null, null),
  (3, 'é😀 שלום', '{}', '[]', null);
create function shout(t text) returns text language plpgsql as $$
begin
  -- a comment in the body
  return upper(t) || '!';
end
$$;
create view loud as select id, shout(body) as body from note where body <> '';
`;

/** A dump as it compares: its \restrict key (random each time) and the version lines aside. */
const dumpOf = (db: string) =>
  client('pg_dump', ['-d', db])
    .replace(/^\\(un)?restrict \w+$/gm, '')
    .replace(/^-- Dumped (from|by) .*$/gm, '');

describe('sql format on a psql script', () => {
  it('a pg_dump with COPY data restores, formatted, to the same schema and rows', async () => {
    client('createdb', ['source']);
    client('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', 'source'], SOURCE);
    const dump = client('pg_dump', ['-d', 'source']);
    expect(dump).toMatch(/^COPY public\.note .* FROM stdin;$/m);
    const formatted = await runSqlFormat(
      { sql: dump, keywordCase: 'upper', indent: '2' },
      await loadPgParser(),
    );
    expect(formatted.sql).not.toBe(dump);
    for (const [db, script] of [
      ['original', dump],
      ['formatted', formatted.sql],
    ] as const) {
      client('createdb', [db]);
      client('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', db], script);
    }
    expect(dumpOf('formatted')).toBe(dumpOf('original'));
    expect(dumpOf('original')).toContain('tab\\there\\\\back; slash\\nnew line -- not a comment');
  }, 120_000);

  // psql interpolates :n, :'label' and :"tbl" before it sends a statement; Postgres's parser alone refuses them.
  it('a script with psql variables runs, formatted, to the same schema and rows', async () => {
    const script = String.raw`\set tbl widget
\set label 'it''s'
\set n 3
create table :"tbl" (id int primary key, label text, at int[]);
insert into :"tbl" select g, :'label' || g, array[g, g + 1] from generate_series(1, :n) g;
create view firsts as select id, at[1:1] as first, label from :"tbl" where id <= :n and label like :'label' || '%';
comment on table :"tbl" is :'label';
`;
    const formatted = await runSqlFormat(
      { sql: script, keywordCase: 'upper', indent: '2' },
      await loadPgParser(),
    );
    expect(formatted.sql).toContain(`CREATE TABLE :"tbl"`);
    for (const [db, text] of [
      ['vars_original', script],
      ['vars_formatted', formatted.sql],
    ] as const) {
      client('createdb', [db]);
      client('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', db], text);
    }
    expect(dumpOf('vars_formatted')).toBe(dumpOf('vars_original'));
    expect(dumpOf('vars_original')).toContain(`COMMENT ON TABLE public.widget IS 'it''s';`);
  }, 120_000);
});
