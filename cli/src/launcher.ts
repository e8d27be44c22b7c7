/**
 * dist/toolbox.js, the `toolbox` executable. CommonJS on purpose (build.mjs writes dist/package.json saying
 * so): Node starts a CommonJS file sooner than an ES module, and `toolbox --version` is answered here. The
 * commit-msg hook's `toolbox commit lint FILE` (commit-lint-entry.ts) and the small commands (fast-commands.ts)
 * run from CommonJS bundles of their own, loaded with a compile cache (code-cache.ts); everything else runs in the
 * ES module bundle, dist/toolbox.mjs (bin.ts), as does whatever a small bundle hands over.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasBuiltInCompileCache, loadBundle } from './code-cache';
import { fastBundleFor, fastCacheVariant } from './fast-commands';
import { launchTarget } from './launch-target';
import { stdoutLines } from './platform/stdio-lines';

declare const __TOOLBOX_VERSION__: string;
/** Each CommonJS bundle's build hash (build.mjs), which names its compile cache. */
declare const __TOOLBOX_BUNDLE_HASHES__: Readonly<Record<string, string>>;

/** What a CommonJS bundle exports: it runs argv and answers false when the full CLI must run it instead. */
interface Bundle {
  run(argv: readonly string[]): Promise<boolean>;
}

/**
 * The require of the bundle `file`: another of the build's CommonJS bundles beside it (`./name.cjs`, as the hook's
 * YAML parser, build.mjs) loads through the code cache as well; anything else is the launcher's require (the
 * bundles call require, nothing of its properties).
 */
function bundleRequire(file: string): NodeJS.Require {
  const dir = file.slice(0, file.lastIndexOf('/') + 1);
  // Each of a bundle's modules requires `node:fs` and the like for itself: answered once, without Node's loader.
  const loaded = new Map<string, unknown>();
  const own = (id: string) => {
    if (loaded.has(id)) return loaded.get(id);
    const beside = id.startsWith('./') && id.endsWith('.cjs') ? `${dir}${id.slice(2)}` : '';
    const hash = __TOOLBOX_BUNDLE_HASHES__[beside];
    const exports =
      hash === undefined ? require(id) : loadBundle(join(__dirname, beside), hash, 'any', require);
    loaded.set(id, exports);
    return exports;
  };
  return own as NodeJS.Require;
}

function runFullCli() {
  // A variable, because the bundle exists only in dist/; esbuild keeps the specifier as it is.
  const bundle = './toolbox.mjs';
  import(bundle);
}

/** `toolbox completion <shell>`: the script the full CLI printed at build time (dist/completion/), else the CLI. */
function printCompletionScript(shell: string) {
  let script: string;
  try {
    script = readFileSync(join(__dirname, 'completion', shell), 'utf8');
  } catch {
    runFullCli();
    return;
  }
  stdoutLines.write(script);
}

const argv = process.argv.slice(2);
const target = launchTarget(argv);
if (target === 'version') {
  stdoutLines.write(`${__TOOLBOX_VERSION__}\n`);
} else if (target === 'completion') {
  printCompletionScript(argv[1]!);
} else {
  // Node 22.1+ keeps V8's compiled code of the bundles on disk (os.tmpdir()/node-compile-cache; off with
  // NODE_DISABLE_COMPILE_CACHE=1), so a second run skips most parsing and compiling; Node 20 has code-cache.ts.
  if (hasBuiltInCompileCache())
    (require('node:module') as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  const file = target === 'commit-lint' ? 'hook/commit-lint.cjs' : fastBundleFor(argv);
  if (target === 'cli' || file === undefined) runFullCli();
  else {
    // Each small command (and subcommand) keeps a compile cache of its own (what it compiles differs); the hook
    // has one bundle.
    const variant = target === 'fast' ? fastCacheVariant(argv) : target;
    // A run that printed help, or handed the command to the full CLI, did little of the bundle's work: its compile
    // cache is a partial one (code-cache.ts).
    const helpAsked = argv.includes('--help') || argv.includes('-h');
    let handedOver = false;
    const bundle = loadBundle(
      join(__dirname, file),
      __TOOLBOX_BUNDLE_HASHES__[file]!,
      variant,
      bundleRequire(file),
      (code) => code === 0 && !helpAsked && !handedOver,
    ) as Bundle;
    bundle.run(argv).then((handled) => {
      if (handled) return;
      handedOver = true;
      runFullCli();
    });
  }
}
