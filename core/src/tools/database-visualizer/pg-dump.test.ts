// Issue 41 item 3: what pg_dump writes today. A fresh full dump from Debian's PostgreSQL 15 (15.14 and later write
// `\restrict KEY` / `\unrestrict KEY`; `--create` adds `\connect umami`; the data comes as COPY ... FROM stdin
// blocks ending in `\.`) reads as the same tables as the migrations it was built from. Without PostgreSQL 15
// (support/ensure-postgres.mjs) the case is skipped with a loud line; umami-pg_dump-15.sql keeps one in the corpus.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresServer, startPostgres } from '../../../../support/postgres-server.mjs';
import { loadPgParser } from '../../sql/pg-parser';
import { parseDdl, parseDdlFiles } from './ddl';
import type { DbSchema } from './model';
import { FIXTURES, sqlFiles } from './test/corpus';

let server: PostgresServer | undefined;

beforeAll(async () => {
  const started = await startPostgres();
  if ('skipped' in started) console.warn(`\n*** No PostgreSQL 15 for the pg_dump case: ${started.skipped}\n`);
  else server = started;
}, 120_000);
afterAll(() => server?.stop());

/** A PostgreSQL client program of the server's version, on the test server (arguments as an array). */
function client(program: string, args: string[], input?: string): string {
  if (!server) throw new Error('no server');
  const result = spawnSync(
    join(server.bin, program),
    ['-h', '127.0.0.1', '-p', String(server.port), '-U', 'postgres', ...args],
    {
      encoding: 'utf8',
      input,
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`${program}: ${result.stderr || result.error}`);
  return result.stdout;
}

/** Tables (in name order: pg_dump sorts them) with their columns' facts. */
const shape = (schema: DbSchema) =>
  [...schema.tables]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => ({
      table: `${t.schema}.${t.name}`,
      columns: t.columns.map(
        (c) => `${c.name} ${c.type}${c.nullable ? '' : ' not null'}${c.isPrimaryKey ? ' pk' : ''}`,
      ),
    }));

describe('toolbox schema on a current pg_dump', () => {
  it('a full dump with --create (\\restrict, \\connect, COPY data) reads as the migrations it was built from', async (ctx) => {
    if (!server) return ctx.skip();
    const migrations = sqlFiles(join(FIXTURES, 'umami-migrations'));
    client('createdb', ['umami']);
    // The migrations, then data whose COPY lines hold what SQL would choke on: a tab, a backslash, a `;`, a quote.
    const data = `insert into "user" (user_id, username, password, role)
      values (gen_random_uuid(), E'a\\tb\\\\c; drop table x; ''q''', 'x', 'admin');`;
    const script = [...migrations.map((file) => file.sql), data].join('\n;\n');
    client('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', 'umami'], script);
    const dump = client('pg_dump', ['--create', '-d', 'umami']);
    expect(dump).toMatch(/^\\restrict \w+$/m);
    expect(dump).toMatch(/^\\unrestrict \w+$/m);
    expect(dump).toMatch(/^\\connect umami$/m);
    expect(dump).toMatch(/^COPY public\."user" .* FROM stdin;$/m);
    const parse = await loadPgParser();
    expect(shape(await parseDdl(dump, parse))).toEqual(shape(await parseDdlFiles(migrations, parse)));
  }, 120_000);
});
