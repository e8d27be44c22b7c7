// Regex & JSON: what a catastrophic pattern costs before the 2 s limit stops it (the limit plus the
// stopping overhead), and formatting a 10 MB JSON document (`toolbox json format`, the core the web worker runs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

function tenMegabytesOfJson() {
  const rows = [];
  let size = 2;
  for (let i = 0; size < 10 * 1024 * 1024; i++) {
    const row = {
      id: i,
      name: `user ${i}`,
      email: `user${i}@example.com`,
      tags: ['a', 'b'],
      address: { city: 'London', zip: `${i}` },
    };
    size += JSON.stringify(row).length + 1;
    rows.push(row);
  }
  return JSON.stringify(rows);
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'regex/json', skipped: missing }];
  const out = join(root, 'bench', 'out');
  mkdirSync(out, { recursive: true });
  const json = join(out, 'ten-mb.json');
  writeFileSync(json, tenMegabytesOfJson());
  const env = { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: signedInConfigHome('toolbox-bench-regex-') };
  const node = process.execPath;
  const [format, minify] = measure.timeCommands(
    [
      {
        command: node,
        args: [toolbox, 'json', 'format', json, '-o', join(out, 'ten-mb.formatted.json'), '--force'],
      },
      { command: node, args: [toolbox, 'json', 'csv', json, '-o', join(out, 'ten-mb.csv'), '--force'] },
    ],
    { runs: 5, warmup: 1, env },
  );
  // The timeout run exits 1 by design; time it directly.
  const started = process.hrtime.bigint();
  const { spawnSync } = await import('node:child_process');
  const result = spawnSync(node, [toolbox, 'regex', '(a+)+$', '--text', `${'a'.repeat(40)}!`], {
    env,
    encoding: 'utf8',
  });
  const stopMs = Number(process.hrtime.bigint() - started) / 1e6;
  const stopped = result.status === 1 && result.stderr.includes('ran longer than 2000 ms');
  return [
    { metric: 'toolbox json format 10 MB', value: format.median, unit: 'ms', budget: 3000 },
    { metric: 'toolbox json csv 10 MB', value: minify.median, unit: 'ms', budget: 5000 },
    stopped
      ? {
          metric: 'regex (a+)+$ stopped at the 2 s limit (whole process)',
          value: stopMs,
          unit: 'ms',
          budget: 2600,
          note: 'limit 2000 ms + start-up',
        }
      : { metric: 'regex timeout', error: `unexpected: exit ${result.status} ${result.stderr}` },
  ];
}
