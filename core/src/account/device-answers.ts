// The device-auth function's answers (supabase/functions/device-auth) as the CLI and the profile page read them:
// every member checked, nothing cast.

import { AccountResponseError } from '#core/account/errors';
import { type Fail, Fields } from '#core/account/fields';

/** `GET /whoami`: who a CLI token belongs to, and the token itself. */
export interface WhoamiAnswer {
  user: { id: string; email: string };
  token: { id: string; name: string; created_at: string };
}

/** One row of `GET /tokens`: a CLI token the signed-in user holds (never its secret). */
export interface CliTokenRow {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

const failAt =
  (route: string): Fail =>
  (field, why) => {
    throw new AccountResponseError(200, `${route} answered an unexpected body: ${field} ${why}`);
  };

export function readWhoami(body: unknown): WhoamiAnswer {
  const f = Fields.of(body, '', failAt('/whoami'));
  const user = f.object('user');
  const token = f.object('token');
  return {
    user: { id: user.string('id'), email: user.string('email') },
    token: { id: token.string('id'), name: token.string('name'), created_at: token.string('created_at') },
  };
}

export function readCliTokens(body: unknown): CliTokenRow[] {
  const fail = failAt('/tokens');
  if (!Array.isArray(body)) return fail('body', 'must be a JSON array');
  return body.map((row, i) => {
    const f = Fields.of(row, `[${i}]`, fail);
    return {
      id: f.string('id'),
      name: f.string('name'),
      created_at: f.string('created_at'),
      last_used_at: f.nullableString('last_used_at'),
    };
  });
}
