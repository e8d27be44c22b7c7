/**
 * dist/toolbox.js, the `toolbox` executable. CommonJS on purpose (build.mjs writes dist/package.json saying
 * so): Node starts a CommonJS file about 5 ms sooner than an ES module, most of what `toolbox --version` costs
 * over bare `node` (budget 100 ms). Everything else runs in the ES module bundle, dist/toolbox.mjs (bin.ts).
 */
declare const __TOOLBOX_VERSION__: string;

const launcherArgs = process.argv.slice(2);
if (launcherArgs.length === 1 && (launcherArgs[0] === '--version' || launcherArgs[0] === '-V')) {
  process.stdout.write(`${__TOOLBOX_VERSION__}\n`);
} else {
  // A variable, because the bundle exists only in dist/; esbuild keeps the specifier as it is.
  const bundle = './toolbox.mjs';
  import(bundle);
}
