import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';
import { argumentOrLines } from '../output/argument-or-lines';

export const description =
  "What an HTTP status code means, from IANA's registry, with its RFC section: a code (422), a class (4xx) or words (teapot); all of them with no argument.";

export const examples: readonly Example[] = [
  {
    command: 'toolbox http-status 422',
    description: '422 Unprocessable Content (also "Unprocessable Entity")  [RFC9110, Section 15.5.21]',
  },
  { command: 'toolbox http-status 4xx' },
  { command: 'toolbox http-status too many --json' },
  {
    command: "awk '{print $9}' access.log | sort -u | toolbox http-status -",
    description: 'one code a line',
  },
];

const flags = defineFlags({
  file: { flag: '--file <file>', description: 'look up each line of this file (- for stdin)' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument(
      '[query...]',
      'a code, a class (4xx) or words, or - for stdin (one a line); none: every code',
    ),
  );
}

export interface HttpStatusOptions {
  query: string | undefined;
  file: string | undefined;
}

export function toOptions(parsed: ParsedCommand): HttpStatusOptions {
  const words = readFlags(parsed).args();
  return { query: words.length > 0 ? words.join(' ') : undefined, ...flags.read(parsed) };
}

export async function run(options: HttpStatusOptions, ctx: CliContext) {
  const { runHttpStatus, runHttpStatusText } = await import('@toolbox/core/tools/http-reference');
  const everything = options.query === undefined && options.file === undefined && ctx.stdinIsTTY;
  const queries = everything
    ? ['']
    : await argumentOrLines(ctx, options.query, options.file, 'status codes, one a line');
  const statuses = queries.flatMap((query) => runHttpStatus({ query }));
  ctx.print(ctx.json ? JSON.stringify(statuses, null, 2) : runHttpStatusText(statuses));
}
