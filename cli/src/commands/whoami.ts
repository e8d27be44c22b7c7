import type { Command } from 'commander';
import type { Example } from '../command-module';
import type { CliContext } from '../context';

export const needsSignIn = false;

export const description =
  'Show who this computer is signed in as (from TOOLBOX_TOKEN or the stored credential), confirming it with the server at most once an hour.';

export const examples: readonly Example[] = [
  { command: 'toolbox whoami' },
  { command: 'toolbox whoami --json', description: 'machine-readable' },
];

export function configure(_cmd: Command) {}

export async function run(_options: unknown, ctx: CliContext) {
  const { confirmCredential } = await import('../platform/sign-in');
  const who = await confirmCredential(ctx);
  if (ctx.json) {
    ctx.print(
      JSON.stringify(
        {
          api_url: ctx.apiUrl,
          user: who.user,
          token: who.tokenInfo ?? null,
          source: who.source,
          confirmed_at: who.confirmedAt.toISOString(),
        },
        null,
        2,
      ),
    );
    return;
  }
  ctx.print(`Signed in as ${who.user.email}`);
  const details = [`API ${ctx.apiUrl}`, `from ${who.source}`];
  if (who.tokenInfo) details.push(`token "${who.tokenInfo.name}"`);
  details.push(`confirmed ${who.confirmedAt.toISOString()}`);
  ctx.warn(details.join(' · '));
}
