import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';

export const examples: readonly Example[] = [
  { command: 'toolbox keys notes.txt', description: 'prints the result' },
  { command: 'echo hello | toolbox keys - -o out.txt' },
];

const flags = defineFlags({ output: outputFile, force: forceOutput });

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[file]', 'input file, or - for stdin (default: stdin when piped)'));
}

export interface KeysOptions {
  file: string | undefined;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): KeysOptions {
  return { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

// Imported when the command runs, not when `toolbox --help` lists it: the CLI's start stays small.
export async function run(options: KeysOptions, ctx: CliContext) {
  const { generateKeys } = await import('@toolbox/core/tools/keys');
  const { readInput } = await import('../output/read-input');
  const { writeOutput } = await import('../output/write-output');
  const file = generateKeys({ text: await readInput(ctx, options.file, 'a text file') });
  if (ctx.json) ctx.print(JSON.stringify(file, null, 2));
  else await writeOutput(ctx, file.data, options);
}
