import { generateTypes, TYPE_LANGUAGES, type TypeLanguage } from '@toolbox/core/tools/json-to-types';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'TypeScript, Zod, JSON Schema, Go, Rust, Python (dataclasses or pydantic), Kotlin or C# types inferred from JSON samples (one document, or JSON Lines).';

export const examples: readonly Example[] = [
  { command: 'toolbox types users.json --name User', description: 'TypeScript interfaces' },
  { command: 'curl -s https://api.example.com/items | toolbox types - --lang zod -o src/schema.ts' },
  { command: 'toolbox types events.jsonl --lang json-schema --name Event' },
  { command: 'toolbox types users.json --lang go --name User -o user.go', description: 'Go structs' },
];

const flags = defineFlags({
  lang: { flag: '--lang <lang>', description: 'what to generate', choices: TYPE_LANGUAGES, default: 'ts' },
  name: { flag: '--name <name>', description: 'the root type’s name', default: 'Root' },
  output: outputFile,
  force: forceOutput,
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument('[file]', 'JSON or JSON Lines file, or - for stdin (default: stdin when piped)'),
  );
}

export interface TypesOptions {
  file: string | undefined;
  lang: TypeLanguage;
  name: string;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): TypesOptions {
  return { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

export async function run(options: TypesOptions, ctx: CliContext) {
  const [{ readDocument }, { printsJson, writeOutput }] = await Promise.all([
    import('../output/read-input'),
    import('../output/write-output'),
  ]);
  const text = await readDocument(ctx, options.file, 'a JSON file');
  const code = await generateTypes({ text, lang: options.lang, name: options.name });
  if (printsJson(ctx, options)) {
    ctx.print(JSON.stringify({ lang: options.lang, name: options.name, code }, null, 2));
    return;
  }
  await writeOutput(ctx, code, options);
}
