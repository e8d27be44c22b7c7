/**
 * dist/hook/commit-lint.mjs: `toolbox commit lint FILE`, the commit-msg hook's command, in one file. The launcher
 * (launcher.ts) sends exactly that argv here, so a commit waits for one module instead of commander, the
 * registry and a dozen chunks (issue 27: within 2x `node -e 0`). It runs the same runCommitLint as
 * `toolbox commit lint`; anything unusual (an error to report, a usage problem) is handed to the full CLI,
 * which runs the command again and reports it the one way every command does. Output is held back until the
 * lint finishes, so a hand-over never prints a line twice.
 */
import { runCommitLint } from './commands/commit-lint';
import { processContext, withGlobalOptions } from './context';

const argv = process.argv.slice(2);
const held: { stream: NodeJS.WritableStream; text: string }[] = [];
const ctx = withGlobalOptions(processContext(), {}, 'commit lint');
ctx.print = (text = '') => held.push({ stream: process.stdout, text: `${text}\n` });
ctx.warn = (text) => held.push({ stream: process.stderr, text: `${text}\n` });

let exitCode: number | undefined;
try {
  exitCode = await runCommitLint({ file: argv[2], to: 'HEAD' }, ctx);
} catch {
  exitCode = undefined;
}
if (exitCode === undefined) {
  // A variable, because the bundle exists only in dist/; esbuild keeps the specifier as it is.
  const bundle = '../toolbox.mjs';
  await import(bundle);
} else {
  for (const { stream, text } of held) stream.write(text);
  process.exitCode = exitCode;
}
