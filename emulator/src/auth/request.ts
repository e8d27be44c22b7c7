import type { IncomingHttpHeaders } from 'node:http';
import { checkHs256, hasAudience } from '../jwt';
import type { AuthConfig } from './config';
import { AuthError, authError, badJwt, validationFailed } from './errors';
import { findSession } from './sessions';
import { findUserById, isRecord, isUuid, type UserRow } from './users';

export interface AuthRequest {
  method: string;
  /** The path below `/auth/v1`, e.g. `/token`. */
  path: string;
  /** Captures of the route's path pattern, e.g. the id in `/admin/users/<id>`. */
  pathParams: string[];
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  ip: string;
  /** The body as a JSON object; an empty body reads as `{}`. */
  json(): Promise<Record<string, unknown>>;
}

export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (!isRecord(value))
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: not an object');
  checkStorable(value);
  return value;
}

/** Deeper JSON than this is refused: Postgres' jsonb runs out of stack long before a real request needs it. */
const MAX_JSON_DEPTH = 100;

/**
 * What Postgres cannot store must be a 400, not a 500: text and jsonb refuse NUL (U+0000) in strings and keys, and
 * jsonb refuses very deep nesting. Walks the body without recursion, so no depth can overflow this stack either.
 */
function checkStorable(body: Record<string, unknown>): void {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 1 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw validationFailed('Request body must not contain NUL characters');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_JSON_DEPTH) {
      throw validationFailed(`Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key.includes('\u0000')) throw validationFailed('Request body must not contain NUL characters');
      pending.push({ value: child, depth: depth + 1 });
    }
  }
}

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

/**
 * GoTrue's `requireAuthentication` + `maybeLoadUserOrSession`, with the gateway's rule that an API key
 * (anon, service_role, `sb_…`) in `Authorization` is never a user: it reads as a token without `sub`.
 */
export async function authenticate(request: AuthRequest, config: AuthConfig): Promise<Authenticated> {
  const token = bearerToken(request.headers);
  if (!token) throw authError('no_authorization');
  if (token === config.anonKey || token === config.serviceRoleKey || token.startsWith('sb_')) {
    throw badJwt('invalid claim: missing sub claim');
  }
  const check = checkHs256(token, config.jwtSecret, Math.floor(config.now() / 1000));
  if (!check.ok) throw badJwt(`invalid JWT: unable to parse or verify signature, ${check.reason}`);
  const { claims } = check;
  if (typeof claims.sub !== 'string' || claims.sub === '') throw badJwt('invalid claim: missing sub claim');
  if (!hasAudience(claims, 'authenticated')) {
    throw badJwt(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token has invalid audience',
    );
  }
  if (!isUuid(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(config.db, claims.sub);
  if (!user) throw authError('user_not_found');
  const sessionId = claims.session_id;
  if (typeof sessionId !== 'string' || sessionId === '') throw authError('session_not_found');
  if (!isUuid(sessionId)) throw badJwt('invalid claim: session_id claim must be a UUID');
  const session = await findSession(config.db, sessionId);
  if (!session || session.user_id !== user.id) throw authError('session_not_found');
  return { user, sessionId };
}
