// Issue 41 item 4: `toolbox sql format` is linear in the number of statements (sql-formatter is quadratic in what
// it is given at once; the formatter hands it a few statements at a time). The built CLI on 1k, 10k and 20k
// `select 1;`, on 1 MB of them (100k) and on 1 MB of a real pg_dump (Pagila's schema, repeated): wall time, CPU
// time and peak memory. Before the fix (main at 452f156): 20k statements took 25 s, 1 MB over 90 s and 4 GB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const PAGILA = '../core/src/tools/database-visualizer/test/fixtures/pagila-schema.sql';

/** CPU seconds (user + system) and peak RSS (MiB) of one run, from GNU time; null without it. */
function cpuAndRss(args, env) {
  if (!existsSync('/usr/bin/time')) return null;
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', process.execPath, ...args], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 600_000,
  });
  const [user, system, kib] = result.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { cpu: (user + system) * 1000, rss: kib / 1024 };
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'sql format', skipped: missing }];
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-sql-bench-'));
  const inputs = [1_000, 10_000, 20_000, 100_000].map((n) => {
    const file = join(dir, `select-${n}.sql`);
    writeFileSync(file, 'select 1;\n'.repeat(n));
    const name = n === 100_000 ? '1 MB (100k select 1;)' : `${n / 1000}k statements (select 1;)`;
    return { name, file, statements: n };
  });
  const pagila = readFileSync(new URL(PAGILA, import.meta.url), 'utf8');
  const big = join(dir, 'pagila-1mb.sql');
  writeFileSync(big, pagila.repeat(Math.ceil(1_000_000 / pagila.length)));
  inputs.push({ name: '1 MB (Pagila pg_dump, repeated)', file: big, statements: 0 });

  const env = { ...process.env, XDG_CONFIG_HOME: signedInConfigHome('toolbox-bench-') };
  const summaries = measure.timeCommands(
    inputs.map(({ file }) => ({ command: process.execPath, args: [toolbox, 'sql', 'format', file] })),
    { runs: 3, warmup: 0, env },
  );
  const load = `load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
  return inputs.flatMap(({ name, file, statements }, i) => {
    const wall = summaries[i];
    const usage = cpuAndRss([toolbox, 'sql', 'format', file], env);
    const perK =
      statements && usage ? `, ${(usage.cpu / (statements / 1000)).toFixed(0)} ms CPU per 1k statements` : '';
    return [
      {
        metric: `toolbox sql format, ${name}: wall time`,
        value: wall.median,
        unit: 'ms',
        note: `${usage ? `CPU ${usage.cpu.toFixed(0)} ms${perK}; ` : ''}${load}`,
        ...(statements === 100_000 || file === big ? { budget: 10_000 } : {}),
      },
      ...(usage
        ? [
            {
              metric: `toolbox sql format, ${name}: peak memory`,
              value: Math.round(usage.rss),
              unit: 'MiB',
              budget: 1024,
            },
          ]
        : []),
    ];
  });
}
