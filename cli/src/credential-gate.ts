import type { CliContext } from './context';
import { confirmCredential } from './platform/sign-in';

/**
 * The one place sign-in is enforced: main.ts calls `ctx.requireCredential()` before run() of every command
 * whose module has `needsSignIn` (the default). TOOLBOX_TOKEN, else the stored credential for ctx.apiUrl,
 * confirmed with /whoami at most hourly and trusted offline for 7 days (platform/sign-in.ts); AuthError (exit 3)
 * when there is none or it was revoked, NetworkError (exit 4) when it cannot be confirmed in time.
 */
export async function requireCredential(ctx: CliContext): Promise<void> {
  await confirmCredential(ctx);
}
