import { execFile, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JQ_KNOWN_DIFFERENCES, JQ_NOT_RUN } from './jq-known-differences';
import { runJq } from './json-query';

// The oracle: Debian's jq (1.6) run for real on each case of jq's own tests/jq.test (corpus/SOURCES.md), against runJq
// (jq 1.7 in WebAssembly). Cases whose answer changed between the versions are listed with the reason.

interface JqTestCase {
  line: number;
  program: string;
  input: string;
}

const skipped = (line: string) => line.trim() === '' || line.trimStart().startsWith('#');

/**
 * The cases of jq.test as jq's own runner (src/jq_test.c) reads them: a program line, an input line, then expected
 * outputs up to a blank or # line. %%FAIL cases (a program that must not compile, then its message) are read as one
 * program with a null input.
 */
function parseJqTests(text: string): JqTestCase[] {
  const lines = text.split('\n');
  const cases: JqTestCase[] = [];
  let mustFail = false;
  let i = 0;
  while (i < lines.length) {
    const program = lines[i++] as string;
    if (skipped(program)) continue;
    if (program.startsWith('%%FAIL')) {
      mustFail = true;
      continue;
    }
    const line = i;
    const input = mustFail ? 'null' : (lines[i++] ?? '');
    mustFail = false;
    while (i < lines.length && !skipped(lines[i] as string)) i++;
    cases.push({ line, program, input });
  }
  return cases;
}

/** Each output as a JSON value, or undefined when the run failed (jq's messages differ from version to version). */
type Answer = unknown[] | undefined | 'timed out';

const canonical = (answer: Answer) =>
  answer === undefined ? 'error' : typeof answer === 'string' ? answer : JSON.stringify(answer);

/** A line of jq's output as a value; the few that are not JSON (1.6 prints "<skipped: too deep>" inside) as text. */
function outputValue(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return { notJson: line };
  }
}

// A case run alone has 2 s of CPU (util-linux's prlimit: the kernel kills it past that) and 30 s of wall time (coreutils'
// timeout), both kept outside this thread (jq-wasm's cases run here meanwhile, and a timer firing late would read a
// process that ended in time as timed out). A case that ends needs milliseconds of CPU; the three that never end in
// 1.6 spin, and spent up to 30 CPU-s each (at nice 10, but on a core the other test files left free) before the CPU
// limit: now 2 each.
const ALONE_SECONDS = 30;
const ALONE_CPU_SECONDS = 2;
const TIMED_OUT = 124;
/**
 * The signals the kernel stops jq with at the CPU limit (SIGXCPU, and SIGKILL as the soft and hard limits are one),
 * which timeout ends itself by in turn. Read as an error, `try (. * 1000000000) catch .` equalled jq-wasm's error.
 */
const OUT_OF_CPU = ['SIGXCPU', 'SIGKILL'];

function debianJq(test: JqTestCase): Promise<Answer> {
  return new Promise((done, fail) => {
    const child = execFile(
      'nice',
      [
        ...['-n', '10', 'timeout', String(ALONE_SECONDS)],
        ...['prlimit', `--cpu=${ALONE_CPU_SECONDS}`, '--core=0', 'jq', '-c', test.program],
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        const code = (error as NodeJS.ErrnoException | null)?.code as unknown;
        const signal = (error as { signal?: string } | null)?.signal;
        if (code === 127 || code === 'ENOENT')
          fail(new Error("Debian's jq or util-linux's prlimit did not run (apt-get install jq)"));
        else if (code === TIMED_OUT || OUT_OF_CPU.includes(signal ?? '')) done('timed out');
        else if (error) done(undefined);
        else
          done(
            stdout
              .split('\n')
              .filter((line) => line !== '')
              .map(outputValue),
          );
      },
    );
    // EPIPE: jq refused the program and exited before reading its input.
    child.stdin?.on('error', () => {});
    child.stdin?.end(test.input);
  });
}

/** Runs `work` on each item, `width` at a time. */
async function eachAtOnce<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

// jq 1.6 compiles its builtins on each start, so one process answers many cases: case i's input arrives as
// [i, input] and its program runs on it in its own branch, between two markers. A case answered between its markers
// ran the same program on the same value to its end, as when alone. A case that started and did not end (an error,
// halt, abort, or still running 3 s after its start marker: the batch is ended and the cases after it go on in a new
// one), a program that does not compile beside the others, a program reading `input` (here the next case's) or
// `$__loc__` (here a line of the whole program), and an answer holding a label's number (1.6's `{"__jq": n}` counts
// the whole program's labels) run alone in a process each.
const START = 'jq_oracle_start_f4';
const END = 'jq_oracle_end_f4';
const SLOW_MS = 3_000;
const runsAlone = (program: string) => /\binput|\$__loc__/.test(program);
const holdsLabel = (values: unknown[]) => JSON.stringify(values).includes('"__jq"');

function batchProgram(tests: readonly JqTestCase[]): { text: string; lineOf: number[] } {
  const lines = [`.[0] as $jq_oracle_case_f4 | {${START}: $jq_oracle_case_f4}, (.[1] | if false then empty`];
  const lineOf: number[] = [];
  for (const [i, test] of tests.entries()) {
    lines.push(`elif $jq_oracle_case_f4 == ${i} then (`);
    lineOf.push(lines.length + 1);
    // Its own line: a comment in the program ends there.
    lines.push(test.program, ')');
  }
  lines.push(`else empty end), {${END}: $jq_oracle_case_f4}`);
  return { text: lines.join('\n'), lineOf };
}

interface BatchRun {
  answers: Map<number, Answer>;
  started: Set<number>;
  /** Cases whose program did not compile: each compile error names the line it was found on. */
  culprits: number[];
}

function runBatch(tests: readonly JqTestCase[]): Promise<BatchRun> {
  const { text, lineOf } = batchProgram(tests);
  return new Promise((done, fail) => {
    const run: BatchRun = { answers: new Map(), started: new Set(), culprits: [] };
    const child = spawn('jq', ['-c', '--unbuffered', text]);
    let open: { i: number; values: unknown[] } | undefined;
    let timer: NodeJS.Timeout | undefined;
    const limit = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => child.kill(), ms);
    };
    // jq compiles the whole program before the first case: 30 s for that, 3 s for each case after.
    limit(30_000);
    let pending = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') continue;
        const value = outputValue(line) as Record<string, number> | undefined;
        if (typeof value?.[START] === 'number') {
          open = { i: value[START], values: [] };
          run.started.add(open.i);
          limit(SLOW_MS);
        } else if (typeof value?.[END] === 'number' && open?.i === value[END]) {
          if (!holdsLabel(open.values)) run.answers.set(open.i, open.values);
          open = undefined;
        } else open?.values.push(value);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      fail(error.code === 'ENOENT' ? new Error("Debian's jq did not run (apt-get install jq)") : error);
    });
    child.on('close', () => {
      clearTimeout(timer);
      if (run.started.size === 0 && /compile error/.test(stderr)) {
        const lines = [...stderr.matchAll(/at <top-level>, line (\d+):/g)].map((m) => Number(m[1]));
        const culprits = lines.map((line) => lineOf.filter((start) => start <= line).length - 1);
        run.culprits = [...new Set(culprits)].filter((i) => i >= 0);
      }
      done(run);
    });
    // EPIPE: jq refused the program and exited before reading its input.
    child.stdin.on('error', () => {});
    child.stdin.end(tests.map((test, i) => `[${i}, ${test.input}]\n`).join(''));
  });
}

/**
 * Debian's jq's answer to each case (many in one process, runBatch; the others alone), and what `meanwhile` gives:
 * it runs beside the cases run alone, whose time limit is not this thread's (debianJq), never beside the batches. It
 * is told the cases that started in a batch and did not end there, whose answer is not known yet.
 */
async function debianJqAll<T>(
  tests: readonly JqTestCase[],
  chunk: number,
  meanwhile: (unended: ReadonlySet<JqTestCase>) => Promise<T>,
): Promise<[Answer[], T]> {
  const answers = new Map<JqTestCase, Answer>();
  const alone = tests.filter((test) => runsAlone(test.program));
  /** Cases that started in a batch and did not end there, run alone first: the endless ones spend their CPU limit. */
  const unended: JqTestCase[] = [];
  const together = tests.filter((test) => !runsAlone(test.program));
  const chunks: JqTestCase[][] = [];
  for (let i = 0; i < together.length; i += chunk) chunks.push(together.slice(i, i + chunk));
  await eachAtOnce(chunks, 2, async (batch) => {
    let rest = batch;
    while (rest.length > 0) {
      const run = await runBatch(rest);
      if (run.started.size === 0 && run.culprits.length === 0) {
        alone.push(...rest);
        return;
      }
      for (const [i, answer] of run.answers) answers.set(rest[i] as JqTestCase, answer);
      unended.push(...rest.filter((_, i) => run.started.has(i) && !run.answers.has(i)));
      alone.push(...rest.filter((_, i) => run.culprits.includes(i)));
      rest = rest.filter((_, i) => !run.culprits.includes(i) && !run.started.has(i));
    }
  });
  // Four at once, so the cases that never end in 1.6 spend their CPU limit side by side (at nice 10).
  const order = [...unended, ...alone];
  const [single, other] = await Promise.all([eachAtOnce(order, 4, debianJq), meanwhile(new Set(unended))]);
  for (const [i, test] of order.entries()) answers.set(test, single[i]);
  return [tests.map((test) => answers.get(test)), other];
}

async function wasmJq(test: JqTestCase): Promise<Answer> {
  try {
    return (await runJq({ filter: test.program, document: test.input })).values;
  } catch {
    return undefined;
  }
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};
const all = parseJqTests(readFileSync(new URL('./corpus/jq.test', import.meta.url), 'utf8'));
// The tool reads JSON documents; jq also reads NaN, Infinity and a byte order mark, which the tool refuses.
const cases = all.filter((test) => isJson(test.input) && !JQ_NOT_RUN.includes(test.program));
const known = new Map(
  JQ_KNOWN_DIFFERENCES.flatMap(({ reason, programs }) => programs.map((p) => [p, reason])),
);

describe("runJq against Debian's jq on jq's own tests", () => {
  it('gives every case Debian jq 1.6 gives, but those whose answer changed in jq 1.7', {
    timeout: 600_000,
  }, async () => {
    const version = spawnSync('jq', ['--version'], { encoding: 'utf8' });
    expect(version.stdout.trim(), "Debian's jq (apt-get install jq)").toBe('jq-1.6');
    const differing: string[] = [];
    let equal = 0;
    // Debian's jq's batches, then its cases run alone and jq-wasm side by side: a jq-wasm case holds this thread for
    // as long as it runs (`. * 1000000000` for half a minute), which would let a batch's timer fire before its
    // output is read, but no verdict of a case run alone depends on this thread (coreutils' timeout keeps its time).
    // A case 1.6 did not end is run by jq-wasm once its answer is known: no answer of jq-wasm's equals 'timed out' (it
    // gives outputs or an error), so one that timed out in 1.6 differs without a run (`. * 1000000000` on "" is ~20
    // CPU-s in jq-wasm).
    const [oracle, wasm] = await debianJqAll(cases, 40, async (unended) => {
      const answers = new Map<JqTestCase, Answer>();
      for (const test of cases) {
        if (unended.has(test)) continue;
        // A turn for the event loop, to start the next case run alone.
        await new Promise((turn) => setImmediate(turn));
        answers.set(test, await wasmJq(test));
      }
      return answers;
    });
    for (const [i, expected] of oracle.entries()) {
      const test = cases[i] as JqTestCase;
      if (expected !== 'timed out' && !wasm.has(test)) wasm.set(test, await wasmJq(test));
      if (canonical(expected) === canonical(wasm.get(test))) equal++;
      else differing.push(test.program);
    }
    console.log(
      `jq oracle: ${equal} of ${cases.length} jq.test cases (${all.length - cases.length} more not run: non-JSON input, or endless in 1.6) gave what Debian's jq 1.6 gives; ${differing.length} listed as changed in 1.7`,
    );
    // Every case that differs is listed with its reason: a new difference fails.
    expect([...new Set(differing)].filter((program) => !known.has(program))).toEqual([]);
    expect(all.length - cases.length).toBe(6);
    expect(equal).toBeGreaterThan(300);
  });
});
