// Routes for the CLI's side of RFC 8628: POST /device/code starts a sign-in, POST /device/token polls it.

import { CLI_TOKEN_NAME_MAX } from '../_shared/account/limits.ts';
import { formatUserCode, newDeviceCode, newUserCode, sha256Hex } from '../_shared/codes.ts';
import { clientIp, failure, json, readBody } from '../_shared/http.ts';
import { isUniqueViolation, toDate } from '../_shared/sql.ts';
import type { RouteContext } from './context.ts';

const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const SLOW_DOWN_STEP_S = 5;
const KEEP_AFTER_EXPIRY_MS = 24 * 3600 * 1000;
const CODES_WINDOW_MS = 600_000;

export function deviceFlowRoutes(ctx: RouteContext) {
  const { sql, config, deps, limits, verificationUri, nowIso, agoIso, issueToken, tooMany } = ctx;

  async function deviceCode(req: Request): Promise<Response> {
    const body = await readBody(req);
    const name = typeof body.client_name === 'string' ? body.client_name.trim() : '';
    if (name.length < 1 || name.length > CLI_TOKEN_NAME_MAX) {
      return failure(400, 'invalid_request', `client_name must be 1 to ${CLI_TOKEN_NAME_MAX} characters.`);
    }
    // Nobody is signed in here, so the limit keys on the address the platform saw (never one the client chose).
    // (The platform's edge always sets CF-Connecting-IP, as the local stack does, so only a bare harness has none.)
    const ip = clientIp(req);
    // Housekeeping rides along: rows go a day after expiry, attempts once no limit counts them.
    await sql('delete from public.device_authorizations where expires_at < $1::timestamptz', [
      agoIso(KEEP_AFTER_EXPIRY_MS),
    ]);
    await sql('delete from public.device_auth_attempts where created_at < $1::timestamptz', [
      agoIso(600_000),
    ]);

    const deviceCode = newDeviceCode(deps.randomBytes);
    const hash = await sha256Hex(deviceCode);
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + config.ttlSeconds * 1000);
    const agent = req.headers.get('user-agent')?.slice(0, 300) ?? null;
    for (let attempt = 0; ; attempt++) {
      const userCode = newUserCode(deps.randomBytes);
      let made: boolean;
      try {
        // The limit's count and the insert are one step (migrations/…_device_code_limit_atomic.sql): a burst from
        // one IP gets exactly the limit, however many of its requests the pool runs at once.
        const { rows } = await sql(
          `select public.start_device_authorization($1, $2, $3, $4::inet, $5, $6, $7::timestamptz,
             $8::timestamptz, $9, make_interval(secs => $10)) as made`,
          [
            hash,
            userCode,
            name,
            ip,
            agent,
            config.intervalSeconds,
            now.toISOString(),
            expiresAt.toISOString(),
            limits.codesPerIpPer10Min,
            CODES_WINDOW_MS / 1000,
          ],
        );
        made = rows[0]?.made === true;
      } catch (error) {
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
      if (!made) return tooMany();
      const shown = formatUserCode(userCode);
      return json(200, {
        device_code: deviceCode,
        user_code: shown,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?code=${shown}`,
        expires_in: config.ttlSeconds,
        interval: config.intervalSeconds,
      });
    }
  }

  async function deviceToken(req: Request): Promise<Response> {
    const body = await readBody(req);
    const rfc = (status: number, error: string, description: string, extra: Record<string, unknown> = {}) =>
      json(status, { error, error_description: description, ...extra });
    if (body.grant_type !== undefined && body.grant_type !== DEVICE_CODE_GRANT) {
      return rfc(400, 'unsupported_grant_type', `Only ${DEVICE_CODE_GRANT} is supported.`);
    }
    if (typeof body.device_code !== 'string' || body.device_code === '') {
      return rfc(400, 'invalid_request', 'device_code is required.');
    }
    const now = nowIso();
    // One statement reads the previous poll and records this one, so concurrent polls cannot both slip through.
    const { rows } = await sql(
      `with prev as (
         select id, last_polled_at, interval_s from public.device_authorizations where device_code_hash = $1 for update
       )
       update public.device_authorizations d
          set last_polled_at = $2::timestamptz,
              interval_s = case when prev.last_polled_at is not null
                                 and $2::timestamptz < prev.last_polled_at + make_interval(secs => prev.interval_s)
                            then least(prev.interval_s + ${SLOW_DOWN_STEP_S}, 300) else prev.interval_s end
         from prev where d.id = prev.id
       returning d.id, d.status, d.user_id, d.client_name, d.expires_at, d.interval_s, prev.interval_s as prev_interval_s`,
      [await sha256Hex(body.device_code), now],
    );
    const row = rows[0];
    if (!row) return rfc(400, 'expired_token', 'The device code is unknown or has expired. Start again.');
    if (toDate(row.expires_at).getTime() <= deps.now().getTime()) {
      return rfc(400, 'expired_token', 'The device code has expired. Start again.');
    }
    if (Number(row.interval_s) !== Number(row.prev_interval_s)) {
      return rfc(400, 'slow_down', `Polling too fast; wait ${row.interval_s} seconds between polls.`, {
        interval: Number(row.interval_s),
      });
    }
    switch (row.status) {
      case 'pending':
        return rfc(400, 'authorization_pending', 'Waiting for the code to be approved in the browser.');
      case 'denied':
        await sql('delete from public.device_authorizations where id = $1', [row.id]);
        return rfc(400, 'access_denied', 'The request was denied in the browser.');
      case 'approved': {
        // Consume before minting: whatever happens next, this code never yields a second token.
        const consumed = await sql(
          `update public.device_authorizations set status = 'consumed' where id = $1 and status = 'approved'
           returning user_id`,
          [row.id],
        );
        const userId = consumed.rows[0]?.user_id;
        if (!userId) return rfc(400, 'expired_token', 'The device code was already used. Start again.');
        try {
          const issued = await issueToken(String(userId), String(row.client_name));
          // Approved within the cap, but other tokens were made since: the code is spent, the user told why.
          if (!issued) {
            return rfc(
              400,
              'access_denied',
              `You hold ${limits.liveTokensPerUser} live CLI tokens, the most an account holds: revoke some on your Profile page, then sign in again.`,
            );
          }
          const { rows: users } = await sql('select email from auth.users where id = $1', [userId]);
          return json(200, {
            access_token: issued.token,
            token_type: 'bearer',
            user: { id: String(userId), email: String(users[0]?.email ?? '') },
          });
        } catch {
          return rfc(500, 'server_error', 'Could not issue the token. Run the sign-in again.');
        }
      }
      default:
        return rfc(400, 'expired_token', 'The device code was already used. Start again.');
    }
  }

  return { deviceCode, deviceToken };
}
