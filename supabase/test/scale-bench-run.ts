// `pnpm bench data-api-scale` runs this under tsx (bench/data-api-scale.bench.mjs): a PostgreSQL 15 in a temporary
// folder, Supabase's own init SQL and our migrations (the emulator's bootstrap when the init SQL is not here), the
// scale seed (10,000 users x 20 projects x 5 cards x 1 sub-task), then the data handler on postgres.js as the hosted
// entry runs it (prepare: false, max 3): each budgeted request's times, every statement's plan, and how soon an
// abandoned board load's statement is gone from the server. Prints one JSON line.

import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { startPostgres } from '../../support/postgres-server.mjs';
import { postgresSql } from '../functions/data/postgres-sql.ts';
import { supabaseBootstrapSql } from './bootstrap-sql.ts';
import { explaining, type PlannedStatement, scanLine, seqScansOf } from './explain-plans.ts';
import { migrationFiles } from './pglite.ts';
import { budgetedRequests, scaleClient } from './scale-requests.ts';
import { SCALE_10K, type ScaleSeed, seedScale } from './scale-seed.ts';
import { prepareSupabaseDatabase, supabaseDatabaseMissing } from './supabase-database.ts';

const quiet = { onnotice: () => {} };

/**
 * A migrated database on the server: its URL as `postgres` (SUPABASE_DB_URL), a superuser's, and what it was built
 * from.
 */
async function database(serverUrl: string): Promise<{ url: string; adminUrl: string; shape: string }> {
  const missing = supabaseDatabaseMissing();
  if (!missing) {
    const prepared = await prepareSupabaseDatabase(serverUrl);
    return { url: prepared.url, adminUrl: prepared.adminUrl, shape: "Supabase's init SQL" };
  }
  const sql = postgres(serverUrl, { max: 1, ...quiet });
  try {
    await sql.unsafe('create database toolbox_scale');
  } finally {
    await sql.end();
  }
  const url = new URL(serverUrl);
  url.pathname = '/toolbox_scale';
  const db = postgres(url.toString(), { max: 1, ...quiet });
  try {
    await db.unsafe(supabaseBootstrapSql());
    for (const file of migrationFiles())
      await db.unsafe(readFileSync(new URL(`../migrations/${file}`, import.meta.url), 'utf8'));
  } finally {
    await db.end();
  }
  return { url: url.toString(), adminUrl: url.toString(), shape: `the emulator's bootstrap (${missing})` };
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
};

/**
 * Wall time per run, and the CPU time this process (the handler and postgres.js) spent on it: on a shared machine
 * the wall time includes waiting for a core, the CPU time does not.
 */
async function times(runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn(-1 - i);
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const used = process.cpuUsage();
    const start = performance.now();
    await fn(i);
    ms.push(performance.now() - start);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  return {
    p95: percentile(ms, 0.95),
    median: percentile(ms, 0.5),
    max: Math.max(...ms),
    runs,
    cpuP95: percentile(cpu, 0.95),
    cpuMedian: percentile(cpu, 0.5),
  };
}

/** How long after its client gives up an abandoned board load's statement is still active on the server (ms). */
async function abandonedLoad(
  admin: postgres.Sql,
  call: ReturnType<typeof scaleClient>['call'],
  session: string,
  project: string,
): Promise<number> {
  const active = async () =>
    (
      await admin.unsafe(
        `select 1 from pg_stat_activity where datname = current_database() and state = 'active'
            and query like '%from public.components c%' and pid <> pg_backend_pid()`,
      )
    ).length > 0;
  // The load is made slow the way a real one stalls: its components read waits on a lock another session holds.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const taken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = admin.begin(async (tx) => {
    await tx.unsafe('lock table public.components in access exclusive mode');
    locked();
    await held;
  });
  await taken;
  const client = new AbortController();
  const load = call(session, 'GET', `/projects/${project}`, undefined, client.signal).catch(() => undefined);
  try {
    for (let waited = 0; !(await active()); waited += 10) {
      if (waited > 10_000) throw new Error('the board load never reached the server');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    client.abort();
    const start = performance.now();
    while (await active()) {
      if (performance.now() - start > 10_000) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return performance.now() - start;
  } finally {
    release();
    await holder;
    await load;
  }
}

export async function measureScale(seed: ScaleSeed = SCALE_10K, runs = 200) {
  const server = await startPostgres();
  if ('skipped' in server) return { skipped: server.skipped };
  try {
    const { url, adminUrl, shape } = await database(server.url);
    const admin = postgres(url, { max: 2, ...quiet });
    const seeder = postgres(adminUrl, { max: 1, ...quiet });
    const seedStart = performance.now();
    const seedSteps = await seedScale(
      async (text, params = []) => [...(await seeder.unsafe(text, params as never[]))],
      seed,
      { superuser: true },
    ).finally(() => seeder.end());
    const seedMs = performance.now() - seedStart;
    const [counts] = await admin.unsafe(
      `select (select count(*) from auth.users)::int as users, (select count(*) from public.projects)::int as projects,
              (select count(*) from public.components)::int as components,
              (select count(*) from public.sub_components)::int as sub_components,
              (select count(*) from public.teams)::int as teams,
              (select count(*) from public.team_members)::int as team_members`,
    );
    const adminCall = async (text: string, params: unknown[] = []) => [
      ...(await admin.unsafe(text, params as never[])),
    ];

    // As index.ts connects hosted.
    const db = postgres(url, { prepare: false, max: 3, ...quiet });
    try {
      const client = scaleClient(postgresSql(db));
      const user = await client.user(adminCall, Math.ceil(seed.users / 2));
      const requests = await budgetedRequests(client.call, user);
      const timed = {
        'board load': await times(runs, () => requests['board load']()),
        'board save': await times(runs, (i) => requests['board save'](i)),
        'project list': await times(runs, () => requests['project list']()),
        export: await times(runs, () => requests.export()),
      };

      // Each budgeted request once more, every statement explained (analyze) as it runs.
      const plans: Record<string, PlannedStatement[]> = {};
      let current: PlannedStatement[] = [];
      const planClient = scaleClient(explaining(postgresSql(db), (s) => current.push(s)));
      const planUser = await planClient.user(adminCall, Math.ceil(seed.users / 2));
      const planned = await budgetedRequests(planClient.call, planUser);
      for (const name of Object.keys(timed) as (keyof typeof timed)[]) {
        current = [];
        await planned[name](runs + 1);
        plans[name] = current;
      }
      const cancelMs = await abandonedLoad(admin, client.call, user.session, user.projects[0] ?? '');
      return {
        shape,
        counts,
        seedMs,
        seedSteps,
        timed,
        plans: Object.fromEntries(
          Object.entries(plans).map(([name, statements]) => [
            name,
            statements.map((s) => ({
              statement: s.text.replace(/\s+/g, ' ').slice(0, 70),
              ms: s.executionMs,
              scans: s.scans.map(scanLine),
            })),
          ]),
        ),
        seqScans: seqScansOf(Object.values(plans).flat()).length,
        cancelMs,
      };
    } finally {
      await db.end();
      await admin.end();
    }
  } finally {
    server.stop();
  }
}
