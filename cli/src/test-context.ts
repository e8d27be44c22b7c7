import { Readable, Writable } from 'node:stream';
import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import { seededRandom } from '@toolbox/core/deterministic/seeded-random';
import { buildContext, type CliContext } from './context';

export interface TestContext extends CliContext {
  /** Everything written so far to stdout and stderr. */
  readonly captured: { readonly stdout: string; readonly stderr: string };
}

function memoryWritable() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      text += chunk.toString();
      callback();
    },
  });
  return { stream, text: () => text };
}

/**
 * A context for unit tests (gh's iostreams.Test()): stdout/stderr captured into strings, stdin fed from
 * `input`, an empty environment, a fixed clock, seeded randomness, not a TTY, and no sign-in required.
 */
export function testContext(overrides: Partial<CliContext> & { input?: string } = {}): TestContext {
  const { input, ...rest } = overrides;
  const stdout = memoryWritable();
  const stderr = memoryWritable();
  const stdin = Readable.from(input === undefined ? [] : [input]);
  const base = buildContext({
    stdin: () => stdin,
    stdout: stdout.stream,
    stderr: stderr.stream,
    isTTY: false,
    stdinIsTTY: false,
    columns: 80,
    cwd: process.cwd(),
    env: rest.env ?? {},
    clock: fixedClock(),
    random: seededRandom(),
  });
  return {
    ...base,
    requireCredential: async () => {},
    ...rest,
    captured: {
      get stdout() {
        return stdout.text();
      },
      get stderr() {
        return stderr.text();
      },
    },
  };
}
