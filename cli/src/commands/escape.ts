import { ESCAPE_FORMATS, type EscapeDirection } from '@toolbox/core/tools/escape';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Write text as a JSON, JavaScript, SQL or CSV literal, HTML or XML text, a URL component or a POSIX shell word (--as).';

export const examples: readonly Example[] = [
  { command: `toolbox escape "it's" --as sql`, description: "'it''s'" },
  { command: 'toolbox escape --as shell --file message.txt', description: 'one single-quoted word' },
  { command: 'printf "a\\tb" | toolbox escape - --as json', description: '"a\\tb"' },
  { command: 'toolbox escape "a,b" --as csv', description: '"a,b"' },
];

const as = {
  flag: '--as <format>',
  description: 'the language',
  choices: ESCAPE_FORMATS,
  default: 'json',
} as const;
const file = { flag: '--file <path>', description: 'read the text from this file (- for stdin)' } as const;

const flags = defineFlags({
  as,
  quote: {
    flag: '--quote <quote>',
    description: 'the quote the --as js literal is written with',
    choices: ['double', 'single'],
    default: 'double',
  },
  file,
});

/** `toolbox unescape`'s: every quote style is read, so it has no --quote. */
export const unescapeFlags = defineFlags({ as, file });

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[text]', 'the text, or - for stdin (default: stdin when piped)'));
}

export interface EscapeOptions {
  text: string | undefined;
  file: string | undefined;
  as: (typeof ESCAPE_FORMATS)[number];
  quote: 'double' | 'single';
}

export function toOptions(parsed: ParsedCommand): EscapeOptions {
  return { text: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

/**
 * The text argument, or --file, `-` or piped stdin with one trailing newline dropped (the one `echo` adds). Read
 * strictly: a byte that is not UTF-8 read as U+FFFD would be escaped as another text than the file's.
 */
async function textOf(ctx: CliContext, options: EscapeOptions): Promise<string> {
  if (options.text !== undefined && options.text !== '-' && options.file === undefined) return options.text;
  const { readUtf8 } = await import('../output/read-input');
  return (await readUtf8(ctx, options.file ?? options.text, 'a text file')).replace(/\r?\n$/, '');
}

export async function runDirection(direction: EscapeDirection, options: EscapeOptions, ctx: CliContext) {
  const { runEscape } = await import('@toolbox/core/tools/escape');
  const { text } = await runEscape({
    text: await textOf(ctx, options),
    as: options.as,
    direction,
    quote: options.quote,
  });
  if (ctx.json) ctx.print(JSON.stringify({ as: options.as, direction, text }, null, 2));
  else ctx.print(text);
}

export const run = (options: EscapeOptions, ctx: CliContext) => runDirection('escape', options, ctx);
