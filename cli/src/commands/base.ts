import { NUMBER_BASE_LIMITS } from '@toolbox/core/tools/number-base';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  "Convert a number between bases 2 to 36, exactly at any size, with its two's-complement bits and its bytes in both byte orders.";

export const examples: readonly Example[] = [
  { command: 'toolbox base 0x1F', description: 'binary 11111, octal 37, decimal 31, hex 1f' },
  {
    command: 'toolbox base --width 16 -- -1',
    description:
      "two's complement: ffff, bytes ff ff (options before the -- that lets a number start with -)",
  },
  { command: 'toolbox base zz --from 36 --to 3 --json' },
  { command: 'toolbox base --file numbers.txt', description: 'one number a line' },
];

const { radix, width } = NUMBER_BASE_LIMITS;
const flags = defineFlags({
  from: {
    flag: '--from <base>',
    description: `the base the number is written in (${radix.min}-${radix.max}; default: 0x/0o/0b prefix, else 10)`,
    number: { ...radix, integer: true },
  },
  to: { flag: '--to <base>', description: 'also write it in this base (repeatable)', list: 'split' },
  width: {
    flag: '-w, --width <bits>',
    description: `bits of the two's-complement pattern (${width.min}-${width.max}; default: the fewest bytes)`,
    number: { ...width, integer: true },
  },
  file: { flag: '--file <path>', description: 'read numbers from this file, one a line (- for stdin)' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument('[number]', 'the number, or - for stdin (one a line; default: stdin when piped)'),
  );
}

export interface BaseOptions {
  number: string | undefined;
  file: string | undefined;
  from: number | undefined;
  to: number[];
  width: number | undefined;
}

export function toOptions(parsed: ParsedCommand): BaseOptions {
  const { from, to, width, file } = flags.read(parsed);
  // A usage error (exit 2) as --from's, not the core's bad-input one (exit 1).
  const bases = (to ?? []).map((item) => {
    const base = Number(item);
    if (!Number.isInteger(base) || base < radix.min || base > radix.max)
      throw new UsageError(`--to must be between ${radix.min} and ${radix.max}, not "${item}".`);
    return base;
  });
  return { number: readFlags(parsed).arg(0), file, from, to: bases, width };
}

export async function run(options: BaseOptions, ctx: CliContext) {
  const { runNumberBase, runNumberBaseText } = await import('@toolbox/core/tools/number-base');
  const { eachLine } = await import('../output/each-line');
  const input = { from: options.from, to: options.to, width: options.width };
  const read = (value: string) => runNumberBase({ ...input, value });
  let results: ReturnType<typeof runNumberBase>[];
  if (options.number !== undefined && options.number !== '-' && options.file === undefined) {
    results = [read(options.number)];
  } else {
    const { readInput } = await import('../output/read-input');
    results = eachLine(await readInput(ctx, options.file ?? options.number, 'numbers, one a line'), read);
  }
  if (ctx.json) ctx.print(JSON.stringify(results.length === 1 ? results[0] : results, null, 2));
  else ctx.print(results.map(runNumberBaseText).join('\n\n'));
}
