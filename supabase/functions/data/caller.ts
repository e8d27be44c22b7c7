// Who is calling: a Supabase access token (the web), a `tbx_` CLI token (the CLI, CI), or nobody (anon).
// Both tokens become the same `{ userId }`; the request then runs as `authenticated` with `sub` = userId.

import { isCliToken, sha256Hex } from '../_shared/codes.ts';
import { bearer } from '../_shared/http.ts';
import type { Sql } from '../_shared/sql.ts';
import type { VerifiedUser } from '../_shared/supabase-auth.ts';
import type { DataDeps } from './deps.ts';
import { Failure } from './failure.ts';

/** `via` says which credential: some calls (erasing the account's data) take a web session only. */
export type Caller = { userId: string; via: 'session' | 'cli' } | { userId: null };

const unauthorized = (msg: string) => new Failure(401, 'unauthorized', msg);

export function createCallers(deps: DataDeps) {
  const cacheMs = deps.config.sessionCacheMs ?? 30_000;
  /** Verified sessions by the SHA-256 of their token (never the token), until a time. */
  const sessions = new Map<string, { user: VerifiedUser; until: number }>();

  async function session(token: string): Promise<VerifiedUser | null> {
    const key = await sha256Hex(token);
    const now = deps.now().getTime();
    const known = sessions.get(key);
    if (known && known.until > now) return known.user;
    const user = await deps.verifyUser(token);
    if (sessions.size > 10_000) sessions.clear();
    if (user) sessions.set(key, { user, until: now + cacheMs });
    else sessions.delete(key);
    return user;
  }

  async function cliTokenUser(sql: Sql, token: string): Promise<string | null> {
    const { rows } = await sql(
      `select user_id from public.cli_tokens
        where token_hash = $1 and revoked_at is null and (expires_at is null or expires_at > $2::timestamptz)`,
      [await sha256Hex(token), deps.now().toISOString()],
    );
    const id = rows[0]?.user_id;
    return id === undefined || id === null ? null : String(id);
  }

  /** The caller, or a 401 for a token that is not (or no longer) good. `sql` runs as the owner role. */
  async function callerOf(req: Request, sql: Sql): Promise<Caller> {
    const token = bearer(req);
    // supabase-js sends the anon key as the bearer when nobody is signed in; new-style keys start sb_.
    if (!token || token === req.headers.get('apikey') || token.startsWith('sb_')) return { userId: null };
    if (isCliToken(token)) {
      const userId = await cliTokenUser(sql, token);
      if (!userId) throw unauthorized('This CLI token is unknown, expired or revoked: run `toolbox login`.');
      return { userId, via: 'cli' };
    }
    const user = await session(token);
    if (!user) throw unauthorized('Your session has ended: sign in again.');
    return { userId: user.id, via: 'session' };
  }

  return { callerOf };
}
