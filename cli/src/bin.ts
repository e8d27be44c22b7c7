/**
 * dist/toolbox.js, the `toolbox` executable (build.mjs). It asks Node to keep V8's compiled code of the modules it
 * loads next on disk (Node 22.1+; off with NODE_DISABLE_COMPILE_CACHE=1), then loads main.ts, which loads commander
 * and the one command asked for. Hence no static import here: those would load before the cache is on.
 * `--version` and `completion <shell>` (the script the build wrote by running the CLI, dist/completion/) are
 * answered without loading it.
 */

declare const __TOOLBOX_VERSION__: string;

interface Resolved {
  url: string;
  format?: string;
  shortCircuit?: boolean;
}
type Resolve = (specifier: string, context: { parentURL?: string }) => Resolved;
// Node 20 has neither (its types neither); registerHooks came in 22.15.
const nodeModule = process.getBuiltinModule('node:module') as {
  enableCompileCache?: () => unknown;
  registerHooks?: (hooks: {
    resolve: (specifier: string, context: { parentURL?: string }, next: Resolve) => Resolved;
  }) => unknown;
};
nodeModule.enableCompileCache?.();
// The bundle's chunks import each other as `./name.mjs`: Node's own resolution of each import (file checks, the
// real path, the format) was ~15% of a small command's start (`toolbox time`: 194M -> 162M instructions on Node 22).
const dist = new URL('.', import.meta.url).href;
nodeModule.registerHooks?.({
  resolve: (specifier, context, next) =>
    specifier.startsWith('./') && specifier.endsWith('.mjs') && context.parentURL?.startsWith(dist)
      ? { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true }
      : next(specifier, context),
});

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  await print(`${__TOOLBOX_VERSION__}\n`);
} else if (
  !(argv.length === 2 && argv[0] === 'completion' && (await printBuiltCompletion(argv[1]!))) &&
  !(argv.length === 3 && argv[0] === 'commit' && argv[1] === 'lint' && (await lintInHookBundle(argv)))
) {
  const [{ main }, { processContext }] = await Promise.all([import('./main'), import('./context')]);
  process.exitCode = await main(argv, processContext());
}

/** Prints dist/completion/<shell>; false for a word that names none (main then answers as for any argv). */
async function printBuiltCompletion(shell: string): Promise<boolean> {
  if (!/^[a-z]+$/.test(shell)) return false;
  let script: string;
  try {
    script = process
      .getBuiltinModule('node:fs')
      .readFileSync(new URL(`completion/${shell}`, import.meta.url), 'utf8');
  } catch {
    return false;
  }
  await print(script);
  return true;
}

/**
 * The commit-msg hook's `toolbox commit lint FILE` (a file, no flags: stdin, --from and the global flags take main.ts)
 * from its own bundle (commit-lint-entry.ts); false when main.ts must run it.
 */
async function lintInHookBundle(argv: readonly string[]): Promise<boolean> {
  if (argv[2]!.startsWith('-')) return false;
  // A variable: the bundle is a file of dist/, built apart (build.mjs).
  const bundle = './hook/hook.mjs';
  const { run } = (await import(bundle)) as typeof import('./commit-lint-entry');
  return run(argv);
}

/** Written as every command writes its lines (`toolbox completion bash | head` exits 0). */
async function print(text: string) {
  const { stdoutLines } = await import('./platform/stdio-lines');
  stdoutLines.write(text);
}

export {};
