// CONTRACTS.md: `toolbox hash` of a 1 GB file within 1.5x of `sha256sum`, memory flat. The file is made once
// under bench/out (sparse: the hash reads every byte all the same).
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const SIZE = 1024 ** 3;

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'hash 1 GB', skipped: missing }];
  if (spawnSync('sha256sum', ['--version']).status !== 0)
    return [{ metric: 'hash 1 GB', skipped: 'no sha256sum' }];
  const out = join(root, 'bench', 'out');
  mkdirSync(out, { recursive: true });
  const file = join(out, 'hash-1g.bin');
  if (!existsSync(file) || statSync(file).size !== SIZE) {
    const fd = openSync(file, 'w');
    ftruncateSync(fd, SIZE);
    closeSync(fd);
  }
  const env = { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: signedInConfigHome('toolbox-bench-hash-') };
  const node = process.execPath;
  const [ours, peer] = measure.timeCommands(
    [
      { command: node, args: [toolbox, 'hash', file] },
      { command: 'sha256sum', args: [file] },
    ],
    { runs: 3, warmup: 1, env },
  );
  const rss = measure.peakRss(node, [toolbox, 'hash', file], { runs: 1, env });
  return [
    {
      metric: 'toolbox hash 1 GB (sha256)',
      value: ours.median,
      unit: 'ms',
      budget: Math.round(peer.median * 1.5),
      note: 'budget 1.5x sha256sum',
    },
    { metric: 'sha256sum 1 GB (peer)', value: peer.median, unit: 'ms' },
    rss === null
      ? { metric: 'toolbox hash 1 GB peak RSS', skipped: 'cannot measure RSS here' }
      : {
          metric: 'toolbox hash 1 GB peak RSS',
          value: rss,
          unit: 'MiB',
          budget: 150,
          note: 'flat: independent of file size',
        },
  ];
}
