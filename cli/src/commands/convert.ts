import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';

export const description =
  'Convert between JSON, YAML (anchors, several documents) and TOML; bad input names its line and column.';

export const examples: readonly Example[] = [
  { command: 'toolbox convert docker-compose.yml --to json' },
  { command: 'toolbox convert Cargo.toml --to yaml --sort-keys' },
  { command: 'cat config.json | toolbox convert - --to toml -o config.toml' },
];

const FORMATS = ['json', 'yaml', 'toml'] as const;

export function configure(cmd: Command) {
  cmd
    .argument('[file]', 'a .json, .yaml/.yml or .toml file, or - for stdin (default: stdin when piped)')
    .requiredOption('--to <format>', 'json, yaml or toml')
    .option('--from <format>', 'json, yaml or toml (default: from the extension, else guessed)')
    .option('--sort-keys', 'sort object keys at every depth')
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .option('-f, --force', 'overwrite the -o file');
}

export interface ConvertOptions {
  file: string | undefined;
  to: (typeof FORMATS)[number];
  from: (typeof FORMATS)[number] | undefined;
  sortKeys: boolean;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): ConvertOptions {
  const f = readFlags(parsed);
  const to = f.choice('to', FORMATS);
  if (!to) throw new UsageError('--to json, yaml or toml is required.');
  return {
    file: f.arg(0),
    to,
    from: f.choice('from', FORMATS),
    sortKeys: f.boolean('sortKeys'),
    output: f.string('output'),
    force: f.boolean('force'),
  };
}

export async function run(options: ConvertOptions, ctx: CliContext) {
  const { convertData } = await import('@toolbox/core/tools/convert');
  const { readInput, writeOutput } = await import('../output/write-output');
  const text = await readInput(ctx, options.file, 'a JSON, YAML or TOML file');
  const result = convertData({
    text,
    to: options.to,
    sortKeys: options.sortKeys,
    ...(options.from ? { from: options.from } : {}),
    ...(options.file && options.file !== '-' ? { fileName: options.file } : {}),
  });
  await writeOutput(ctx, result.output, options);
}
