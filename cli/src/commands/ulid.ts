import { ULID_COUNT } from '@toolbox/core/tools/ulid';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'ULIDs from the clock and secure random bytes, one a line (--monotonic within a millisecond), or `decode` a ULID to its time.';

export const examples: readonly Example[] = [
  { command: 'toolbox ulid' },
  { command: 'toolbox ulid --count 5 --monotonic', description: 'five ULIDs in creation order' },
  { command: 'toolbox ulid decode 01ARZ3NDEKTSV4RRFFQ69G5FAV', description: '2016-07-30T23:54:10.259Z' },
  { command: 'cut -f1 ids.tsv | toolbox ulid decode - --json', description: 'one ULID a line' },
  { command: 'toolbox ulid decode --file ids.txt' },
];

const flags = defineFlags({
  count: {
    flag: '-n, --count <n>',
    description: `how many (${ULID_COUNT.min}-${ULID_COUNT.max})`,
    number: { ...ULID_COUNT, integer: true },
    default: 1,
  },
  file: { flag: '--file <file>', description: 'decode the ULIDs in this file, one a line' },
  monotonic: {
    flag: '--monotonic',
    description: 'each ULID in the same millisecond is the one before plus one',
  },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd
      .argument('[mode]', 'decode, to read ULIDs instead of making them')
      .argument('[ulid]', 'the ULID to decode, or - for stdin (one a line)'),
  );
}

export type UlidOptions =
  | { mode: 'generate'; count: number; monotonic: boolean }
  | { mode: 'decode'; text: string | undefined; file?: string };

export function toOptions(parsed: ParsedCommand): UlidOptions {
  const f = readFlags(parsed);
  const mode = f.arg(0);
  const { count, monotonic, file } = flags.read(parsed);
  if (mode === undefined) return { mode: 'generate', count, monotonic };
  if (mode !== 'decode') throw new UsageError(`the only mode is decode, not "${mode}".`);
  if (file !== undefined && f.arg(1) !== undefined) throw new UsageError('give a ULID or --file, not both.');
  return { mode: 'decode', text: f.arg(1), ...(file === undefined ? {} : { file }) };
}

export async function run(options: UlidOptions, ctx: CliContext) {
  const { generateUlids, runUlidDecode } = await import('@toolbox/core/tools/ulid');
  if (options.mode === 'generate') {
    const ulids = generateUlids(options, ctx.random, ctx.clock);
    ctx.print(ctx.json ? JSON.stringify({ ulids }, null, 2) : ulids.join('\n'));
    return;
  }
  const { readInput } = await import('../output/read-input');
  const path = options.file ?? options.text;
  const text =
    options.file !== undefined || path === undefined || path === '-'
      ? await readInput(ctx, path, 'a ULID')
      : (options.text ?? '');
  const { eachLine } = await import('../output/each-line');
  const decoded = eachLine(text, runUlidDecode);
  if (ctx.json) ctx.print(JSON.stringify(decoded.length === 1 ? decoded[0] : decoded, null, 2));
  else
    for (const d of decoded)
      ctx.print(`${d.ulid}  ${d.iso}  ${d.time}  random ${d.randomness}  uuid ${d.uuid}`);
}
