/**
 * dist/fast/*.cjs: `toolbox <command> ...` for the commands of fast-commands.ts, a group per CommonJS file, loaded
 * by the launcher through its code cache (code-cache.ts). It runs the same main() as the full CLI; the build gives
 * each bundle a command table of just its commands (build.mjs, `fastCommandsOnly`). main() configures only the
 * command argv names, so help, parsing, errors and exit codes are the full CLI's, byte for byte
 * (cli/test/fast-commands.test.ts runs both on the same argv).
 */
import { processContext } from './context';
import { FullCliOnly } from './full-cli-only';
import { main } from './main';
import { stderrLines, stdoutLines } from './platform/stdio-lines';

/**
 * Runs the command; false when it reached what only the full CLI runs (full-cli-only.ts), which then runs argv
 * from the start. That must happen before the command writes anything, or the full CLI's run would repeat it.
 */
export async function run(argv: readonly string[]): Promise<boolean> {
  try {
    process.exitCode = await main(argv, processContext());
    return true;
  } catch (error) {
    if (!(error instanceof FullCliOnly)) throw error;
    if (!stdoutLines.used && !stderrLines.used) return false;
    stderrLines.write(`toolbox: ${error.message}, after this run had written: a defect, please report it.\n`);
    process.exitCode = 1;
    return true;
  }
}
