// Favourite tools and recently used tools, following the account.

import { ACCOUNT_LIMITS, validateToolId } from '../_shared/account/mod.ts';
import { empty, json } from '../_shared/http.ts';
import { lockCap, one, type RequestContext, userOf } from './context.ts';
import { Failure, notFound } from './failure.ts';
import { favouriteRow, recentRow } from './rows.ts';

function toolParam(value: string | undefined): string {
  if (value === undefined) throw notFound();
  return validateToolId(value, 'tool_id');
}

export function favouriteRoutes() {
  async function list(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const favourites = await ctx.tx(
      'select tool_id, created_at from public.favourites order by created_at, tool_id',
      [],
    );
    const recents = await ctx.tx(
      `select tool_id, used_at from public.recents order by used_at desc, tool_id limit ${ACCOUNT_LIMITS.recents}`,
      [],
    );
    return json(200, { favourites: favourites.rows.map(favouriteRow), recents: recents.rows.map(recentRow) });
  }

  async function add(ctx: RequestContext, tool?: string): Promise<Response> {
    userOf(ctx);
    const toolId = toolParam(tool);
    // Tool ids are checked for shape only, so without a cap made-up ones would grow the list (and every
    // GET /favourites) without bound. A favourite already there stays a 204 at the cap.
    await lockCap(ctx.tx, 'favourites', null);
    const row = await one(
      ctx.tx,
      `select count(*)::int as n, bool_or(tool_id = $1) as present
         from public.favourites where user_id = (select auth.uid())`,
      [toolId],
    );
    if (Number(row?.n) >= ACCOUNT_LIMITS.favouritesPerUser && row?.present !== true)
      throw new Failure(
        413,
        'payload_too_large',
        `You have the most favourites an account holds (${ACCOUNT_LIMITS.favouritesPerUser}).`,
      );
    await ctx.tx('insert into public.favourites (tool_id) values ($1) on conflict do nothing', [toolId]);
    return empty(204);
  }

  async function remove(ctx: RequestContext, tool?: string): Promise<Response> {
    userOf(ctx);
    await ctx.tx('delete from public.favourites where tool_id = $1', [toolParam(tool)]);
    return empty(204);
  }

  /** POST /recents/:tool_id: used now; only the newest ones are kept. */
  async function used(ctx: RequestContext, tool?: string): Promise<Response> {
    userOf(ctx);
    await ctx.tx(
      `insert into public.recents (tool_id, used_at) values ($1, clock_timestamp())
       on conflict (user_id, tool_id) do update set used_at = excluded.used_at`,
      [toolParam(tool)],
    );
    await ctx.tx(
      `delete from public.recents where tool_id not in
         (select tool_id from public.recents order by used_at desc, tool_id limit ${ACCOUNT_LIMITS.recents})`,
      [],
    );
    return empty(204);
  }

  return { list, add, remove, used };
}
