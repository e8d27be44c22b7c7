import { generateUuids, UUID_COUNT } from '@toolbox/core/tools/dev-utilities';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { defineFlags } from '../flag-table';

export const description = 'UUIDs from secure random bytes: v4 (default) or time-ordered v7, one a line.';

export const examples: readonly Example[] = [
  { command: 'toolbox uuid' },
  { command: 'toolbox uuid --count 5 --v7', description: 'five time-ordered UUIDs' },
];

const flags = defineFlags({
  count: {
    flag: '-n, --count <n>',
    description: `how many (${UUID_COUNT.min}-${UUID_COUNT.max})`,
    number: { ...UUID_COUNT, integer: true },
    default: 1,
  },
  v7: { flag: '--v7', description: 'UUID version 7' },
});

export const configure = flags.configure;

export interface UuidOptions {
  count: number;
  version: 'v4' | 'v7';
}

export function toOptions(parsed: ParsedCommand): UuidOptions {
  const { count, v7 } = flags.read(parsed);
  return { count, version: v7 ? 'v7' : 'v4' };
}

export async function run(options: UuidOptions, ctx: CliContext) {
  const ids = generateUuids(options.version, options.count, ctx.random, ctx.clock);
  ctx.print(ctx.json ? JSON.stringify({ version: options.version, uuids: ids }, null, 2) : ids.join('\n'));
}
