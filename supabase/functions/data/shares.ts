// End-to-end encrypted shares (issue 80 item 2, migrations/20261129160000_encrypted_shares.sql): the owner stores a
// sealed envelope and gets a link's secret; anyone with the secret opens it once or until it expires. The key never
// reaches this function (it stays in the link's fragment), so nothing here can read a share.

import {
  ACCOUNT_LIMITS,
  fromBase64Url,
  SHARE_GONE_MESSAGE,
  shareSecretOf,
  toBase64Url,
  validateShareCreate,
} from '../_shared/account/mod.ts';
import { empty, json } from '../_shared/http.ts';
import { iso, type SqlRow } from '../_shared/sql.ts';
import { idParam, lockCap, one, type RequestContext, userOf } from './context.ts';
import { Failure, notFound } from './failure.ts';

export const SHARE_COLUMNS = 'id, burn_after_reading, created_at, expires_at, last_opened_at, open_count';

/** A share as its owner lists and exports it: never its secret's hash or its ciphertext. */
export function shareRow(row: SqlRow) {
  return {
    id: String(row.id),
    burn_after_reading: row.burn_after_reading === true,
    created_at: iso(row.created_at) ?? '',
    expires_at: iso(row.expires_at) ?? '',
    last_opened_at: iso(row.last_opened_at),
    open_count: Number(row.open_count),
  };
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => new Uint8Array((text.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

export function shareRoutes(webOrigin: string | undefined) {
  async function create(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const input = validateShareCreate(ctx.body);
    const envelope = fromBase64Url(input.ciphertext);
    if (!envelope)
      throw new Failure(400, 'validation_failed', 'ciphertext must be base64url without padding');
    // The caller's expired shares go first (RLS: only theirs), so they neither count nor linger.
    await lockCap(ctx.tx, 'encrypted_shares', null);
    await ctx.tx('delete from public.encrypted_shares where expires_at <= now()', []);
    const count = await one(ctx.tx, 'select count(*)::int as n from public.encrypted_shares', []);
    if (Number(count?.n) >= ACCOUNT_LIMITS.sharesPerUser)
      throw new Failure(
        413,
        'payload_too_large',
        `You have the most encrypted shares an account holds at once (${ACCOUNT_LIMITS.sharesPerUser}): revoke some first.`,
      );
    const secret = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    const row = await one(
      ctx.tx,
      `insert into public.encrypted_shares (secret_hash, ciphertext, burn_after_reading, expires_at)
       values (sha256(convert_to($1, 'UTF8')), decode($2, 'hex'), $3, now() + make_interval(secs => $4))
       returning ${SHARE_COLUMNS}`,
      [secret, hex(envelope), input.burn_after_reading, input.expires_in],
    );
    if (!row) throw new Failure(500, 'unexpected_failure', 'The share was not saved.');
    const path = `/s/${secret}`;
    return json(201, { share: shareRow(row), secret, url: webOrigin ? `${webOrigin}${path}` : path });
  }

  async function list(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const { rows } = await ctx.tx(
      `select ${SHARE_COLUMNS} from public.encrypted_shares order by created_at desc`,
      [],
    );
    return json(200, { shares: rows.map(shareRow) });
  }

  async function revoke(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const { rows } = await ctx.tx('delete from public.encrypted_shares where id = $1 returning id', [
      idParam(idText),
    ]);
    if (rows.length === 0) throw notFound('No such share of yours.');
    return empty(204);
  }

  /** Signed in or not: the secret is the capability. Every way of not opening is the same 404. */
  async function open(ctx: RequestContext): Promise<Response> {
    const secret = shareSecretOf(ctx.body);
    const row =
      secret === null
        ? undefined
        : await one(
            ctx.tx,
            `select encode(ciphertext, 'hex') as ciphertext, burn_after_reading, created_at, expires_at
               from private.open_encrypted_share($1)`,
            [secret],
          );
    if (!row) throw notFound(SHARE_GONE_MESSAGE);
    return json(200, {
      ciphertext: toBase64Url(fromHex(String(row.ciphertext))),
      burn_after_reading: row.burn_after_reading === true,
      created_at: iso(row.created_at) ?? '',
      expires_at: iso(row.expires_at) ?? '',
    });
  }

  return { create, list, revoke, open };
}
