// Projects: list (mine, `?since=` for other devices), create, read (mine or public), update, delete.

import type { Component } from '../_shared/account/mod.ts';
import { ACCOUNT_LIMITS, validateProjectCreate, validateProjectPatch } from '../_shared/account/mod.ts';
import { empty, json } from '../_shared/http.ts';
import type { Sql, SqlRow } from '../_shared/sql.ts';
import { idParam, lockCap, one, type RequestContext, setList, userOf, uuidArray } from './context.ts';
import { Failure, notFound } from './failure.ts';
import { COMPONENT_COLUMNS, componentRow, PROJECT_COLUMNS, projectRow, subComponentRow } from './rows.ts';
import { mayMoveOut, moveOf, readableTeam, viewerRefused, writableTeam } from './teams.ts';

async function readProject(tx: Sql, id: string) {
  const row = await one(tx, `select ${PROJECT_COLUMNS} from public.projects p where p.id = $1`, [id]);
  return row ? projectRow(row) : null;
}

/**
 * Components (`c`) with their sub-components as one JSON array each, and the exact created_at as text (export's page
 * key; a Date keeps milliseconds only): add `where …` and `order by …`.
 */
export const COMPONENT_SELECT = `select ${COMPONENT_COLUMNS},
         (select jsonb_agg(jsonb_build_object('id', s.id, 'component_id', s.component_id, 'title', s.title,
                   'completed', s.completed, 'position', s.position, 'updated_at', s.updated_at,
                   'version', s.version) order by s.position, s.created_at, s.id)
            from public.sub_components s where s.component_id = c.id) as subs,
         c.created_at::text as created_key
    from public.components c`;

export function componentOfRow(row: SqlRow): Component {
  const subs = typeof row.subs === 'string' ? JSON.parse(row.subs) : row.subs;
  return componentRow(row, Array.isArray(subs) ? subs.map(subComponentRow) : []);
}

/** The components of some projects (RLS shows only what the caller may see), with their sub-components. */
export async function readComponents(tx: Sql, projectIds: string[]): Promise<Map<string, Component[]>> {
  // One statement, a board load's one round trip, driven by the project index from the ids.
  const components = await tx(
    `${COMPONENT_SELECT} where c.project_id = any($1::text::uuid[])
      order by c.project_id, c.position, c.created_at, c.id`,
    [uuidArray(projectIds)],
  );
  const byProject = new Map<string, Component[]>(projectIds.map((id) => [id, []]));
  for (const row of components.rows) {
    const component = componentOfRow(row);
    byProject.get(component.project_id)?.push(component);
  }
  return byProject;
}

/** After a component changes: the project reads as changed for `?since=` (its version is the board's, untouched). */
export async function touchProject(tx: Sql, projectId: string): Promise<void> {
  await tx('update public.projects set updated_at = now() where id = $1', [projectId]);
}

/** The current row for a 409, or 404 when the row is not the caller's at all. */
export async function staleProject(tx: Sql, id: string, version: number): Promise<never> {
  const current = await readProject(tx, id);
  if (current?.team_id && !current.owner) throw viewerRefused();
  if (!current?.owner) throw notFound();
  throw new Failure(
    409,
    'conflict',
    `The project changed since version ${version} (it is at ${current.version}).`,
    {
      current,
    },
  );
}

/** 413 when the caller's own account (team null) or the team already holds the most projects an account may. */
async function roomForProject(tx: Sql, team: string | null): Promise<void> {
  await lockCap(tx, 'projects', team);
  const count = await one(
    tx,
    team === null
      ? 'select count(*)::int as n from public.projects where user_id = (select auth.uid()) and team_id is null'
      : 'select count(*)::int as n from public.projects where team_id = $1',
    team === null ? [] : [team],
  );
  if (Number(count?.n) >= ACCOUNT_LIMITS.projectsPerUser)
    throw new Failure(
      413,
      'payload_too_large',
      `${team === null ? 'You have' : 'The team has'} the most projects an account holds (${ACCOUNT_LIMITS.projectsPerUser}).`,
    );
}

/** An ISO timestamp in Postgres' range (years 0000-9999 with a zone): `Date.parse` alone also reads `1`, `May 3`
 * and year 99999, which the database refuses (a 500) or reads as a time nobody meant. Normalised to UTC. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function sinceOf(url: URL): string | null {
  const since = url.searchParams.get('since');
  if (since === null) return null;
  const time = ISO_TIMESTAMP.test(since) ? Date.parse(since) : Number.NaN;
  // A zone can still carry 9999-12-31 past the year's end in UTC (toISOString then reads +010000-…).
  const utc = Number.isNaN(time) ? '' : new Date(time).toISOString();
  if (!/^\d{4}-/.test(utc))
    throw new Failure(400, 'validation_failed', 'since must be an ISO timestamp', { field: 'since' });
  return utc;
}

export function projectRoutes() {
  async function list(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const since = sinceOf(ctx.url);
    // `?team=` lists a team's projects; without it, the caller's own.
    const teamText = ctx.url.searchParams.get('team');
    const team = teamText === null ? null : await readableTeam(ctx.tx, teamText);
    const { rows } = await ctx.tx(
      `select ${PROJECT_COLUMNS} from public.projects p
        where ${team === null ? 'p.user_id = (select auth.uid()) and p.team_id is null' : 'p.team_id = $2'}
          and ($1::timestamptz is null or p.updated_at > $1::timestamptz)
        order by p.updated_at desc, p.id`,
      [since, ...(team === null ? [] : [team])],
    );
    const projects = rows.map(projectRow);
    if (since === null) return json(200, { projects });
    const deleted = await ctx.tx(
      `select project_id from public.project_deletions where deleted_at > $1::timestamptz order by deleted_at`,
      [since],
    );
    return json(200, { projects, deleted: deleted.rows.map((r) => String(r.project_id)) });
  }

  async function create(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const input = validateProjectCreate(ctx.body);
    // A team holds as many projects as an account (`?team=` makes it the team's; editors and owners only).
    const teamText = ctx.url.searchParams.get('team');
    const team = teamText === null ? null : await writableTeam(ctx.tx, teamText);
    await roomForProject(ctx.tx, team);
    const row = await one(
      ctx.tx,
      `insert into public.projects as p (name, description, github_url, supabase_url, visibility, workspace_source,
         team_id)
       values ($1, $2, $3, $4, $5, $6, $7) returning ${PROJECT_COLUMNS}`,
      [
        input.name,
        input.description ?? '',
        input.github_url ?? null,
        input.supabase_url ?? null,
        input.visibility ?? 'private',
        input.workspace?.source ?? null,
        team,
      ],
    );
    if (!row) throw new Failure(500, 'unexpected_failure', 'The project was not saved.');
    return json(201, { project: projectRow(row) });
  }

  async function read(ctx: RequestContext, idText?: string): Promise<Response> {
    const id = idParam(idText);
    // The project with its workspace text, and its board: sent together (one round trip on postgres.js).
    const [row, board] = await Promise.all([
      one(ctx.tx, `select ${PROJECT_COLUMNS}, p.workspace_source from public.projects p where p.id = $1`, [
        id,
      ]),
      readComponents(ctx.tx, [id]),
    ]);
    if (!row) throw notFound('No such project, or it is private.');
    const components = board.get(id) ?? [];
    const workspace = typeof row.workspace_source === 'string' ? { source: row.workspace_source } : null;
    return json(200, { project: projectRow(row), components, workspace });
  }

  async function update(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const patch = validateProjectPatch(ctx.body);
    const set = setList(
      {
        name: patch.name,
        description: patch.description,
        github_url: patch.github_url,
        supabase_url: patch.supabase_url,
        visibility: patch.visibility,
        last_synced_at: patch.last_synced_at,
        workspace_source: patch.workspace?.source,
      },
      3,
    );
    const row = await one(
      ctx.tx,
      `update public.projects as p set ${set.sql ? `${set.sql}, ` : ''}version = version
        where p.id = $1 and p.version = $2 returning ${PROJECT_COLUMNS}`,
      [id, patch.version, ...set.params],
    );
    if (!row) return staleProject(ctx.tx, id, patch.version);
    return json(200, { project: projectRow(row) });
  }

  async function remove(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const { rows } = await ctx.tx('delete from public.projects where id = $1 returning id', [id]);
    if (rows.length === 0) throw notFound();
    return empty(204);
  }

  /**
   * `POST /projects/:id/move {team_id, version}`: the board goes to a team the caller writes (from their own account,
   * or out of a team they own) or to their own account (out of a team they own). It becomes the mover's and its
   * version goes up (team_item_stays in the database holds the same rules for every path).
   */
  async function move(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const { team, version } = moveOf(ctx.body);
    const current = await readProject(ctx.tx, id);
    // Another's public board reads, but is not theirs to move.
    if (!current || (!current.team_id && !current.owner)) throw notFound();
    const from = current.team_id ?? null;
    await mayMoveOut(ctx.tx, from);
    if (team !== null) await writableTeam(ctx.tx, team);
    if (current.version !== version) return staleProject(ctx.tx, id, version);
    if (team === from) return json(200, { project: current });
    await roomForProject(ctx.tx, team);
    const row = await one(
      ctx.tx,
      `update public.projects as p set team_id = $3 where p.id = $1 and p.version = $2 returning ${PROJECT_COLUMNS}`,
      [id, version, team],
    );
    if (!row) return staleProject(ctx.tx, id, version);
    return json(200, { project: projectRow(row) });
  }

  return { list, create, read, update, remove, move };
}
