// JSONPath & jq: `toolbox jq` on ~5 MB and ~10 MB documents stays linear (issue 79: 2x the input, about 2x the
// time). The documents repeat the RFC 9535 compliance suite's cases (the tool's corpus, real JSON written by others);
// the filter visits every string. The ratio is of the times less a run on the corpus file itself, so Node's start and
// jq's WebAssembly compile (fixed costs) do not flatter it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const FILTER = '[.. | strings | length] | add';

/** The corpus's cases repeated until the document reaches `bytes`. */
function documentOf(tests, bytes) {
  const one = JSON.stringify(tests).length;
  const copies = Math.max(1, Math.round(bytes / one));
  return JSON.stringify({ tests: Array.from({ length: copies }, () => tests).flat() });
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'jq', skipped: missing }];
  const corpus = join(root, 'core', 'src', 'tools', 'json-query', 'corpus', 'cts.json');
  const { tests } = JSON.parse(readFileSync(corpus, 'utf8'));
  const out = join(root, 'bench', 'out');
  const five = join(out, 'jq-5mb.json');
  const ten = join(out, 'jq-10mb.json');
  writeFileSync(five, documentOf(tests, 5 * 1024 * 1024));
  writeFileSync(ten, documentOf(tests, 10 * 1024 * 1024));
  const mb = (file) => readFileSync(file).length / 1024 / 1024;
  const env = {
    PATH: process.env.PATH ?? '',
    XDG_CONFIG_HOME: signedInConfigHome('toolbox-bench-jq-'),
    // The 10 s default is for a filter that never ends; a linear 10 MB run takes seconds, so 2 minutes is a failure.
    TOOLBOX_JQ_TIMEOUT: '120',
  };
  const node = process.execPath;
  const jq = (file) => ({ command: node, args: [toolbox, 'jq', FILTER, file] });
  const [base, small, large] = measure.timeCommands([jq(corpus), jq(five), jq(ten)], {
    runs: 5,
    warmup: 1,
    env,
  });
  const ratio = (large.median - base.median) / (small.median - base.median);
  const sizes = `${mb(five).toFixed(1)} and ${mb(ten).toFixed(1)} MB`;
  return [
    { metric: `toolbox jq on ${mb(five).toFixed(1)} MB`, value: small.median, unit: 'ms' },
    { metric: `toolbox jq on ${mb(ten).toFixed(1)} MB`, value: large.median, unit: 'ms' },
    {
      metric: 'toolbox jq: time on 10 MB / time on 5 MB',
      value: ratio,
      unit: 'x',
      budget: 3,
      strict: true,
      note: `${sizes}, less ${Math.round(base.median)} ms on the 0.2 MB corpus file (start-up); linear is 2`,
    },
  ];
}
