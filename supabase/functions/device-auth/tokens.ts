// Routes for a signed-in user's CLI tokens: GET and POST /tokens, DELETE /tokens/:id.

import { CLI_TOKEN_NAME_MAX } from '../_shared/account/limits.ts';
import { empty, failure, json, readBody } from '../_shared/http.ts';
import { iso } from '../_shared/sql.ts';
import type { RouteContext } from './context.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function tokenRoutes(ctx: RouteContext) {
  const { sql, deps, nowIso, signedInUser, issueToken, refuseAnotherToken, tooManyTokens, unauthorized } =
    ctx;

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
    if (name.length < 1 || name.length > CLI_TOKEN_NAME_MAX)
      return failure(400, 'invalid_request', `name must be 1 to ${CLI_TOKEN_NAME_MAX} characters.`);
    const days = body.expires_in_days;
    if (
      days !== undefined &&
      days !== null &&
      (!Number.isInteger(days) || (days as number) < 1 || (days as number) > 366)
    ) {
      return failure(400, 'invalid_request', 'expires_in_days must be a whole number from 1 to 366.');
    }
    const refused = await refuseAnotherToken(user.id);
    if (refused) return refused;
    const issued = await issueToken(user.id, name);
    if (!issued) return tooManyTokens();
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

  /** `DELETE /tokens`: revokes every live token of the signed-in user (the profile's "Sign out everywhere"). */
  async function revokeAllTokens(req: Request): Promise<Response> {
    const user = await signedInUser(req);
    if (!user) return unauthorized();
    const { rows } = await sql(
      `update public.cli_tokens set revoked_at = $2::timestamptz
        where user_id = $1 and revoked_at is null returning id`,
      [user.id, nowIso()],
    );
    return json(200, { revoked: rows.length });
  }

  return { listTokens, createToken, revokeToken, revokeAllTokens };
}
