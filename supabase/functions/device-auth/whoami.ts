// Routes a CLI token calls for itself: GET /whoami and POST /logout.

import { empty, failure, json } from '../_shared/http.ts';
import { iso } from '../_shared/sql.ts';
import type { RouteContext } from './context.ts';

export function cliTokenRoutes(ctx: RouteContext) {
  const { sql, nowIso, cliTokenOwner } = ctx;

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

  return { whoami, logout };
}
