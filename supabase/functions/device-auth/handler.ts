// The device-auth Edge Function: RFC 8628 device sign-in for the CLI, and personal CLI tokens.
// Web APIs only (fetch, crypto.subtle, getRandomValues, TextEncoder): the same code runs under Deno
// (Supabase Edge Functions, index.ts) and Node (the local emulator, tests). The database and the clock
// come in as deps so tests can drive expiry and polling without waiting.
// One file without relative imports: Deno needs `.ts` in import paths, which the Node packages that load the
// emulator (tsc without allowImportingTsExtensions) reject, so nothing else imports a sibling of this file.

// --- Codes and secrets ---
/** RFC 8628 §6.1: no vowels (no words), no digits (no 0/O, 1/I look-alikes). 20^8 ≈ 2^34.6. */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;
export const TOKEN_PREFIX = 'tbx_';

export type RandomBytes = (n: number) => Uint8Array;

export function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/** 8 letters, uniform over the alphabet (bytes >= 240 are rejected so `% 20` has no bias). */
export function newUserCode(randomBytes: RandomBytes): string {
  const limit = 256 - (256 % USER_CODE_ALPHABET.length);
  let code = '';
  while (code.length < USER_CODE_LENGTH) {
    for (const b of randomBytes(USER_CODE_LENGTH * 2)) {
      if (b < limit && code.length < USER_CODE_LENGTH)
        code += USER_CODE_ALPHABET[b % USER_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** Shown to people as XXXX-XXXX. */
export function formatUserCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Reads what a person typed: any case, with or without the dash or spaces. Null when it cannot be a code. */
export function normalizeUserCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== USER_CODE_LENGTH) return null;
  for (const ch of code) if (!USER_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export function newDeviceCode(randomBytes: RandomBytes): string {
  return base64url(randomBytes(32));
}

/** A CLI token: `tbx_` + 32 random bytes base64url. Only its SHA-256 is stored. */
export function newCliToken(randomBytes: RandomBytes): string {
  return TOKEN_PREFIX + base64url(randomBytes(32));
}

export function isCliToken(value: string): boolean {
  return value.startsWith(TOKEN_PREFIX) && /^[A-Za-z0-9_-]{43}$/.test(value.slice(TOKEN_PREFIX.length));
}

// --- HTTP ---
const ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, x-retry-count';

export function corsHeaders(
  origin: string | null,
  allowedOrigins: readonly string[],
): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && allowedOrigins.includes(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Allow-Methods'] = 'GET, POST, DELETE, OPTIONS';
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}

export function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...extra },
  });
}

export function empty(status: number, extra: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...extra } });
}

/** Errors answer `{ error, message }`; the device-token grant answers RFC 8628's `{ error }` (plus a description). */
export function failure(
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return json(status, { error, message, ...extra });
}

export function bearer(req: Request): string | null {
  const value = req.headers.get('authorization');
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] ?? null;
}

/** The caller's address as the Edge gateway reports it; null when there is none (then per-IP limits do not apply). */
export function clientIp(req: Request): string | null {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || req.headers.get('x-real-ip')?.trim();
  if (!ip) return null;
  // Only something Postgres' inet accepts: v4 dotted quad or a v6 literal.
  return /^[0-9a-fA-F:.]{2,45}$/.test(ip) ? ip : null;
}

export type SqlRow = Record<string, unknown>;
/** Parameterised SQL ($1, $2…) against the project's Postgres as the function's (owner) role. */
export type Sql = (text: string, params?: unknown[]) => Promise<{ rows: SqlRow[] }>;

export interface VerifiedUser {
  id: string;
  email: string;
}

export interface RateLimits {
  /** POST /device/code per client IP per 10 minutes. */
  codesPerIpPer10Min: number;
  /** GET /device and POST /device/approve per signed-in user per minute (a wrong code counts). */
  lookupsPerUserPerMin: number;
  /** The same, per client IP per minute. */
  lookupsPerIpPerMin: number;
}

export const DEFAULT_LIMITS: RateLimits = {
  codesPerIpPer10Min: 10,
  lookupsPerUserPerMin: 10,
  lookupsPerIpPerMin: 30,
};

export interface DeviceAuthConfig {
  /** The web app's origin; `verification_uri` is `${webOrigin}/device`. */
  webOrigin: string;
  /** Origins allowed by CORS; defaults to `[webOrigin]`. */
  allowedOrigins?: readonly string[];
  ttlSeconds: number;
  intervalSeconds: number;
  limits?: Partial<RateLimits>;
}

export interface DeviceAuthDeps {
  sql: Sql;
  /** A Supabase access token -> its user when the session is live and the e-mail confirmed, else null. */
  verifyUser: (accessToken: string) => Promise<VerifiedUser | null>;
  now: () => Date;
  randomBytes: RandomBytes;
  config: DeviceAuthConfig;
}

const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
const SLOW_DOWN_STEP_S = 5;
const KEEP_AFTER_EXPIRY_MS = 24 * 3600 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Handler = (req: Request) => Promise<Response>;

class BadRequest extends Error {}

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

function iso(value: unknown): string | null {
  return value === null || value === undefined ? null : toDate(value).toISOString();
}

async function readBody(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? '';
  const text = await req.text();
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequest('The body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequest('The body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function createDeviceAuthHandler(deps: DeviceAuthDeps): Handler {
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

  async function issueToken(
    userId: string,
    name: string,
  ): Promise<{ id: string; token: string; created_at: string }> {
    const token = newCliToken(deps.randomBytes);
    const { rows } = await sql(
      `insert into public.cli_tokens (user_id, name, token_hash, created_at) values ($1, $2, $3, $4::timestamptz)
       returning id, created_at`,
      [userId, name, await sha256Hex(token), nowIso()],
    );
    const row = rows[0] as SqlRow;
    return { id: String(row.id), token, created_at: iso(row.created_at) as string };
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

  const tooMany = () =>
    failure(429, 'over_request_rate_limit', 'Too many requests. Wait a minute and try again.');
  const unauthorized = () =>
    failure(401, 'invalid_token', 'Sign in first: this call needs a valid Supabase access token.');

  async function deviceCode(req: Request): Promise<Response> {
    const body = await readBody(req);
    const name = typeof body.client_name === 'string' ? body.client_name.trim() : '';
    if (name.length < 1 || name.length > 100) {
      return failure(400, 'invalid_request', 'client_name must be 1 to 100 characters.');
    }
    const ip = clientIp(req);
    if (ip) {
      const { rows } = await sql(
        'select count(*) as n from public.device_authorizations where client_ip = $1::inet and created_at > $2::timestamptz',
        [ip, agoIso(600_000)],
      );
      if (Number(rows[0]?.n) >= limits.codesPerIpPer10Min) return tooMany();
    }
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
      try {
        await sql(
          `insert into public.device_authorizations
             (device_code_hash, user_code, client_name, client_ip, user_agent, interval_s, created_at, expires_at)
           values ($1, $2, $3, $4::inet, $5, $6, $7::timestamptz, $8::timestamptz)`,
          [
            hash,
            userCode,
            name,
            ip,
            agent,
            config.intervalSeconds,
            now.toISOString(),
            expiresAt.toISOString(),
          ],
        );
      } catch (error) {
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
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

  async function findByUserCode(input: unknown) {
    const code = normalizeUserCode(input);
    if (!code) return { row: undefined, code: null };
    const { rows } = await sql(
      `select id, client_name, client_ip::text as client_ip, user_agent, status, created_at, expires_at
         from public.device_authorizations where user_code = $1`,
      [code],
    );
    return { row: rows[0], code };
  }

  const notFound = (row: SqlRow | undefined) =>
    row
      ? failure(404, 'expired_code', 'This code has expired. Run `toolbox login` again for a new one.')
      : failure(404, 'unknown_code', 'No sign-in request has this code. Check it and try again.');

  async function deviceLookup(req: Request, url: URL): Promise<Response> {
    const user = await signedInUser(req);
    if (!user) return unauthorized();
    if (await overLookupLimit(user.id, clientIp(req))) return tooMany();
    const { row } = await findByUserCode(url.searchParams.get('user_code'));
    if (!row || toDate(row.expires_at).getTime() <= deps.now().getTime()) return notFound(row);
    return json(200, {
      client_name: row.client_name,
      created_at: iso(row.created_at),
      expires_at: iso(row.expires_at),
      status: row.status,
      client_ip: row.client_ip ?? null,
      user_agent: row.user_agent ?? null,
    });
  }

  async function deviceApprove(req: Request): Promise<Response> {
    const user = await signedInUser(req);
    if (!user) return unauthorized();
    const body = await readBody(req);
    if (typeof body.approve !== 'boolean') {
      return failure(400, 'invalid_request', '`approve` must be true or false.');
    }
    if (await overLookupLimit(user.id, clientIp(req))) return tooMany();
    const { row, code } = await findByUserCode(body.user_code);
    const now = deps.now();
    if (!row || !code || toDate(row.expires_at).getTime() <= now.getTime()) return notFound(row);
    const status = body.approve ? 'approved' : 'denied';
    const { rows } = await sql(
      `update public.device_authorizations set status = $2, user_id = $3, decided_at = $4::timestamptz
        where id = $1 and status = 'pending' and expires_at > $4::timestamptz returning status`,
      [row.id, status, user.id, now.toISOString()],
    );
    if (!rows[0]) {
      return failure(409, 'already_decided', 'This request was already approved or denied.', {
        status: row.status,
      });
    }
    return json(200, { status });
  }

  async function whoami(req: Request): Promise<Response> {
    const owner = await cliTokenOwner(req);
    if (!owner) return failure(401, 'invalid_token', 'This CLI token is unknown or has been revoked.');
    await sql('update public.cli_tokens set last_used_at = $2::timestamptz where id = $1', [
      owner.id,
      nowIso(),
    ]);
    return json(200, {
      user: { id: String(owner.user_id), email: String(owner.email ?? '') },
      token: { id: String(owner.id), name: owner.name, created_at: iso(owner.created_at) },
    });
  }

  /** Not in CONTRACTS' table: lets `toolbox logout` revoke the token it holds (it has no user session). */
  async function logout(req: Request): Promise<Response> {
    const owner = await cliTokenOwner(req);
    if (!owner) return failure(401, 'invalid_token', 'This CLI token is unknown or has been revoked.');
    await sql(
      'update public.cli_tokens set revoked_at = $2::timestamptz where id = $1 and revoked_at is null',
      [owner.id, nowIso()],
    );
    return empty(204);
  }

  async function listTokens(req: Request): Promise<Response> {
    const user = await signedInUser(req);
    if (!user) return unauthorized();
    const { rows } = await sql(
      `select id, name, created_at, last_used_at, expires_at from public.cli_tokens
        where user_id = $1 and revoked_at is null and (expires_at is null or expires_at > $2::timestamptz)
        order by created_at desc, id`,
      [user.id, nowIso()],
    );
    return json(
      200,
      rows.map((r) => ({
        id: String(r.id),
        name: r.name,
        created_at: iso(r.created_at),
        last_used_at: iso(r.last_used_at),
        expires_at: iso(r.expires_at),
      })),
    );
  }

  async function createToken(req: Request): Promise<Response> {
    const user = await signedInUser(req);
    if (!user) return unauthorized();
    const body = await readBody(req);
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name.length < 1 || name.length > 100)
      return failure(400, 'invalid_request', 'name must be 1 to 100 characters.');
    const days = body.expires_in_days;
    if (
      days !== undefined &&
      days !== null &&
      (!Number.isInteger(days) || (days as number) < 1 || (days as number) > 366)
    ) {
      return failure(400, 'invalid_request', 'expires_in_days must be a whole number from 1 to 366.');
    }
    const issued = await issueToken(user.id, name);
    let expiresAt: string | null = null;
    if (typeof days === 'number') {
      expiresAt = new Date(deps.now().getTime() + days * 86_400_000).toISOString();
      await sql('update public.cli_tokens set expires_at = $2::timestamptz where id = $1', [
        issued.id,
        expiresAt,
      ]);
    }
    return json(201, {
      id: issued.id,
      name,
      token: issued.token,
      created_at: issued.created_at,
      expires_at: expiresAt,
    });
  }

  async function revokeToken(req: Request, id: string): Promise<Response> {
    const user = await signedInUser(req);
    if (!user) return unauthorized();
    const gone = () => failure(404, 'not_found', 'No such token.');
    if (!UUID.test(id)) return gone();
    const { rows } = await sql(
      `update public.cli_tokens set revoked_at = $3::timestamptz
        where id = $1 and user_id = $2 and revoked_at is null returning id`,
      [id, user.id, nowIso()],
    );
    return rows[0] ? empty(204) : gone();
  }

  async function route(req: Request): Promise<Response> {
    const url = new URL(req.url);
    // Hosted, the path starts /device-auth/…; mounted elsewhere it may carry a prefix such as /functions/v1.
    const mark = url.pathname.indexOf('/device-auth');
    const path =
      (mark >= 0 ? url.pathname.slice(mark + '/device-auth'.length) : url.pathname).replace(/\/+$/, '') ||
      '/';
    const m = req.method;
    if (path === '/device/code') return m === 'POST' ? deviceCode(req) : methodNotAllowed('POST');
    if (path === '/device/token') return m === 'POST' ? deviceToken(req) : methodNotAllowed('POST');
    if (path === '/device/approve') return m === 'POST' ? deviceApprove(req) : methodNotAllowed('POST');
    if (path === '/device') return m === 'GET' ? deviceLookup(req, url) : methodNotAllowed('GET');
    if (path === '/whoami') return m === 'GET' ? whoami(req) : methodNotAllowed('GET');
    if (path === '/logout') return m === 'POST' ? logout(req) : methodNotAllowed('POST');
    if (path === '/tokens') {
      if (m === 'GET') return listTokens(req);
      if (m === 'POST') return createToken(req);
      return methodNotAllowed('GET, POST');
    }
    const tokenPath = /^\/tokens\/([^/]+)$/.exec(path);
    if (tokenPath)
      return m === 'DELETE'
        ? revokeToken(req, decodeURIComponent(tokenPath[1] as string))
        : methodNotAllowed('DELETE');
    return failure(404, 'not_found', `No route ${m} ${path}.`);
  }

  function methodNotAllowed(allow: string): Response {
    return failure(405, 'method_not_allowed', `Use ${allow}.`, {});
  }

  return async (req: Request) => {
    const cors = corsHeaders(req.headers.get('origin'), allowedOrigins);
    if (req.method === 'OPTIONS') return empty(204, cors);
    let res: Response;
    try {
      res = await route(req);
    } catch (error) {
      res =
        error instanceof BadRequest
          ? failure(400, 'invalid_request', error.message)
          : failure(500, 'server_error', 'Something went wrong on the server. Try again.');
    }
    for (const [k, v] of Object.entries(cors)) res.headers.set(k, v);
    return res;
  };
}

/** Verifies a Supabase access token with the project's Auth server (GET /auth/v1/user), so signed-out sessions fail. */
export function verifyUserWithSupabaseAuth(
  supabaseUrl: string,
  anonKey: string,
  fetchFn: typeof fetch = fetch,
): (accessToken: string) => Promise<VerifiedUser | null> {
  const endpoint = `${supabaseUrl.replace(/\/+$/, '')}/auth/v1/user`;
  return async (accessToken) => {
    const res = await fetchFn(endpoint, {
      headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` },
    });
    if (res.status >= 500) throw new Error(`Auth server answered ${res.status}`);
    if (!res.ok) return null;
    const user = (await res.json()) as { id?: unknown; email?: unknown; email_confirmed_at?: unknown };
    if (typeof user.id !== 'string' || typeof user.email !== 'string' || !user.email_confirmed_at)
      return null;
    return { id: user.id, email: user.email };
  };
}
