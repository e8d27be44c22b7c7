// The database threads of check rls, check pr and schema diff: a database closed in time leaves its thread to the
// next one the process starts, which may ask for other extensions; a statement past its limit ends its thread, and
// the next database starts in a new one.
import { fileURLToPath } from 'node:url';
import { SUPABASE_PROJECT_SQL } from '@toolbox/core/sql/supabase-project';
import { beforeAll, describe, expect, it } from 'vitest';
import { cachedPGlite } from './pglite-supabase';
import { openPGliteThread } from './pglite-thread';

/** The new-project image the CLI's tests share (cli/test/support/pglite-cache.ts), made here if none has been. */
const cacheHome = fileURLToPath(
  new URL('../../../node_modules/.cache/toolbox-test-cache-home', import.meta.url),
);
let image: Uint8Array;

beforeAll(async () => {
  const db = await cachedPGlite(
    { XDG_CACHE_HOME: cacheHome },
    ['pgcrypto', 'uuid-ossp'],
    SUPABASE_PROJECT_SQL,
  );
  image = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
  await db.close();
});

const tables = async (db: Awaited<ReturnType<typeof openPGliteThread>>) =>
  (
    await db.query<{ name: string }>(
      `select relname as name from pg_class where relname like 'thread_%' order by 1`,
    )
  ).rows;

describe('openPGliteThread', () => {
  it('starts each database from the image, one after another, with the extensions each asks for', async () => {
    const first = await openPGliteThread(['pgcrypto', 'uuid-ossp'], image.slice(), 30);
    await first.exec('create table thread_first (id uuid default gen_random_uuid())');
    expect(await tables(first)).toEqual([{ name: 'thread_first' }]);
    await first.close();
    await expect(first.query('select 1')).rejects.toThrow('the database is closed');
    // Closing again touches nothing: the thread may be the next database's.
    const second = await openPGliteThread(['pgcrypto', 'uuid-ossp', 'citext'], image.slice(), 30);
    await first.close();
    // A fresh database: nothing of the first one's.
    expect(await tables(second)).toEqual([]);
    await second.exec('create extension citext; create table thread_second (name citext)');
    expect((await second.query<{ same: boolean }>(`select 'A'::citext = 'a'::citext as same`)).rows).toEqual([
      { same: true },
    ]);
    await second.close();
  }, 60_000);

  it('a statement past its limit ends its thread; the next database starts and answers', async () => {
    const looping = await openPGliteThread(['pgcrypto', 'uuid-ossp'], image.slice(), 1);
    await expect(looping.exec('do $$ begin loop end loop; end $$')).rejects.toThrow(
      'the statement ran longer than 1 s and was stopped',
    );
    await looping.close();
    const next = await openPGliteThread(['pgcrypto', 'uuid-ossp'], image.slice(), 30);
    expect((await next.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await next.close();
  }, 60_000);
});
