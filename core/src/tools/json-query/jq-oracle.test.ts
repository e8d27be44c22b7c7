import { execFile, spawnSync } from 'node:child_process';
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

function debianJq(test: JqTestCase): Promise<Answer> {
  return new Promise((done, fail) => {
    const child = execFile(
      'jq',
      ['-c', test.program],
      { timeout: 30_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        const code = (error as NodeJS.ErrnoException | null)?.code;
        if (code === 'ENOENT') fail(new Error("Debian's jq did not run (apt-get install jq)"));
        else if (error?.killed) done('timed out');
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

/** Runs `work` on each item, `width` at a time (Debian's jq is a process a case). */
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
    // Debian's jq runs its processes while jq-wasm answers in this thread.
    const oracle = eachAtOnce(cases, 3, debianJq);
    const wasm: Answer[] = [];
    for (const test of cases) {
      wasm.push(await wasmJq(test));
      // jq-wasm answers without I/O, so without this turn the finished processes' exits wait behind the whole loop
      // and their 30 s kill timers fire first: a case jq answered at once would read as timed out.
      await new Promise((turn) => setImmediate(turn));
    }
    for (const [i, expected] of (await oracle).entries()) {
      if (canonical(expected) === canonical(wasm[i])) equal++;
      else differing.push((cases[i] as JqTestCase).program);
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
