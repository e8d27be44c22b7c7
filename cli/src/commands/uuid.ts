import { generateUuids, UUID_COUNT } from '@toolbox/core/tools/dev-utilities';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { readFlags } from '../flags';

export const description = 'UUIDs from secure random bytes: v4 (default) or time-ordered v7, one a line.';

export const examples: readonly Example[] = [
  { command: 'toolbox uuid' },
  { command: 'toolbox uuid --count 5 --v7', description: 'five time-ordered UUIDs' },
];

export function configure(cmd: Command) {
  cmd
    .option('-n, --count <n>', `how many (${UUID_COUNT.min}-${UUID_COUNT.max})`, '1')
    .option('--v7', 'UUID version 7');
}

export interface UuidOptions {
  count: number;
  version: 'v4' | 'v7';
}

export function toOptions(parsed: ParsedCommand): UuidOptions {
  const f = readFlags(parsed);
  return {
    count: f.number('count', { ...UUID_COUNT, integer: true, fallback: 1 }),
    version: f.boolean('v7') ? 'v7' : 'v4',
  };
}

export async function run(options: UuidOptions, ctx: CliContext) {
  const ids = generateUuids(options.version, options.count, ctx.random, ctx.clock);
  ctx.print(ctx.json ? JSON.stringify({ version: options.version, uuids: ids }, null, 2) : ids.join('\n'));
}
