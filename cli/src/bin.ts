export {};

/**
 * The `toolbox` executable (bundled to dist/toolbox.js). `--version` is answered before anything else loads so
 * that cold start stays near bare `node` (budget 100 ms); everything else goes through main.ts.
 */
// Inlined by build.mjs from package.json, so this entry chunk imports nothing before printing it.
declare const __TOOLBOX_VERSION__: string;

const argv = process.argv.slice(2);

if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  process.stdout.write(`${__TOOLBOX_VERSION__}\n`);
} else {
  // `toolbox ... | head` closes the pipe early: that is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  const [{ main }, { processContext }] = await Promise.all([import('./main'), import('./context')]);
  process.exitCode = await main(argv, processContext());
}
