import { DATA_FORMATS as FORMATS, runConvert } from '@toolbox/core/tools/convert';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Convert between JSON, YAML (anchors, several documents) and TOML; bad input names its line and column.';

export const examples: readonly Example[] = [
  { command: 'toolbox convert docker-compose.yml --to json' },
  { command: 'toolbox convert Cargo.toml --to yaml --sort-keys' },
  { command: 'cat config.json | toolbox convert - --to toml -o config.toml' },
];

const flags = defineFlags({
  to: { flag: '--to <format>', description: 'the format to write', choices: FORMATS, required: true },
  from: {
    flag: '--from <format>',
    description: 'the format to read (default: from the extension, else guessed)',
    choices: FORMATS,
  },
  sortKeys: { flag: '--sort-keys', description: 'sort object keys at every depth' },
  output: outputFile,
  force: forceOutput,
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument('[file]', 'a .json, .yaml/.yml or .toml file, or - for stdin (default: stdin when piped)'),
  );
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
  return { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

export async function run(options: ConvertOptions, ctx: CliContext) {
  const [{ readDocument }, { printsJson, writeOutput }] = await Promise.all([
    import('../output/read-input'),
    import('../output/write-output'),
  ]);
  const text = await readDocument(ctx, options.file, 'a JSON, YAML or TOML file');
  const result = await runConvert({
    text,
    to: options.to,
    sortKeys: options.sortKeys,
    ...(options.from ? { from: options.from } : {}),
    ...(options.file && options.file !== '-' ? { fileName: options.file } : {}),
  });
  if (printsJson(ctx, options)) {
    ctx.print(JSON.stringify(result, null, 2));
    return;
  }
  await writeOutput(ctx, result.output, options);
}
