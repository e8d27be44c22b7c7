import type { DecodedUuid } from '@toolbox/core/tools/dev-utilities';
import { generateUuids, UUID_COUNT } from '@toolbox/core/tools/dev-utilities';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags } from '../flag-table';
import { readFlags } from '../flags';

export const description =
  'UUIDs from secure random bytes: v4 (default) or time-ordered v7, one a line; `decode` reads any UUID (version, variant, v1/v6/v7 time, node).';

export const examples: readonly Example[] = [
  { command: 'toolbox uuid' },
  { command: 'toolbox uuid --count 5 --v7', description: 'five time-ordered UUIDs' },
  {
    command: 'toolbox uuid decode 017f22e2-79b0-7cc3-98c4-dc0c0c07398f',
    description: 'v7, 2022-02-22T19:22:22.000Z',
  },
];

const flags = defineFlags({
  count: {
    flag: '-n, --count <n>',
    description: `how many (${UUID_COUNT.min}-${UUID_COUNT.max})`,
    number: { ...UUID_COUNT, integer: true },
    default: 1,
  },
  v7: { flag: '--v7', description: 'UUID version 7' },
  file: { flag: '--file <file>', description: 'decode the UUIDs in this file, one a line' },
});

export function configure(cmd: Command) {
  flags.configure(
    cmd
      .argument('[mode]', 'decode, to read UUIDs instead of making them')
      .argument('[uuid]', 'the UUID to decode, or - for stdin (one a line)'),
  );
}

export type UuidOptions =
  | { count: number; version: 'v4' | 'v7' }
  | { decode: string | undefined; file?: string };

export function toOptions(parsed: ParsedCommand): UuidOptions {
  const f = readFlags(parsed);
  const mode = f.arg(0);
  const { count, v7, file } = flags.read(parsed);
  if (mode === 'decode') {
    if (file !== undefined && f.arg(1) !== undefined)
      throw new UsageError('give a UUID or --file, not both.');
    return { decode: f.arg(1), ...(file === undefined ? {} : { file }) };
  }
  if (mode !== undefined) throw new UsageError(`the only mode is decode, not "${mode}".`);
  return { count, version: v7 ? 'v7' : 'v4' };
}

function describeUuid(d: DecodedUuid): string {
  const version = d.version === undefined ? '' : `v${d.version} `;
  const lines = [`${d.uuid}  ${version}${d.kind}  (${d.variant} variant)`];
  if (d.iso) lines.push(`  time   ${d.iso}${d.ticks ? `  (${d.ticks} x 100 ns since 1582-10-15)` : ''}`);
  if (d.clockSequence !== undefined) lines.push(`  clock  ${d.clockSequence}`);
  if (d.node) lines.push(`  node   ${d.node}${d.nodeRandom ? '  (random, multicast bit set)' : ''}`);
  return lines.join('\n');
}

export async function run(options: UuidOptions, ctx: CliContext) {
  if ('decode' in options) {
    const { runUuidDecode } = await import('@toolbox/core/tools/dev-utilities');
    const { readInput } = await import('../output/read-input');
    const path = options.file ?? options.decode;
    const text =
      options.file !== undefined || path === undefined || path === '-'
        ? await readInput(ctx, path, 'a UUID')
        : (options.decode ?? '');
    const { eachLine } = await import('../output/each-line');
    const decoded = eachLine(text, runUuidDecode);
    ctx.print(
      ctx.json
        ? JSON.stringify(decoded.length === 1 ? decoded[0] : decoded, null, 2)
        : decoded.map(describeUuid).join('\n'),
    );
    return;
  }
  const ids = generateUuids(options.version, options.count, ctx.random, ctx.clock);
  ctx.print(ctx.json ? JSON.stringify({ version: options.version, uuids: ids }, null, 2) : ids.join('\n'));
}
