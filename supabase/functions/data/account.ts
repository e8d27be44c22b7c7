// The profile page's two buttons: everything of mine as one JSON document, and deleting all of it.

import { json } from '../_shared/http.ts';
import { one, type RequestContext, userOf } from './context.ts';
import { exportResponse } from './export.ts';
import { Failure } from './failure.ts';

// RLS shows a caller only their own rows, except public projects (and their components) of others: only those
// reads say whose. Presets, favourites and recents rely on RLS alone.
const MINE = 'user_id = (select auth.uid())';
// A team's projects and presets are the team's: erasing my data leaves them (RLS would let an editor delete them).
// Whose presets go is RLS's to decide (data-isolation.test.ts proves the policy guards); projects say whose, as their
// reads do, which also lets the delete use the owner's index.
const TEAMS_KEEP: Record<string, string> = {
  presets: ' where team_id is null',
  projects: ` where ${MINE} and team_id is null`,
};

export function accountRoutes(now: () => Date) {
  /** GET /export: streamed in pages (export.ts), the same document whatever the account's size. */
  async function exportAll(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    return exportResponse(ctx, now().toISOString());
  }

  /** DELETE /me: all of my data (the account and its profile stay), with how many rows of each kind went. */
  async function deleteAll(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    // A CLI token is often a CI secret: it may read and write, but erasing everything takes the owner's web session.
    if (ctx.caller.userId !== null && ctx.caller.via === 'cli')
      throw new Failure(
        403,
        'forbidden',
        'Erasing all your data needs a web session: sign in on the web app, not with a CLI token.',
      );
    const counted = await one(
      ctx.tx,
      `select (select count(*)::int from public.projects where ${MINE} and team_id is null) as projects,
              (select count(*)::int from public.components where ${MINE}) as components,
              (select count(*)::int from public.sub_components where ${MINE}) as sub_components,
              (select count(*)::int from public.presets where ${MINE} and team_id is null) as presets,
              (select count(*)::int from public.favourites) as favourites,
              (select count(*)::int from public.recents) as recents,
              (select count(*)::int from public.share_links) as share_links,
              (select count(*)::int from public.encrypted_shares) as encrypted_shares`,
      [],
    );
    // Projects take their components and sub-components with them (on delete cascade); RLS lets a caller delete
    // only their own rows (a public project of someone else's included).
    for (const table of ['encrypted_shares', 'share_links', 'presets', 'favourites', 'recents', 'projects'])
      await ctx.tx(`delete from public.${table}${TEAMS_KEEP[table] ?? ''}`, []);
    const deleted: Record<string, number> = {};
    for (const [key, value] of Object.entries(counted ?? {})) deleted[key] = Number(value);
    return json(200, { deleted });
  }

  return { exportAll, deleteAll };
}
