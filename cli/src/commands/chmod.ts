import { CHMOD_KINDS } from '@toolbox/core/tools/chmod';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Read a file mode as octal (755), symbolic (u=rwx,g=rx) or an ls -l string (-rwxr-x---) and write it the other two ways, with setuid, setgid, sticky and the umask.';

export const examples: readonly Example[] = [
  { command: 'toolbox chmod -- -rwxr-x---', description: 'octal 0750, u=rwx,g=rx,o=' },
  { command: 'toolbox chmod 4755', description: '-rwsr-xr-x, setuid' },
  { command: 'toolbox chmod go-w --from 666 --json' },
  { command: 'toolbox chmod 2775 --kind directory --umask 027' },
  { command: "stat -c '%A' * | toolbox chmod -", description: 'one mode a line' },
];

const flags = defineFlags({
  from: {
    flag: '--from <mode>',
    description: 'the mode a symbolic change starts from (octal or ls -l; default 000)',
  },
  umask: {
    flag: '--umask <octal>',
    description: 'the umask (who-less changes like +x leave its bits alone)',
    default: '022',
  },
  kind: {
    flag: '--kind <kind>',
    description: 'what the mode is for (an ls -l --from says it by its first letter: d is a directory)',
    choices: CHMOD_KINDS,
    default: 'file',
  },
  file: { flag: '--file <path>', description: 'read modes from this file, one a line (- for stdin)' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[mode]', 'the mode, or - for stdin (one a line; default: stdin when piped)'));
}

export interface ChmodOptions {
  mode: string | undefined;
  file: string | undefined;
  from: string | undefined;
  umask: string;
  kind: (typeof CHMOD_KINDS)[number];
}

export function toOptions(parsed: ParsedCommand): ChmodOptions {
  return { mode: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

export async function run(options: ChmodOptions, ctx: CliContext) {
  const { runChmod, runChmodText } = await import('@toolbox/core/tools/chmod');
  let modes: string[];
  if (options.mode !== undefined && options.mode !== '-' && options.file === undefined) {
    modes = [options.mode];
  } else {
    const { readInput } = await import('../output/read-input');
    const text = await readInput(ctx, options.file ?? options.mode, 'modes, one a line');
    modes = text.split('\n').filter((line) => line.trim() !== '');
    if (modes.length === 0) modes = [''];
  }
  const results = modes.map((mode) =>
    runChmod({ mode, from: options.from, umask: options.umask, kind: options.kind }),
  );
  if (ctx.json) ctx.print(JSON.stringify(results.length === 1 ? results[0] : results, null, 2));
  else ctx.print(results.map(runChmodText).join('\n\n'));
}
