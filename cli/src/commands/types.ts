import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';

export const description =
  'TypeScript interfaces, Zod schemas or a JSON Schema inferred from JSON samples (one document, or JSON Lines).';

export const examples: readonly Example[] = [
  { command: 'toolbox types users.json --name User', description: 'TypeScript interfaces' },
  { command: 'curl -s https://api.example.com/items | toolbox types - --lang zod -o src/schema.ts' },
  { command: 'toolbox types events.jsonl --lang json-schema --name Event' },
];

const LANGS = ['ts', 'zod', 'json-schema'] as const;

export function configure(cmd: Command) {
  cmd
    .argument('[file]', 'JSON or JSON Lines file, or - for stdin (default: stdin when piped)')
    .option('--lang <lang>', 'ts, zod or json-schema', 'ts')
    .option('--name <name>', 'the root type’s name', 'Root')
    .option('-o, --output <file>', 'write to this file instead of stdout')
    .option('-f, --force', 'overwrite the -o file');
}

export interface TypesOptions {
  file: string | undefined;
  lang: (typeof LANGS)[number];
  name: string;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): TypesOptions {
  const f = readFlags(parsed);
  return {
    file: f.arg(0),
    lang: f.choice('lang', LANGS, 'ts'),
    name: f.string('name', 'Root'),
    output: f.string('output'),
    force: f.boolean('force'),
  };
}

export async function run(options: TypesOptions, ctx: CliContext) {
  const { generateTypes } = await import('@toolbox/core/tools/json-to-types');
  const { readInput, writeOutput } = await import('../output/write-output');
  const text = await readInput(ctx, options.file, 'a JSON file');
  await writeOutput(ctx, generateTypes({ text, lang: options.lang, name: options.name }), options);
}
