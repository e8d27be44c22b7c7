// A loopback stand-in for a hosted project's Auth server, only as far as the functions use it: `GET /auth/v1/user`
// (supabase/functions/_shared/supabase-auth.ts). It answers as GoTrue does (github:supabase/auth at
// bc32168e13fdc928c98b449fc76bc3fdb9a293c5, MIT: internal/api/auth.go requireAuthentication, parseJWTClaims,
// maybeLoadUserOrSession; internal/api/user.go UserGet; internal/models/user.go FindUserByID, IsBanned): an HS256
// JWT verified with the project's secret, its `sub` loaded from auth.users (instance_id nil), its `session_id`
// from auth.sessions, a banned user refused, the audience checked, then the user row as JSON. Users are rows that
// `createUser` writes into GoTrue's own schema as supabase_auth_admin, and sessions are JWTs it signs the way
// GoTrue does; nothing here accepts a token it did not verify.

import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkHs256, makeApiKey, signHs256 } from '@toolbox/emulator/jwt';
import postgres from 'postgres';

const NIL_UUID = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProjectAuth {
  /** SUPABASE_URL: this server's origin. */
  url: string;
  /** SUPABASE_ANON_KEY, signed with the project's JWT secret as a hosted project's legacy anon key is. */
  anonKey: string;
  /** A confirmed (or, with `confirmed: false`, unconfirmed) user with a live session; resolves to its access token. */
  createUser(
    email: string,
    options?: { fullName?: string; confirmed?: boolean },
  ): Promise<{ id: string; accessToken: string }>;
  close(): Promise<void>;
}

type Row = Record<string, unknown>;

function gotrueError(status: number, errorCode: string, msg: string) {
  return { status, body: { code: status, error_code: errorCode, msg } };
}

/** `authUrl`: the project database as supabase_auth_admin (GoTrue's own role). */
export async function startProjectAuth(authUrl: string): Promise<ProjectAuth> {
  const secret = randomBytes(32).toString('hex');
  const anonKey = makeApiKey('anon', secret);
  const db = postgres(authUrl, { max: 2, onnotice: () => {} });

  async function userGet(apikey: string | undefined, authorization: string | undefined) {
    // The gateway's key check (the apikey of the project) comes before GoTrue.
    if (apikey !== anonKey) return { status: 401, body: { message: 'Invalid authentication credentials' } };
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    if (!bearer) return gotrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const check = checkHs256(bearer, secret, Math.floor(Date.now() / 1000));
    if (!check.ok)
      return gotrueError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${check.reason}`);
    const { claims } = check;
    if (typeof claims.sub !== 'string' || claims.sub === '')
      return gotrueError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID.test(claims.sub)) return gotrueError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
    const [user] = await db<
      Row[]
    >`select * from auth.users where instance_id = ${NIL_UUID} and id = ${claims.sub}`;
    if (!user) return gotrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (typeof claims.session_id === 'string' && claims.session_id !== NIL_UUID) {
      if (!UUID.test(claims.session_id))
        return gotrueError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
      const [session] = await db`select 1 from auth.sessions where id = ${claims.session_id}`;
      if (!session)
        return gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    if (user.banned_until instanceof Date && user.banned_until.getTime() > Date.now())
      return gotrueError(403, 'user_banned', 'User is banned');
    const audience = Array.isArray(claims.aud) ? claims.aud[0] : claims.aud;
    if (audience !== 'authenticated')
      return gotrueError(400, 'validation_failed', "Token audience doesn't match request audience");
    return {
      status: 200,
      body: {
        id: user.id,
        aud: user.aud,
        role: user.role,
        email: user.email,
        email_confirmed_at: user.email_confirmed_at,
        phone: user.phone ?? '',
        confirmed_at: user.confirmed_at,
        last_sign_in_at: user.last_sign_in_at,
        app_metadata: user.raw_app_meta_data ?? {},
        user_metadata: user.raw_user_meta_data ?? {},
        created_at: user.created_at,
        updated_at: user.updated_at,
        is_anonymous: user.is_anonymous ?? false,
      },
    };
  }

  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const path = new URL(req.url ?? '/', 'http://auth.test').pathname;
    if (req.method !== 'GET' || path !== '/auth/v1/user')
      return answer(404, { message: 'no Route matched with those values' });
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    userGet(header('apikey'), header('authorization')).then(
      ({ status, body }) => answer(status, body),
      (error: Error) => answer(500, { code: 500, error_code: 'unexpected_failure', msg: error.message }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function createUser(email: string, { fullName = '', confirmed = true } = {}) {
    const id = randomUUID();
    const sessionId = randomUUID();
    await db.begin(async (tx) => {
      await tx`insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
               values (${NIL_UUID}, ${id}, 'authenticated', 'authenticated', ${email}, '',
                 ${confirmed ? new Date() : null}, ${tx.json({ provider: 'email', providers: ['email'] })},
                 ${tx.json({ full_name: fullName })}, now(), now())`;
      await tx`insert into auth.sessions (id, user_id, created_at, updated_at) values (${sessionId}, ${id}, now(), now())`;
    });
    const now = Math.floor(Date.now() / 1000);
    // GoTrue's AccessTokenClaims for a password sign-in.
    const accessToken = signHs256(
      {
        iss: `${url}/auth/v1`,
        sub: id,
        aud: 'authenticated',
        exp: now + 3600,
        iat: now,
        email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { full_name: fullName },
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'password', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      secret,
    );
    return { id, accessToken };
  }

  return {
    url,
    anonKey,
    createUser,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.end();
    },
  };
}
