import { main } from '../src/main';
import { testContext } from '../src/test-context';

/**
 * `toolbox ARGS` run in this process: main() on a test context in `cwd` (stdin from `input`, the given
 * environment, not a TTY, no sign-in needed), in the same shape as a built-binary run (signed-in-toolbox.ts).
 * For checks of what a command does; what only the process shows (the bundle, exit status, real stdio) stays
 * with the built-binary tests.
 */
export async function toolboxInProcess(
  cwd: string,
  args: string[],
  options: { input?: string; env?: Record<string, string> } = {},
) {
  const ctx = testContext({ cwd, input: options.input, env: options.env ?? {} });
  const code = await main(args, ctx);
  return { code, stdout: ctx.captured.stdout, stderr: ctx.captured.stderr };
}
