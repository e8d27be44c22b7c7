import { Writable } from 'node:stream';
import type { CliContext } from '../src/context';
import { main } from '../src/main';
import { testContext } from '../src/test-context';

/**
 * `toolbox ARGS` run in this process: main() on a test context in `cwd` (stdin from `input`, the given
 * environment, not a TTY, no sign-in needed; a fixed clock and seeded randomness unless `clock` and `random` are
 * given), in the same shape as a built-binary run (signed-in-toolbox.ts).
 * For checks of what a command does; what only the process shows (the bundle, exit status, real stdio) stays
 * with the built-binary tests.
 */
export async function toolboxInProcess(
  cwd: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } & Partial<
    Pick<CliContext, 'clock' | 'random'>
  > = {},
) {
  const { env = {}, ...rest } = options;
  const ctx = testContext({ cwd, ...rest, env });
  const code = await main(args, ctx);
  return { code, stdout: ctx.captured.stdout, stderr: ctx.captured.stderr };
}

/** The same, keeping stdout as bytes (a PDF or PNG written to a pipe), as toolboxBytesIn does for the built binary. */
export async function toolboxBytesInProcess(
  cwd: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
) {
  const { env = {}, ...rest } = options;
  const chunks: Buffer[] = [];
  const stdout = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  const ctx = testContext({ cwd, ...rest, env, stdout });
  const code = await main(args, ctx);
  return { code, stdout: Buffer.concat(chunks), stderr: ctx.captured.stderr };
}
