// Read-only share links (issue 80 item 1, migrations/20261129200000_share_links.sql): the owner links one of their
// boards or presets, or a snapshot of a tool's result, and gets the link's secret once; anyone with the secret opens
// it until it expires or is revoked. Ownership is RLS's: a link to another's board or preset fails its policy.

import {
  ACCOUNT_LIMITS,
  type JsonObject,
  SHARE_LINK_GONE_MESSAGE,
  shareLinkSecretOf,
  toBase64Url,
  validateShareLinkCreate,
  validateShareLinkPatch,
} from '../_shared/account/mod.ts';
import { empty, json } from '../_shared/http.ts';
import { iso, type SqlRow } from '../_shared/sql.ts';
import { idParam, lockCap, one, type RequestContext, userOf } from './context.ts';
import { Failure, notFound } from './failure.ts';
import { componentOfRow } from './projects.ts';
import { presetRow, projectRow } from './rows.ts';

const LINK_COLUMNS =
  'id, kind, title, project_id, preset_id, tool_id, created_at, expires_at, last_opened_at, revoked_at';

const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value));
const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

export function linkRow(row: SqlRow) {
  return {
    id: String(row.id),
    kind: String(row.kind),
    title: String(row.title),
    project_id: nullableText(row.project_id),
    preset_id: nullableText(row.preset_id),
    tool_id: nullableText(row.tool_id),
    created_at: iso(row.created_at) ?? '',
    expires_at: iso(row.expires_at),
    last_opened_at: iso(row.last_opened_at),
    revoked_at: iso(row.revoked_at),
  };
}

/** 42501 from the insert policy: the board or preset is not the caller's (or does not exist). */
const notYours = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42501';

export function shareLinkRoutes(webOrigin: string | undefined) {
  async function create(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const input = validateShareLinkCreate(ctx.body);
    // The caller's links revoked or expired a week ago go first (RLS: only theirs), so they neither count nor pile up.
    await ctx.tx(
      `delete from public.share_links
        where coalesce(revoked_at, expires_at) <= now() - interval '7 days'`,
      [],
    );
    await lockCap(ctx.tx, 'share_links', null);
    const count = await one(ctx.tx, 'select count(*)::int as n from public.share_links', []);
    if (Number(count?.n) >= ACCOUNT_LIMITS.shareLinksPerUser)
      throw new Failure(
        413,
        'payload_too_large',
        `You have the most share links an account holds (${ACCOUNT_LIMITS.shareLinksPerUser}): revoke some first.`,
      );
    const secret = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
    let row: SqlRow | undefined;
    try {
      row = await one(
        ctx.tx,
        `insert into public.share_links (secret_hash, kind, title, project_id, preset_id, tool_id, snapshot, expires_at)
         values (sha256(convert_to($1, 'UTF8')), $2, $3, $4, $5, $6, $7,
                 case when $8::int is null then null else now() + make_interval(secs => $8::int) end)
         returning ${LINK_COLUMNS}`,
        [
          secret,
          input.kind,
          input.title,
          input.kind === 'project' ? input.project_id : null,
          input.kind === 'preset' ? input.preset_id : null,
          input.kind === 'snapshot' ? input.tool_id : null,
          input.kind === 'snapshot' ? JSON.stringify(input.snapshot) : null,
          input.expires_in,
        ],
      );
    } catch (error) {
      if (notYours(error)) throw notFound(`No such ${input.kind} of yours.`);
      throw error;
    }
    if (!row) throw new Failure(500, 'unexpected_failure', 'The link was not saved.');
    const path = `/s/${secret}`;
    return json(201, { link: linkRow(row), secret, url: webOrigin ? `${webOrigin}${path}` : path });
  }

  async function list(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const { rows } = await ctx.tx(
      `select ${LINK_COLUMNS} from public.share_links order by created_at desc, id`,
      [],
    );
    return json(200, { links: rows.map(linkRow) });
  }

  /** A new expiry, counted from now (or none); a revoked link stays revoked. */
  async function update(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const { expires_in } = validateShareLinkPatch(ctx.body);
    const row = await one(
      ctx.tx,
      `update public.share_links
          set expires_at = case when $2::int is null then null else now() + make_interval(secs => $2::int) end
        where id = $1 and revoked_at is null returning ${LINK_COLUMNS}`,
      [id, expires_in],
    );
    if (!row) throw notFound('No such live share link of yours.');
    return json(200, { link: linkRow(row) });
  }

  /** Stops the link at once; the row stays (listed as revoked) for a week. */
  async function revoke(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const { rows } = await ctx.tx(
      `update public.share_links set revoked_at = coalesce(revoked_at, now()) where id = $1 returning id`,
      [idParam(idText)],
    );
    if (rows.length === 0) throw notFound('No such share of yours.');
    return empty(204);
  }

  /** Signed in or not: the secret is the capability. Every way of not opening is the same 404. */
  async function open(ctx: RequestContext): Promise<Response> {
    const secret = shareLinkSecretOf(ctx.body);
    const row =
      secret === null
        ? undefined
        : await one(
            ctx.tx,
            `select kind, title, tool_id, created_at, expires_at, snapshot, project, components, preset
               from private.open_share_link($1)`,
            [secret],
          );
    if (!row) throw notFound(SHARE_LINK_GONE_MESSAGE);
    const project = parsed(row.project) as SqlRow | null;
    const components = (parsed(row.components) ?? []) as SqlRow[];
    const preset = parsed(row.preset) as SqlRow | null;
    return json(200, {
      kind: String(row.kind),
      title: String(row.title),
      tool_id: nullableText(row.tool_id),
      created_at: iso(row.created_at) ?? '',
      expires_at: iso(row.expires_at),
      project: project && {
        ...projectRow({ ...project, owner: false }),
        components: components.map(componentOfRow),
      },
      preset: preset && presetRow(preset),
      snapshot: row.snapshot === null ? null : (JSON.parse(String(row.snapshot)) as JsonObject),
    });
  }

  return { create, list, update, revoke, open };
}
