import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';
import { type EscapeOptions, runDirection, unescapeFlags } from './escape';

export const description =
  'Read a JSON, JavaScript, SQL or CSV literal, HTML or XML text, a URL component or a shell word back to its text (--as).';

export const examples: readonly Example[] = [
  { command: `toolbox unescape "'it''s'" --as sql`, description: "it's" },
  { command: `toolbox unescape '"caf\\u00e9\\n"' --as json`, description: 'café and a line break' },
  { command: 'toolbox unescape "&lt;b&gt; &amp;eacute;" --as html' },
];

export function configure(cmd: Command) {
  unescapeFlags.configure(
    cmd.argument('[text]', 'the escaped text, or - for stdin (default: stdin when piped)'),
  );
}

export function toOptions(parsed: ParsedCommand): EscapeOptions {
  return { text: readFlags(parsed).arg(0), ...unescapeFlags.read(parsed), quote: 'double' };
}

export const run = (options: EscapeOptions, ctx: CliContext) => runDirection('unescape', options, ctx);
