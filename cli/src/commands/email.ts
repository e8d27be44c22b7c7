import { EMAIL_VALID_TEXT, runEmailCheck } from '@toolbox/core/tools/dev-utilities';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { readFlags } from '../flags';

export const description = 'Check e-mail addresses; exit 1 when any is invalid.';

export const examples: readonly Example[] = [
  { command: 'toolbox email ada@example.com', description: EMAIL_VALID_TEXT },
  { command: 'toolbox email a@b.co "not an email"', description: 'one verdict a line; exit 1' },
];

export function configure(cmd: Command) {
  cmd.argument('<addresses...>', 'addresses to check');
}

export interface EmailOptions {
  addresses: string[];
}

export function toOptions(parsed: ParsedCommand): EmailOptions {
  const addresses = readFlags(parsed).args();
  if (addresses.length === 0) throw new UsageError('give at least one address.');
  return { addresses };
}

export async function run({ addresses }: EmailOptions, ctx: CliContext) {
  const verdicts = addresses.map((address) => ({ address, verdict: runEmailCheck(address) }));
  const results = verdicts.map(({ address, verdict }) => ({ address, valid: verdict === EMAIL_VALID_TEXT }));
  if (ctx.json) ctx.print(JSON.stringify(results, null, 2));
  else if (verdicts.length === 1) ctx.print(verdicts[0]?.verdict);
  else for (const { address, verdict } of verdicts) ctx.print(`${address}: ${verdict}`);
  return results.every((r) => r.valid) ? ctx.exit.ok : ctx.exit.failed;
}
