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
  const { terminalJson, terminalText } = await import('../terminal-text');
  const who = await confirmCredential(ctx);
  if (ctx.json) {
    ctx.print(
      terminalJson({
        api_url: ctx.apiUrl,
        user: who.user,
        token: who.tokenInfo ?? null,
        source: who.source,
        confirmed_at: who.confirmedAt.toISOString(),
      }),
    );
    return;
  }
  ctx.print(`Signed in as ${terminalText(who.user.email)}`);
  const details = [`API ${ctx.apiUrl}`, `from ${who.source}`];
  if (who.tokenInfo) details.push(`token "${terminalText(who.tokenInfo.name)}"`);
  details.push(`confirmed ${who.confirmedAt.toISOString()}`);
  ctx.warn(details.join(' · '));
}
