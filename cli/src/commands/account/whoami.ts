import type { Command } from 'commander';
import type { Example } from '../../command-module';
import type { CliContext } from '../../context';

export const needsSignIn = false;

export const description =
  'Show who this computer is signed in as (from TOOLBOX_TOKEN or the stored credential), asking the server each time it is in reach (offline: from the last confirmation, saying so).';

export const examples: readonly Example[] = [
  { command: 'toolbox whoami' },
  { command: 'toolbox whoami --json', description: 'machine-readable' },
];

export function configure(_cmd: Command) {}

export async function run(_options: unknown, ctx: CliContext) {
  const { confirmCredential } = await import('../../platform/sign-in');
  const { terminalJson, terminalText } = await import('../../terminal-text');
  // Asked every time, as `gh auth status` does: a token revoked on the profile page shows at once. Other commands
  // and the hooks rely on the hourly confirmation.
  const who = await confirmCredential(ctx, { force: true });
  if (ctx.json) {
    ctx.print(
      terminalJson({
        api_url: ctx.apiUrl,
        user: who.user,
        token: who.tokenInfo ?? null,
        source: who.source,
        confirmed_at: who.confirmedAt.toISOString(),
        confirmed_now: who.checkedNow,
        ...(who.unconfirmed && { unconfirmed: who.unconfirmed }),
      }),
    );
    return;
  }
  ctx.print(`Signed in as ${terminalText(who.user.email)}`);
  const details = [`API ${ctx.apiUrl}`, `from ${who.source}`];
  if (who.tokenInfo) details.push(`token "${terminalText(who.tokenInfo.name)}"`);
  details.push(`confirmed ${who.confirmedAt.toISOString()}`);
  ctx.warn(details.join(' · '));
  if (who.unconfirmed)
    ctx.warn(
      `Could not confirm this with the server now (${terminalText(who.unconfirmed)}): this is the last confirmation's answer.`,
    );
}
