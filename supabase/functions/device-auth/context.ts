// What the route groups share, built once per handler from its deps.

import { isCliToken, newCliToken, sha256Hex } from '../_shared/codes.ts';
import { bearer, failure } from '../_shared/http.ts';
import { iso } from '../_shared/sql.ts';
import { DEFAULT_LIMITS, type DeviceAuthDeps, type RateLimits, type VerifiedUser } from './deps.ts';

export type RouteContext = ReturnType<typeof createRouteContext>;

/** What the route groups share: the deps, the callers' identities, token minting and the lookup rate limit. */
export function createRouteContext(deps: DeviceAuthDeps) {
  const { sql, config } = deps;
  const limits: RateLimits = { ...DEFAULT_LIMITS, ...config.limits };
  const allowedOrigins = config.allowedOrigins ?? [config.webOrigin];
  const verificationUri = `${config.webOrigin.replace(/\/+$/, '')}/device`;

  const nowIso = () => deps.now().toISOString();
  const agoIso = (ms: number) => new Date(deps.now().getTime() - ms).toISOString();

  async function signedInUser(req: Request): Promise<VerifiedUser | null> {
    const token = bearer(req);
    // A CLI token or an API key is never a user session.
    if (!token || token.startsWith('tbx_') || token.startsWith('sb_')) return null;
    return deps.verifyUser(token);
  }

  async function cliTokenOwner(req: Request) {
    const token = bearer(req);
    if (!token || !isCliToken(token)) return null;
    const { rows } = await sql(
      `select t.id, t.name, t.created_at, u.id as user_id, u.email
         from public.cli_tokens t join auth.users u on u.id = t.user_id
        where t.token_hash = $1 and t.revoked_at is null and (t.expires_at is null or t.expires_at > $2::timestamptz)`,
      [await sha256Hex(token), nowIso()],
    );
    return rows[0] ?? null;
  }

  /**
   * A new token of the user's, or null when they hold the live tokens a user may: the count and the insert are one
   * step (migrations/…_cli_token_cap_atomic.sql), so a burst of mints stops at the cap.
   */
  async function issueToken(
    userId: string,
    name: string,
  ): Promise<{ id: string; token: string; created_at: string } | null> {
    const token = newCliToken(deps.randomBytes);
    const createdAt = nowIso();
    const { rows } = await sql('select public.issue_cli_token($1, $2, $3, $4::timestamptz, $5) as id', [
      userId,
      name,
      await sha256Hex(token),
      createdAt,
      limits.liveTokensPerUser,
    ]);
    const id = rows[0]?.id;
    return id ? { id: String(id), token, created_at: iso(createdAt) as string } : null;
  }

  /** Records a code lookup/approval and says whether the caller is over its per-minute budget. */
  async function overLookupLimit(userId: string, ip: string | null): Promise<boolean> {
    const since = agoIso(60_000);
    await sql(
      'insert into public.device_auth_attempts (user_id, client_ip, created_at) values ($1, $2::inet, $3::timestamptz)',
      [userId, ip, nowIso()],
    );
    const { rows } = await sql(
      `select count(*) filter (where user_id = $1) as by_user,
              count(*) filter (where $2::inet is not null and client_ip = $2::inet) as by_ip
         from public.device_auth_attempts where created_at > $3::timestamptz`,
      [userId, ip, since],
    );
    const row = rows[0] ?? {};
    return Number(row.by_user) > limits.lookupsPerUserPerMin || Number(row.by_ip) > limits.lookupsPerIpPerMin;
  }

  /** A 413 when the user holds as many live CLI tokens as a user may: POST /tokens is not rate limited, so
   * without it a signed-in caller could make rows (and GET /tokens answers) without bound. */
  async function refuseAnotherToken(userId: string): Promise<Response | null> {
    const { rows } = await sql(
      `select count(*)::int as n from public.cli_tokens
        where user_id = $1 and revoked_at is null and (expires_at is null or expires_at > $2::timestamptz)`,
      [userId, nowIso()],
    );
    return Number(rows[0]?.n) < limits.liveTokensPerUser ? null : tooManyTokens();
  }

  const tooManyTokens = () =>
    failure(
      413,
      'too_many_tokens',
      `You have ${limits.liveTokensPerUser} live CLI tokens, the most an account holds: revoke some on your Profile page first.`,
    );

  const tooMany = () =>
    failure(429, 'over_request_rate_limit', 'Too many requests. Wait a minute and try again.');
  const unauthorized = () =>
    failure(401, 'invalid_token', 'Sign in first: this call needs a valid Supabase access token.');

  return {
    deps,
    sql,
    config,
    limits,
    allowedOrigins,
    verificationUri,
    nowIso,
    agoIso,
    signedInUser,
    cliTokenOwner,
    issueToken,
    overLookupLimit,
    refuseAnotherToken,
    tooManyTokens,
    tooMany,
    unauthorized,
  };
}
