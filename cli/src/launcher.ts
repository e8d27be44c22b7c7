/**
 * dist/toolbox.js, the `toolbox` executable. CommonJS on purpose (build.mjs writes dist/package.json saying
 * so): Node starts a CommonJS file about 5 ms sooner than an ES module, most of what `toolbox --version` costs
 * over bare `node` (budget 100 ms). `toolbox commit lint FILE`, what the commit-msg hook runs on every commit,
 * goes to its own one-file bundle (commit-lint-entry.ts); everything else runs in the ES module bundle,
 * dist/toolbox.mjs (bin.ts).
 */
import { launchTarget } from './launch-target';

declare const __TOOLBOX_VERSION__: string;

const target = launchTarget(process.argv.slice(2));
if (target === 'version') {
  process.stdout.write(`${__TOOLBOX_VERSION__}\n`);
} else {
  // Node 22.1+ keeps V8's compiled code of the bundles on disk (os.tmpdir()/node-compile-cache; off with
  // NODE_DISABLE_COMPILE_CACHE=1), so a second run skips most parsing and compiling. Node 20 has no such API.
  (require('node:module') as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  // Variables, because the bundles exist only in dist/; esbuild keeps the specifiers as they are.
  const bundle = target === 'commit-lint' ? './hook/commit-lint.mjs' : './toolbox.mjs';
  import(bundle);
}
