/**
 * dist/fast/commands.cjs: `toolbox <small command> ...` (fast-commands.ts) as one CommonJS file, loaded by the
 * launcher through its code cache (code-cache.ts). It runs the same main() as the full CLI; the build gives this
 * bundle a command table of just these commands (build.mjs, `fastCommandsOnly`). main() configures only the
 * command argv names, so help, parsing, errors and exit codes are the full CLI's, byte for byte
 * (cli/test/fast-commands.test.ts runs both on the same argv).
 */
import { processContext } from './context';
import { main } from './main';

/** Runs the command; always true (the launcher's bundles answer whether they handled argv, see launcher.ts). */
export async function run(argv: readonly string[]): Promise<boolean> {
  process.exitCode = await main(argv, processContext());
  return true;
}
