/**
 * The ES module entry (dist/toolbox.mjs), loaded by launcher.ts for every command but `--version`, the hook's
 * `commit lint FILE` and the small commands (fast-commands.ts): the command line goes to main.ts, which loads
 * commander and the one command asked for.
 */

const [{ main }, { processContext }] = await Promise.all([import('./main'), import('./context')]);
process.exitCode = await main(process.argv.slice(2), processContext());

export {};
