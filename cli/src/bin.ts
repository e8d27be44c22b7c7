/**
 * The ES module entry (dist/toolbox.mjs), loaded by launcher.ts for everything but `--version`: the command
 * line goes to main.ts, which loads commander and the one command asked for.
 */

// `toolbox ... | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const [{ main }, { processContext }] = await Promise.all([import('./main'), import('./context')]);
process.exitCode = await main(process.argv.slice(2), processContext());

export {};
