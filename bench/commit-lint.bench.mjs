// CONTRACTS.md budget: `toolbox commit lint FILE` under 150 ms and 60 MiB, next to commitlint 20 with
// config-conventional on the same message file, as a commit-msg hook would run them.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'commit lint', skipped: missing }];
  const dir = join(root, 'bench', 'out', 'lint');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'COMMIT_EDITMSG');
  writeFileSync(
    file,
    'feat(api): add the login endpoint\n\nIt takes a password grant.\n\nCloses #12\n# Please enter the commit message\n',
  );
  writeFileSync(join(dir, '.commitlintrc.json'), '{ "extends": ["@commitlint/config-conventional"] }\n');
  const node = process.execPath;
  const commitlint = join(root, 'bench', 'node_modules', '@commitlint', 'cli', 'cli.js');
  const commands = [
    { command: node, args: ['-e', '0'] },
    { command: node, args: [toolbox, 'commit', 'lint', file] },
  ];
  const hasPeer = existsSync(commitlint);
  if (hasPeer) commands.push({ command: node, args: [commitlint, '--edit', file] });
  const [floor, ours, peer] = measure.timeCommands(commands, { runs: 15, warmup: 2, cwd: dir });
  const rss = measure.peakRss(node, [toolbox, 'commit', 'lint', file], { cwd: dir });
  const peerRss = hasPeer ? measure.peakRss(node, [commitlint, '--edit', file], { cwd: dir }) : null;
  const rows = [
    { metric: 'commit lint: node -e 0 (floor)', value: floor.median, unit: 'ms' },
    {
      metric: 'commit lint: toolbox commit lint FILE',
      value: ours.median,
      unit: 'ms',
      budget: 150,
      note: `${ours.runs} runs, ${ours.min.toFixed(0)}-${ours.max.toFixed(0)} ms`,
    },
  ];
  if (rss !== null) rows.push({ metric: 'commit lint: peak RSS', value: rss, unit: 'MiB', budget: 60 });
  if (peer) {
    rows.push({
      metric: '  commitlint 20 --edit FILE',
      value: peer.median,
      unit: 'ms',
      note: `toolbox is ${(peer.median / ours.median).toFixed(1)}x faster`,
    });
  }
  if (peerRss !== null) rows.push({ metric: '  commitlint 20 peak RSS', value: peerRss, unit: 'MiB' });
  return rows;
}
