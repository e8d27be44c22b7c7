import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { argumentOrLines } from '../output/argument-or-lines';

export const description =
  "The media type of a file name or extension (report.pdf, .json), or what a type is (application/json), from IANA's registry with its RFC, and Apache's and nginx's extension lists (mime-db).";

export const examples: readonly Example[] = [
  { command: 'toolbox mime report.pdf', description: 'application/pdf  .pdf  iana  [RFC8118]' },
  { command: 'toolbox mime application/json --json' },
  { command: 'toolbox mime openxml sheet', description: 'every type whose name holds both words' },
  { command: 'ls dist | toolbox mime -', description: 'the type of each file name' },
];

const flags = defineFlags({
  file: { flag: '--file <file>', description: 'look up each line of this file (- for stdin)' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument(
      '[query...]',
      'a file name, an extension, a media type or words, or - for stdin (one a line)',
    ),
  );
}

export interface MimeOptions {
  query: string | undefined;
  file: string | undefined;
}

export function toOptions(parsed: ParsedCommand): MimeOptions {
  const words = readFlags(parsed).args();
  return { query: words.length > 0 ? words.join(' ') : undefined, ...flags.read(parsed) };
}

export async function run(options: MimeOptions, ctx: CliContext) {
  const { runMimeLookup, runMimeLookupText } = await import('@toolbox/core/tools/http-reference');
  const queries = await argumentOrLines(
    ctx,
    options.query,
    options.file,
    'file names or media types, one a line',
  );
  const types: Awaited<ReturnType<typeof runMimeLookup>> = [];
  for (const query of queries) types.push(...(await runMimeLookup({ query })));
  ctx.print(ctx.json ? JSON.stringify(types, null, 2) : runMimeLookupText(types));
}
