// A person on the local stack as the CLI tests need one: signed up (a web session) with a CLI token made on the
// profile page's route, and the web's account client on that session.
import { type AccountClient, createAccountClient } from '@toolbox/core/account';
import type { RunningEmulator } from '@toolbox/emulator';

export interface StackUser {
  /** The web session's client (Supabase access token). */
  web: AccountClient;
  /** A CLI token (tbx_…), as TOOLBOX_TOKEN takes it. */
  token: string;
  /** The web session's access token. */
  session: string;
}

export async function signUpOnStack(
  emu: RunningEmulator,
  email: string,
  tokenName: string,
): Promise<StackUser> {
  const res = await fetch(`${emu.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse 1' }),
  });
  const { access_token: accessToken } = (await res.json()) as { access_token: string };
  const created = await fetch(`${emu.url}/functions/v1/device-auth/tokens`, {
    method: 'POST',
    headers: {
      apikey: emu.anonKey,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: tokenName }),
  });
  const { token } = (await created.json()) as { token: string };
  const web = createAccountClient({
    baseUrl: emu.url,
    anonKey: emu.anonKey,
    getToken: () => accessToken,
    fetch: (url, init) => fetch(url, init),
  });
  return { web, token, session: accessToken };
}
