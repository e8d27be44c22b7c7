import { TEXT_CASES } from '@toolbox/core/tools/text-case';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Rename text into camel, pascal, snake, kebab, constant, title, capital, sentence, dot, path, lower or upper case, each line on its own (--whole: as one).';

export const examples: readonly Example[] = [
  { command: 'toolbox case user_id --to camel', description: 'userId' },
  { command: 'cut -d, -f1 columns.csv | toolbox case - --to camel', description: 'one name a line' },
  { command: 'toolbox case "XMLHttpRequest"', description: 'every case, one a line' },
  { command: 'toolbox case TestV2 --to snake --separate-numbers', description: 'test_v_2' },
];

const flags = defineFlags({
  to: { flag: '-t, --to <case>', description: 'the case (default: every case)', choices: TEXT_CASES },
  whole: { flag: '--whole', description: 'rename the whole text as one name instead of line by line' },
  separateNumbers: {
    flag: '--separate-numbers',
    description: 'digits start a word of their own (TestV2 -> test_v_2)',
  },
  file: { flag: '--file <path>', description: 'read the text from this file (- for stdin)' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[text]', 'the text, or - for stdin (default: stdin when piped)'));
}

export interface CaseOptions {
  text: string | undefined;
  file: string | undefined;
  to: (typeof TEXT_CASES)[number] | undefined;
  whole: boolean;
  separateNumbers: boolean;
}

export function toOptions(parsed: ParsedCommand): CaseOptions {
  return { text: readFlags(parsed).arg(0), ...flags.read(parsed) };
}

/** The text given as an argument, or read from --file, `-` or piped stdin. */
async function textOf(ctx: CliContext, text: string | undefined, file: string | undefined) {
  if (text !== undefined && text !== '-' && file === undefined) return text;
  const { readInput } = await import('../output/read-input');
  return readInput(ctx, file ?? text, 'a text file');
}

export async function run(options: CaseOptions, ctx: CliContext) {
  const { runTextCase } = await import('@toolbox/core/tools/text-case');
  const { results, lineBreak } = runTextCase({
    text: await textOf(ctx, options.text, options.file),
    ...(options.to ? { to: options.to } : {}),
    perLine: !options.whole,
    separateNumbers: options.separateNumbers,
  });
  if (ctx.json) ctx.print(JSON.stringify(options.to ? results[0] : results, null, 2));
  // print() ends the text with \n: a Windows text's last name ends with \r\n as its others do.
  else if (options.to) ctx.print(`${results[0]?.text ?? ''}${lineBreak ? '\r' : ''}`);
  else ctx.print(results.map((r) => `${r.case}: ${r.text}`).join('\n'));
}
