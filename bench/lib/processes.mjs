import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, summarize } from './stats.mjs';

const gnuTime = '/usr/bin/time';

function runOnce(command, args, options) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    ...options,
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}: ${result.stderr.trim().split('\n')[0]}`,
    );
  }
  return ms;
}

/**
 * Wall-clock time of whole processes, in ms. The commands run interleaved (a, b, a, b, ...) after `warmup`
 * rounds, so a busy moment on the shared machine hits all of them alike. Returns one summary per command.
 */
export function timeCommands(commands, { runs = 20, warmup = 2, cwd, env } = {}) {
  const samples = commands.map(() => []);
  for (let round = 0; round < warmup + runs; round++) {
    commands.forEach(({ command, args }, index) => {
      const ms = runOnce(command, args, { cwd, env });
      if (round >= warmup) samples[index].push(ms);
    });
  }
  return samples.map(summarize);
}

/**
 * Peak resident set size of a process, in MiB: from GNU time's "Maximum resident set size" when
 * /usr/bin/time exists, else (Node commands only) from the child's own process.resourceUsage() at exit.
 * The largest of `runs` runs; null when it cannot be measured here.
 */
export function peakRss(command, args, { runs = 3, cwd, env } = {}) {
  const kib = [];
  for (let i = 0; i < runs; i++) {
    const value = existsSync(gnuTime)
      ? rssFromGnuTime(command, args, { cwd, env })
      : rssFromNode(command, args, { cwd, env });
    if (value === null) return null;
    kib.push(value);
  }
  return Math.max(...kib) / 1024;
}

function rssFromGnuTime(command, args, options) {
  const result = spawnSync(gnuTime, ['-v', command, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    ...options,
  });
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr);
  return match ? Number(match[1]) : null;
}

function rssFromNode(command, args, options) {
  if (command !== process.execPath && command !== 'node') return null;
  const report =
    "process.on('exit',()=>process.stderr.write('\\n__maxrss__'+process.resourceUsage().maxRSS))";
  const result = spawnSync(
    command,
    ['--import', `data:text/javascript,${encodeURIComponent(report)}`, ...args],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      ...options,
    },
  );
  const match = /__maxrss__(\d+)/.exec(result.stderr);
  return match ? Number(match[1]) : null;
}

/**
 * Instructions a whole process executes: repeatable on a loaded machine, where wall time is noise. From
 * `perf stat -e instructions` when the kernel lets perf count; else, only when BENCH_INSTRUCTIONS=callgrind
 * (slow: ~2 s a run), valgrind's callgrind. `runs` samples `{ total, seed }`: `seed` is what V8's hash-seed set-up
 * counted in that run (callgrind only; null from perf), which instructionEstimate sets apart. null when neither
 * tool is available.
 */
export function countInstructions(command, args, { cwd, env, runs = 5 } = {}) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const sample = countOnce(command, args, { cwd, env });
    if (sample === null) return null;
    samples.push(sample);
  }
  return samples;
}

/**
 * One count for `samples` (countInstructions). V8 draws a random hash seed at each start and sets it up by a search
 * for random primes (`HashSeed::InitializeRoots`), 5-16M instructions at random in any Node process: the same draw
 * for `node -e 0` as for a command, but a lottery for a figure of five runs. So the count is the median of the
 * samples without their set-up plus the set-up's mean over every sample in `pool` (all the runs of a bench): each
 * ratio is then one of expected counts, and two runs of the bench agree to ~0.3%. The median of totals where the
 * set-up cannot be told apart (perf).
 */
export function instructionEstimate(samples, pool) {
  const seeds = pool.map(({ seed }) => seed).filter((seed) => seed !== null);
  if (samples.some(({ seed }) => seed === null) || seeds.length === 0) {
    return median(samples.map(({ total }) => total));
  }
  const meanSeed = seeds.reduce((sum, seed) => sum + seed, 0) / seeds.length;
  return median(samples.map(({ total, seed }) => total - seed)) + meanSeed;
}

function countOnce(command, args, { cwd, env }) {
  const perf = spawnSync('perf', ['stat', '-x,', '-e', 'instructions', '--', command, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    cwd,
    env,
  });
  const counted = /^(\d+),,instructions/m.exec(perf.stderr ?? '');
  if (counted) return { total: Number(counted[1]), seed: null };
  if (process.env.BENCH_INSTRUCTIONS !== 'callgrind') return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-callgrind-'));
  const out = join(dir, 'callgrind.out');
  try {
    const callgrind = spawnSync(
      'valgrind',
      ['--tool=callgrind', `--callgrind-out-file=${out}`, command, ...args],
      { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', cwd, env },
    );
    const collected = /Collected : (\d+)/.exec(callgrind.stderr ?? '');
    if (!collected) return null;
    return { total: Number(collected[1]), seed: inclusiveCost(readFileSync(out, 'utf8'), SEED_SET_UP) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SEED_SET_UP = 'v8::internal::HashSeed::InitializeRoots(';

/**
 * What the calls to the function named `name` (a prefix of its full name) cost, callees included, from a callgrind
 * profile of one event: the cost line after each `calls=` line of a call to it. 0 when the profile has no such call
 * (a Node whose V8 sets its seed up otherwise).
 */
export function inclusiveCost(profile, name) {
  const ids = new Set();
  let total = 0;
  let calling = false;
  let costNext = false;
  for (const line of profile.split('\n')) {
    if (costNext) {
      total += Number(line.trim().split(/\s+/).at(-1));
      costNext = false;
      continue;
    }
    const named = /^c?fn=\((\d+)\)(?: (.*))?$/.exec(line);
    if (named) {
      if (named[2]?.startsWith(name)) ids.add(named[1]);
      if (line.startsWith('cfn=')) calling = ids.has(named[1]);
      continue;
    }
    if (line.startsWith('calls=')) {
      costNext = calling;
      calling = false;
    }
  }
  return total;
}
