// Issue 76's budgets for the data API at 10,000 users: on a PostgreSQL 15 seeded with 10,000 users x 20 projects x
// 5 cards x 1 sub-task and 10,000 teams of 5 (issue 80; supabase/test/scale-seed.ts, Supabase's own init SQL and our migrations), the data
// function's handler on postgres.js as the hosted entry runs it: a board load, a board save (one card edited), the
// project list and a 20-project export each p95 under 20 ms; no statement those requests run reads components or
// sub-components by a sequential scan (each statement's plan, from EXPLAIN ANALYZE, is printed); an abandoned
// board load's statement is gone from the server within a second. The work runs in one tsx process from supabase/
// (supabase/test/scale-bench-run.ts); SCALE_USERS and SCALE_RUNS make a smaller run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const RUN = `
import('./test/scale-bench-run.ts').then(async ({ measureScale }) => {
  const users = Number(process.env.SCALE_USERS ?? 10000);
  const result = await measureScale({ users, projectsPerUser: 20, cardsPerProject: 5, subTasksPerCard: 1 }, Number(process.env.SCALE_RUNS ?? 200));
  process.stdout.write(JSON.stringify(result) + '\\n');
});
`;

const BUDGET_MS = 20;

export async function run({ root }) {
  const child = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['-e', RUN], {
    cwd: join(root, 'supabase'),
    encoding: 'utf8',
    timeout: 1_800_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (child.status !== 0) {
    const why = child.stderr.split('\n').filter((line) => /Error|error:/.test(line));
    throw new Error(
      `data API scale run failed: ${(why[0] ?? child.stderr.trim().split('\n').at(-1)).slice(0, 300)}`,
    );
  }
  const result = JSON.parse(child.stdout.trim().split('\n').at(-1));
  if (result.skipped) return [{ metric: 'data API at 10,000 users', skipped: result.skipped }];

  const { counts } = result;
  process.stderr.write(
    `data-api-scale: ${counts.users} users, ${counts.projects} projects, ${counts.components} components, ` +
      `${counts.sub_components} sub-components, ${counts.teams} teams (${counts.team_members} members) seeded in ${(result.seedMs / 1000).toFixed(1)} s ` +
      `(${result.seedSteps.map((s) => `${s.step} ${(s.ms / 1000).toFixed(1)} s`).join(', ')}); database: ${result.shape}\n`,
  );
  for (const [request, statements] of Object.entries(result.plans)) {
    process.stderr.write(`data-api-scale: plans of ${request}\n`);
    for (const s of statements)
      process.stderr.write(`  ${s.ms.toFixed(2)} ms  ${s.statement}\n      ${s.scans.join('; ')}\n`);
  }

  const users = counts.users.toLocaleString('en-US');
  const rows = Object.entries(result.timed).map(([request, t]) => ({
    metric: `data API at ${users} users: ${request === 'export' ? '20-project export' : request} p95 (postgres.js)`,
    value: t.p95,
    unit: 'ms',
    budget: BUDGET_MS,
    note:
      `median ${t.median.toFixed(1)} ms, max ${t.max.toFixed(1)} ms over ${t.runs}; handler CPU median ` +
      `${t.cpuMedian.toFixed(1)} ms, p95 ${t.cpuP95.toFixed(1)} ms; ${result.plans[request].length} statements, ` +
      `${result.plans[request].reduce((sum, s) => sum + s.ms, 0).toFixed(2)} ms in the database`,
  }));
  rows.push(
    {
      metric: `data API at ${users} users: sequential scans of components or sub-components in those plans`,
      value: result.seqScans,
      unit: 'scans',
      budget: 0,
      strict: true,
    },
    {
      metric: `data API at ${users} users: abandoned board load's statement gone from the server after`,
      value: result.cancelMs,
      unit: 'ms',
      budget: 1000,
    },
    {
      metric: `data API at ${users} users: seed (generate_series, set-based)`,
      value: result.seedMs / 1000,
      unit: 's',
      note: `${counts.components.toLocaleString('en-US')} components, ${counts.sub_components.toLocaleString('en-US')} sub-components`,
    },
  );
  return rows;
}
