/**
 * dist/hook.mjs: `toolbox commit lint FILE`, the commit-msg hook's command, in one file of its own that bin.ts loads
 * for exactly that argv, so a commit waits for neither commander, the registry nor the other commands' chunks (issue
 * 77: the hook within 1.5x `node -e 0`; through main.ts it took 2.8x). It runs the same runCommitLint as `toolbox
 * commit lint`; anything unusual (an error to report) is handed to main.ts, which runs the command again and reports
 * it the one way every command does. Output is held back until the lint finishes, so a hand-over never prints a line
 * twice.
 */
import { runCommitLint } from './commands/commit-lint';
import { processContext, withGlobalOptions } from './context';
import { type StdioLines, stderrLines, stdoutLines } from './platform/stdio-lines';

/** Lints the message file argv names; false when main.ts must run the command instead. */
export async function run(argv: readonly string[]): Promise<boolean> {
  const held: { to: StdioLines; text: string }[] = [];
  const ctx = withGlobalOptions(processContext(), {}, 'commit lint');
  ctx.print = (text = '') => held.push({ to: stdoutLines, text: `${text}\n` });
  ctx.warn = (text) => held.push({ to: stderrLines, text: `${text}\n` });
  let exitCode: number;
  try {
    exitCode = await runCommitLint({ file: argv[2], to: 'HEAD' }, ctx);
  } catch {
    return false;
  }
  for (const { to, text } of held) to.write(text);
  process.exitCode = exitCode;
  return true;
}
