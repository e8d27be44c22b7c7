import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Turn docker run lines into a Compose file, a service each; the flags Compose cannot express are listed as comments (with --json, as notes).';

export const examples: readonly Example[] = [
  {
    command: "echo 'docker run -d -p 8080:80 --name web nginx' | toolbox compose",
    description: 'a web service',
  },
  { command: 'toolbox compose run.sh -o compose.yaml', description: 'every docker run line of a script' },
  { command: 'toolbox compose run.sh --json', description: '{ yaml, compose, notes }' },
];

const flags = defineFlags({ output: outputFile, force: forceOutput });

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument('[file]', 'a file of docker run lines, or - for stdin (default: stdin when piped)'),
  );
}

export interface ComposeOptions {
  file: string | undefined;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): ComposeOptions {
  return { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

// Imported when the command runs, not when `toolbox --help` lists it: the CLI's start stays small.
export async function run(options: ComposeOptions, ctx: CliContext) {
  const { runDockerCompose, runDockerComposeText } = await import('@toolbox/core/tools/docker-compose');
  const { readInput } = await import('../output/read-input');
  const text = await readInput(ctx, options.file, 'docker run lines');
  if (ctx.json) {
    ctx.print(JSON.stringify(runDockerCompose({ text }), null, 2));
    return;
  }
  const { writeOutput } = await import('../output/write-output');
  await writeOutput(ctx, runDockerComposeText({ text }), options);
}
