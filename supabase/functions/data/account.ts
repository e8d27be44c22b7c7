// The profile page's two buttons: everything of mine as one JSON document, and deleting all of it.

import { json } from '../_shared/http.ts';
import { one, type RequestContext, userOf } from './context.ts';
import { Failure } from './failure.ts';
import { readComponents, workspaceOf } from './projects.ts';
import {
  favouriteRow,
  PRESET_COLUMNS,
  PROFILE_COLUMNS,
  PROJECT_COLUMNS,
  presetRow,
  profileRow,
  projectRow,
  recentRow,
} from './rows.ts';

// RLS shows a caller only their own rows, except public projects (and their components) of others: only those
// reads say whose. Presets, favourites and recents rely on RLS alone.
const MINE = 'user_id = (select auth.uid())';

export function accountRoutes(now: () => Date) {
  async function exportAll(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const profile = await one(ctx.tx, `select ${PROFILE_COLUMNS} from public.profiles`, []);
    const projects = (
      await ctx.tx(
        `select ${PROJECT_COLUMNS} from public.projects p where p.${MINE} order by p.created_at, p.id`,
        [],
      )
    ).rows.map(projectRow);
    const components = await readComponents(
      ctx.tx,
      projects.map((p) => p.id),
    );
    const withBoards = [];
    for (const project of projects)
      withBoards.push({
        ...project,
        components: components.get(project.id) ?? [],
        workspace: await workspaceOf(ctx.tx, project.id),
      });
    const presets = await ctx.tx(`select ${PRESET_COLUMNS} from public.presets order by tool_id, name`, []);
    const favourites = await ctx.tx(
      `select tool_id, created_at from public.favourites order by created_at`,
      [],
    );
    const recents = await ctx.tx(`select tool_id, used_at from public.recents order by used_at desc`, []);
    return json(
      200,
      {
        exported_at: now().toISOString(),
        profile: profile ? profileRow(profile) : null,
        projects: withBoards,
        presets: presets.rows.map(presetRow),
        favourites: favourites.rows.map(favouriteRow),
        recents: recents.rows.map(recentRow),
      },
      { 'Content-Disposition': 'attachment; filename="toolbox-export.json"' },
    );
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
      `select (select count(*)::int from public.projects where ${MINE}) as projects,
              (select count(*)::int from public.components where ${MINE}) as components,
              (select count(*)::int from public.sub_components where ${MINE}) as sub_components,
              (select count(*)::int from public.presets) as presets,
              (select count(*)::int from public.favourites) as favourites,
              (select count(*)::int from public.recents) as recents`,
      [],
    );
    // Projects take their components and sub-components with them (on delete cascade); RLS lets a caller delete
    // only their own rows (a public project of someone else's included).
    for (const table of ['presets', 'favourites', 'recents', 'projects'])
      await ctx.tx(`delete from public.${table}`, []);
    const deleted: Record<string, number> = {};
    for (const [key, value] of Object.entries(counted ?? {})) deleted[key] = Number(value);
    return json(200, { deleted });
  }

  return { exportAll, deleteAll };
}
