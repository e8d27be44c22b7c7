import { LINES_SORTS } from '@toolbox/core/tools/lines';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Sort (bytes as LC_ALL=C, natural or a locale), dedupe, reverse, shuffle with a seed, trim, wrap, split and join lines.';

export const examples: readonly Example[] = [
  { command: 'toolbox lines names.txt --sort bytes --unique', description: 'as LC_ALL=C sort -u' },
  { command: 'toolbox lines files.txt --sort natural', description: 'file2 before file10' },
  { command: 'toolbox lines ids.txt --join ", " --prefix "\'" --suffix "\'"', description: "'a', 'b', 'c'" },
  { command: 'toolbox lines team.txt --shuffle --seed 7', description: 'the same order every time' },
  { command: 'echo "a,b,c" | toolbox lines --split ,', description: 'one a line' },
];

const flags = defineFlags({
  sort: { flag: '--sort <order>', description: 'sort the lines', choices: LINES_SORTS.slice(1) },
  locale: { flag: '--locale <tag>', description: "the language of --sort locale's order (default en)" },
  unique: {
    flag: '--unique',
    description: 'keep each line once, where it first appears (after --sort: sort -u)',
  },
  uniqueAdjacent: { flag: '--unique-adjacent', description: 'fold runs of equal lines into one, as uniq' },
  reverse: { flag: '--reverse', description: 'reverse the order (tac; after --sort: sort -r)' },
  shuffle: { flag: '--shuffle', description: 'shuffle the lines (the seed is printed on stderr)' },
  seed: {
    flag: '--seed <n>',
    description: 'the shuffle seed',
    number: { min: 0, max: 4_294_967_295, integer: true },
  },
  trim: { flag: '--trim', description: 'trim space from both ends of each line' },
  dropBlank: { flag: '--drop-blank', description: 'drop lines that are empty or only space' },
  lowercase: { flag: '--lowercase', description: 'lower-case each line' },
  split: {
    flag: '--split <sep>',
    description: 'read items separated by this instead of lines (\\t, \\n understood)',
  },
  join: {
    flag: '--join <sep>',
    description: 'write the items separated by this (paste -sd; \\t, \\n understood)',
  },
  prefix: { flag: '--prefix <text>', description: 'add this before each item' },
  suffix: { flag: '--suffix <text>', description: 'add this after each item' },
  listPrefix: { flag: '--list-prefix <text>', description: 'add this before the whole list ([)' },
  listSuffix: { flag: '--list-suffix <text>', description: 'add this after the whole list (])' },
  text: { flag: '--text <text>', description: 'use this text instead of a file' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[file]', 'the file, or - for stdin (default: stdin when piped)'));
}

type Flags = ReturnType<typeof flags.read>;
export interface LinesOptions extends Flags {
  file: string | undefined;
}

export function toOptions(parsed: ParsedCommand): LinesOptions {
  return { file: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

export async function run(options: LinesOptions, ctx: CliContext) {
  const { runLines } = await import('@toolbox/core/tools/lines');
  const { file, text, uniqueAdjacent, unique, ...rest } = options;
  let input = text;
  if (input === undefined) {
    // Strictly: a byte that is not UTF-8, read as U+FFFD, would be written back as another character.
    const { readUtf8 } = await import('../output/read-input');
    input = await readUtf8(ctx, file, 'a text file');
  }
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const result = runLines(
    { ...defined, text: input, unique: uniqueAdjacent ? 'adjacent' : unique ? 'all' : 'none' },
    ctx.random,
  );
  if (ctx.json) {
    ctx.print(JSON.stringify(result, null, 2));
    return;
  }
  if (result.seed !== undefined && options.seed === undefined) ctx.warn(`seed: ${result.seed}`);
  // print() ends the text with \n: a Windows text's last line ends with \r\n as its others do.
  if (result.text !== '' || result.written > 0)
    ctx.print(result.lineBreak ? `${result.text}\r` : result.text);
}
