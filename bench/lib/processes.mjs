import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
 * (slow: ~2 s a run), valgrind's callgrind total. The median of `runs`: V8 draws its hash seed at each start and
 * finding its primes alone varies by 8-13M instructions of a 90M start. null when neither is available.
 */
export function countInstructions(command, args, { cwd, env, runs = 5 } = {}) {
  const counts = [];
  for (let run = 0; run < runs; run++) {
    const count = countOnce(command, args, { cwd, env });
    if (count === null) return null;
    counts.push(count);
  }
  return median(counts);
}

function countOnce(command, args, { cwd, env }) {
  const perf = spawnSync('perf', ['stat', '-x,', '-e', 'instructions', '--', command, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
    cwd,
    env,
  });
  const counted = /^(\d+),,instructions/m.exec(perf.stderr ?? '');
  if (counted) return Number(counted[1]);
  if (process.env.BENCH_INSTRUCTIONS !== 'callgrind') return null;
  const callgrind = spawnSync(
    'valgrind',
    ['--tool=callgrind', '--callgrind-out-file=/dev/null', command, ...args],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', cwd, env },
  );
  const collected = /Collected : (\d+)/.exec(callgrind.stderr ?? '');
  return collected ? Number(collected[1]) : null;
}
