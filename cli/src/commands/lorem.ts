import { LOREM_UNITS } from '@toolbox/core/tools/lines';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'Lorem ipsum placeholder text: words, sentences or paragraphs, the same text again for the same --seed.';

export const examples: readonly Example[] = [
  { command: 'toolbox lorem 3', description: 'three paragraphs' },
  { command: 'toolbox lorem 12 --unit words', description: 'a heading-sized run of words' },
  {
    command: 'toolbox lorem 2 --unit sentences --seed 7 --no-classic',
    description: 'reproducible, no classic opening',
  },
];

const flags = defineFlags({
  unit: { flag: '--unit <unit>', description: 'what to count', choices: LOREM_UNITS, default: 'paragraphs' },
  seed: {
    flag: '--seed <n>',
    description: 'the same seed, the same text',
    number: { min: 0, max: 4_294_967_295, integer: true },
  },
  classic: { flag: '--no-classic', description: 'do not start with "Lorem ipsum dolor sit amet…"' },
});

export function configure(cmd: Command) {
  flags.configure(cmd.argument('[count]', 'how many words, sentences or paragraphs (default 1)'));
}

export interface LoremOptions extends ReturnType<typeof flags.read> {
  count: number;
}

export function toOptions(parsed: ParsedCommand): LoremOptions {
  const count = readFlags(parsed).arg(0);
  return { count: count === undefined ? 1 : Number(count), ...flags.read(parsed) };
}

export async function run(options: LoremOptions, ctx: CliContext) {
  const { runLorem } = await import('@toolbox/core/tools/lines');
  const result = runLorem(
    {
      unit: options.unit,
      count: options.count,
      classic: options.classic,
      ...(options.seed !== undefined ? { seed: options.seed } : {}),
    },
    ctx.random,
  );
  if (ctx.json) ctx.print(JSON.stringify(result, null, 2));
  else ctx.print(result.text);
}
