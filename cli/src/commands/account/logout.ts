import type { Command } from 'commander';
import type { Example } from '../../command-module';
import type { CliContext } from '../../context';
import { NetworkError } from '../../errors';

export const needsSignIn = false;

export const description =
  'Revoke this computer’s CLI token on the server and delete it from the credentials file.';

export const examples: readonly Example[] = [{ command: 'toolbox logout' }];

export function configure(_cmd: Command) {}

export async function run(_options: unknown, ctx: CliContext) {
  const { readCredential, deleteCredential } = await import('../../platform/credentials');
  const { callDeviceAuth } = await import('../../platform/api');
  const { apiTarget } = await import('../../platform/sign-in');
  const { terminalText } = await import('../../terminal-text');
  const warn = (text: string) => ctx.warn(text);
  const stored = readCredential(ctx.env, ctx.apiUrl, warn);
  if (!stored) {
    ctx.print(`Not signed in to ${ctx.apiUrl}; nothing to do.`);
    if (ctx.env.TOOLBOX_TOKEN)
      ctx.warn('TOOLBOX_TOKEN is set: unset it, or revoke that token on your profile page.');
    return;
  }
  let revokeError: NetworkError | undefined;
  try {
    // 204 revoked now, 401 already revoked elsewhere: either way the token is dead.
    await callDeviceAuth(apiTarget(ctx), 'POST', '/logout', { token: stored.token, timeoutMs: 10_000 });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    revokeError = error;
  }
  deleteCredential(ctx.env, ctx.apiUrl, warn);
  if (revokeError) {
    throw new NetworkError(`signed out locally, but could not revoke the token: ${revokeError.message}`, {
      hint: `Revoke "${terminalText(stored.token_info?.name ?? 'toolbox on this computer')}" under CLI tokens on your profile page.`,
    });
  }
  ctx.print(`Signed out of ${ctx.apiUrl} (${terminalText(stored.user.email)}); the token is revoked.`);
}
