// CONTRACTS.md budget: `toolbox --version` under 100 ms, next to bare `node -e 0` as the floor.
import { join } from 'node:path';

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'cli: toolbox --version', skipped: missing }];

  const node = process.execPath;
  const [floor, version, list] = measure.timeCommands(
    [
      { command: node, args: ['-e', '0'] },
      { command: node, args: [toolbox, '--version'] },
      { command: node, args: [toolbox, 'list', '--json'] },
    ],
    { runs: 20 },
  );
  const rss = measure.peakRss(node, [toolbox, '--version']);
  const spread = ({ min, max, runs }) => `${runs} runs, ${min.toFixed(0)}-${max.toFixed(0)} ms`;
  const overFloor = (summary) =>
    `+${(summary.median - floor.median).toFixed(1)} ms over node, ${spread(summary)}`;
  return [
    { metric: 'cli: node -e 0 (floor)', value: floor.median, unit: 'ms', note: spread(floor) },
    {
      metric: 'cli: toolbox --version',
      value: version.median,
      unit: 'ms',
      budget: 100,
      note: overFloor(version),
    },
    { metric: 'cli: toolbox list --json', value: list.median, unit: 'ms', note: overFloor(list) },
    ...(rss === null ? [] : [{ metric: 'cli: toolbox --version peak RSS', value: rss, unit: 'MiB' }]),
  ];
}
