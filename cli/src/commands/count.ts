import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Count characters (code points), graphemes, words, lines and UTF-8 bytes of a text, as wc counts them and as people do.';

export const examples: readonly Example[] = [
  { command: 'toolbox count notes.md', description: 'characters, graphemes, words, lines, bytes' },
  { command: 'echo "👍🏽 ok" | toolbox count --json' },
];

const flags = defineFlags({
  text: { flag: '--text <text>', description: 'count this text instead of a file' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[file]', 'the file, or - for stdin (default: stdin when piped)'));
}

export interface CountOptions {
  file: string | undefined;
  text: string | undefined;
}

export function toOptions(parsed: ParsedCommand): CountOptions {
  return { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

/** The text to count and its size in bytes: a file's or stdin's own, as wc -c counts them. */
async function input(ctx: CliContext, options: CountOptions): Promise<{ text: string; bytes?: number }> {
  if (options.text !== undefined && options.text !== '-') return { text: options.text };
  const { readInputBytes } = await import('../output/read-input');
  const bytes = await readInputBytes(ctx, options.file ?? '-', 'a text file');
  return { text: utf8Only(bytes), bytes: bytes.length };
}

const REPLACEMENT = Buffer.from('\uFFFD');

/** The text wc -m and -w read in bytes: a byte not part of UTF-8 (Latin-1's é) is skipped, neither a character nor
 * a word's break, where Node's decoder would make each a U+FFFD. A U+FFFD the bytes spell (EF BF BD) stays. */
function utf8Only(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  if (!text.includes('\uFFFD')) return text;
  const pieces: string[] = [];
  let start = 0;
  for (let at = bytes.indexOf(REPLACEMENT); at !== -1; at = bytes.indexOf(REPLACEMENT, start)) {
    pieces.push(bytes.subarray(start, at).toString('utf8').replaceAll('\uFFFD', ''));
    start = at + REPLACEMENT.length;
  }
  pieces.push(bytes.subarray(start).toString('utf8').replaceAll('\uFFFD', ''));
  return pieces.join('\uFFFD');
}

export async function run(options: CountOptions, ctx: CliContext) {
  const { runTextCount } = await import('@toolbox/core/tools/text-case');
  const { text, bytes } = await input(ctx, options);
  const count = { ...runTextCount(text), ...(bytes === undefined ? {} : { bytes }) };
  if (ctx.json) ctx.print(JSON.stringify(count, null, 2));
  else
    ctx.print(
      [
        `characters: ${count.characters}`,
        `graphemes: ${count.graphemes}`,
        `words: ${count.words}`,
        `lines: ${count.lines} (${count.newlines} newlines)`,
        `bytes: ${count.bytes}`,
      ].join('\n'),
    );
}
