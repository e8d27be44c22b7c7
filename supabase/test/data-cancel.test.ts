// Issue 76: a request's statements are time-limited and die with their client. On PostgreSQL (postgres.js, the
// hosted driver) a statement stuck behind a lock hits the request transaction's statement_timeout (5 s) and the
// request answers a GoTrue-shaped 504, and a request whose client goes away has its statement cancelled on the
// server within a second. PGlite runs in this process: no statement_timeout fires there (no timer signals in its
// WASM build) and a running statement cannot be interrupted, so what holds there is that no further statement
// starts once the client is gone and the request's writes roll back.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql, TransactionalSql } from '../functions/_shared/sql.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { type ScaleUser, scaleClient } from './scale-requests.ts';
import { seedScale } from './scale-seed.ts';

const SEED = { users: 3, projectsPerUser: 2, cardsPerProject: 3, subTasksPerCard: 1 };

/** Holds a lock on a table from another connection until release() (the slow statement's cause). */
function lockTable(sql: TransactionalSql, table: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const taken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = sql.transaction(async (tx) => {
    await tx(`lock table ${table} in access exclusive mode`);
    locked();
    await released;
  });
  return {
    taken,
    release: async () => {
      release();
      await done;
    },
  };
}

async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < ms) {
    if (await check()) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Number.POSITIVE_INFINITY;
}

describe.each(BACKENDS)('data API time limits on $name', ({ name, open, skip }) => {
  let backend: Backend;
  let user: ScaleUser;
  let client: ReturnType<typeof scaleClient>;
  const postgresOnly = skip || name === 'PGlite';

  beforeAll(async () => {
    if (skip) return;
    backend = await open();
    await seedScale(backend.admin, SEED);
    client = scaleClient(backend.sql);
    user = await client.user(backend.admin, 1);
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(postgresOnly)(
    'answers 504 request_timeout when a statement passes the 5 s statement_timeout',
    async () => {
      const lock = lockTable(backend.sql, 'public.projects');
      await lock.taken;
      const start = performance.now();
      const answer = await client.call(user.session, 'GET', '/projects').finally(lock.release);
      const seconds = (performance.now() - start) / 1000;
      expect(answer).toEqual({
        status: 504,
        body: {
          code: 504,
          error_code: 'request_timeout',
          msg: 'The database took too long to answer, so the request was stopped. Try again.',
        },
      });
      expect(seconds).toBeGreaterThan(4.5);
      expect(seconds).toBeLessThan(10);
      // The connection is free again and the setting was the transaction's own.
      expect((await client.call(user.session, 'GET', '/projects')).status).toBe(200);
      const [setting] = await backend.admin('show statement_timeout');
      expect(setting?.statement_timeout).toBe('0');
    },
    20_000,
  );

  it.skipIf(postgresOnly)(
    "cancels an abandoned board load's statement on the server within a second",
    async () => {
      const lock = lockTable(backend.sql, 'public.components');
      await lock.taken;
      const abandon = new AbortController();
      const load = client.call(
        user.session,
        'GET',
        `/projects/${user.projects[0]}`,
        undefined,
        abandon.signal,
      );
      const waiting = async () =>
        (
          await backend.admin(
            `select 1 from pg_stat_activity
            where datname = current_database() and state = 'active' and query like '%from public.components c%'
              and pid <> pg_backend_pid()`,
          )
        ).length > 0;
      try {
        expect(await until(waiting, 5_000)).toBeLessThan(5_000);
        abandon.abort();
        const gone = await until(async () => !(await waiting()), 2_000);
        expect(gone).toBeLessThan(1_000);
        expect((await load).status).toBeGreaterThanOrEqual(500);
      } finally {
        await lock.release();
      }
      expect((await client.call(user.session, 'GET', `/projects/${user.projects[0]}`)).status).toBe(200);
    },
  );

  it.skipIf(skip)('starts no statement after the client went away, and rolls its writes back', async () => {
    const abandon = new AbortController();
    // The client goes away while the card's insert runs: it completes, and the request stops there.
    const goneDuringInsert: TransactionalSql = Object.assign(
      (text: string, params?: unknown[]) => backend.sql(text, params),
      {
        transaction: <T>(
          fn: (tx: Sql) => Promise<T>,
          options?: Parameters<TransactionalSql['transaction']>[1],
        ) =>
          backend.sql.transaction(
            (tx) =>
              fn(async (text, params) => {
                const result = await tx(text, params);
                if (text.startsWith('insert into public.components')) abandon.abort();
                return result;
              }),
            options,
          ),
      },
    );
    const cut = scaleClient(goneDuringInsert);
    const cutUser = await cut.user(backend.admin, 2);
    const project = cutUser.projects[0];
    const answer = await cut.call(
      cutUser.session,
      'POST',
      `/projects/${project}/components`,
      { title: 'Half-made' },
      abandon.signal,
    );
    expect(answer.status).toBeGreaterThanOrEqual(500);
    const cards = await backend.admin('select title from public.components where project_id = $1', [project]);
    expect(cards.map((c) => c.title)).not.toContain('Half-made');
    expect(cards).toHaveLength(SEED.cardsPerProject);
  });
});
