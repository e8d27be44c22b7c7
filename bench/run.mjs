// `pnpm bench [name...]`: runs bench/*.bench.mjs (or those whose file name contains a given name), prints a
// table of medians against the budgets in CONTRACTS.md, and writes bench/out/latest.json. Over budget is a
// figure, not a failure, unless the row is `strict`: the exit code is non-zero when a bench crashed or a strict
// row is over its budget (or could not be measured).
//
// A bench is a file `bench/<name>.bench.mjs` exporting `async function run({ root, measure })` that returns
// rows `{ metric, value, unit, budget?, strict?, note? }` (budget in the row's unit; no budget = a figure such as a floor
// or a peer) or `{ metric, skipped: 'why' }` when it cannot run here. `measure` holds the helpers in lib/:
// timeCommands(commands, { runs, warmup, cwd, env }) -> [{ median, min, max, runs }] (interleaved runs),
// peakRss(command, args) -> MiB | null, countInstructions(command, args, { cwd, env, runs }) -> samples | null,
// instructionEstimate(samples, pool) -> count (the median without V8's hash-seed set-up, plus its mean over pool),
// ensureBuilt({ root, output, filter }) -> undefined | reason,
// median(values), summarize(values).
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './lib/builds.mjs';
import { countInstructions, instructionEstimate, peakRss, timeCommands } from './lib/processes.mjs';
import { formatRows, statusOf } from './lib/report.mjs';
import { median, summarize } from './lib/stats.mjs';

// Every process a bench starts (ours and the peers) runs without NODE_EXTRA_CA_CERTS, as on a user's machine: this
// one sets a bundle of 144 certificates there, which each Node start parses first (~50 ms; `node -e 0` 133 against
// 86 ms), and which would hide a short command's own time (a `changelog --all` on 10,000 commits read 463 ms with it,
// ~280 without, against a git-cliff that never reads it). No bench reaches the network.
delete process.env.NODE_EXTRA_CA_CERTS;

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const root = join(benchDir, '..');
const measure = {
  timeCommands,
  peakRss,
  countInstructions,
  instructionEstimate,
  ensureBuilt,
  median,
  summarize,
};

const wanted = process.argv.slice(2);
const files = (await readdir(benchDir))
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => wanted.length === 0 || wanted.some((part) => name.includes(part)))
  .sort();

const rows = [];
let crashed = false;
for (const file of files) {
  const name = file.replace(/\.bench\.mjs$/, '');
  process.stderr.write(`bench: ${name}...\n`);
  try {
    const bench = await import(pathToFileURL(join(benchDir, file)).href);
    const produced = await bench.run({ root, measure });
    // The machine's 1-minute load when the bench ended, beside each of its rows: a figure read on a busy
    // machine says so.
    const load = loadavg()[0];
    rows.push(...produced.map((row) => ({ bench: name, load, ...row })));
  } catch (error) {
    crashed = true;
    rows.push({ bench: name, metric: name, error: error instanceof Error ? error.message : String(error) });
  }
}

console.log(formatRows(rows));

// Ratios keep two decimals: a start ratio within or over its budget is often told by the second.
const round = (value, unit) => {
  if (typeof value !== 'number') return value;
  const scale = unit === 'x' ? 100 : 10;
  return Math.round(value * scale) / scale;
};
await mkdir(join(benchDir, 'out'), { recursive: true });
const report = {
  date: new Date().toISOString(),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: availableParallelism(),
  rows: rows.map((row) => ({
    ...row,
    value: round(row.value, row.unit),
    load: round(row.load),
    status: statusOf(row),
  })),
};
await writeFile(join(benchDir, 'out', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nwritten: bench/out/latest.json');
const failed = rows.filter((row) => row.strict && (row.error || statusOf(row) === 'over'));
for (const row of failed) console.error(`${row.error ? 'not measured' : 'over budget'}: ${row.metric}`);
if (crashed || failed.length > 0) process.exitCode = 1;
