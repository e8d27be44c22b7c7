// Routes for the browser's side: GET /device shows a request by its user code, POST /device/approve decides it.

import { normalizeUserCode } from '../_shared/codes.ts';
import { clientIp, failure, json, readBody } from '../_shared/http.ts';
import { iso, type SqlRow, toDate } from '../_shared/sql.ts';
import type { RouteContext } from './context.ts';

export function deviceApprovalRoutes(ctx: RouteContext) {
  const { sql, deps, signedInUser, overLookupLimit, refuseAnotherToken, tooMany, unauthorized } = ctx;

  async function findByUserCode(input: unknown) {
    const code = normalizeUserCode(input);
    if (!code) return { row: undefined, code: null };
    const { rows } = await sql(
      `select id, client_name, host(client_ip) as client_ip, user_agent, status, created_at, expires_at
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
    // An approval mints a token at the CLI's next poll: refused here, where the user can act on it.
    if (body.approve) {
      const refused = await refuseAnotherToken(user.id);
      if (refused) return refused;
    }
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

  return { deviceLookup, deviceApprove };
}
