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
