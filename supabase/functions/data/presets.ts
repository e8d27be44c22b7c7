// A tool's saved inputs by name: list (per tool), save, update, delete. One name per tool: a second save of
// the same name is 409 with the one that exists.

import {
  ACCOUNT_LIMITS,
  validatePresetCreate,
  validatePresetPatch,
  validateToolId,
} from '../_shared/account/mod.ts';
import { empty, json } from '../_shared/http.ts';
import type { Sql } from '../_shared/sql.ts';
import { idParam, lockCap, one, type RequestContext, setList, userOf } from './context.ts';
import { Failure, notFound } from './failure.ts';
import { PRESET_COLUMNS, presetRow } from './rows.ts';
import { mayMoveOut, moveOf, readableTeam, writableTeam } from './teams.ts';

function nameTaken(current: ReturnType<typeof presetRow>): Failure {
  return new Failure(409, 'conflict', `A preset named "${current.name}" for ${current.tool_id} exists.`, {
    current,
  });
}

/** A preset by name among a team's (`team`) or the caller's own (null). */
async function byName(tx: Sql, toolId: string, name: string, team: string | null) {
  const row = await one(
    tx,
    `select ${PRESET_COLUMNS} from public.presets
      where tool_id = $1 and name = $2 and ${team === null ? 'team_id is null' : 'team_id = $3'}`,
    team === null ? [toolId, name] : [toolId, name, team],
  );
  return row ? presetRow(row) : null;
}

/** `?team=` names a team's presets; without it, the caller's own. */
async function teamOf(ctx: RequestContext, write: boolean): Promise<string | null> {
  const teamText = ctx.url.searchParams.get('team');
  if (teamText === null) return null;
  return write ? writableTeam(ctx.tx, teamText) : readableTeam(ctx.tx, teamText);
}

/** 413 when the caller's own presets (team null) or the team's are at the most an account may hold. */
async function roomForPreset(tx: Sql, team: string | null): Promise<void> {
  await lockCap(tx, 'presets', team);
  const count = await one(
    tx,
    `select count(*)::int as n from public.presets where ${team === null ? 'team_id is null' : 'team_id = $1'}`,
    team === null ? [] : [team],
  );
  if (Number(count?.n) >= ACCOUNT_LIMITS.presetsPerUser)
    throw new Failure(
      413,
      'payload_too_large',
      `${team === null ? 'You have' : 'The team has'} the most presets an account holds (${ACCOUNT_LIMITS.presetsPerUser}).`,
    );
}

export function presetRoutes() {
  async function list(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const tool = ctx.url.searchParams.get('tool');
    if (tool !== null) validateToolId(tool, 'tool');
    const team = await teamOf(ctx, false);
    const { rows } = await ctx.tx(
      `select ${PRESET_COLUMNS} from public.presets
        where ($1::text is null or tool_id = $1) and ${team === null ? 'team_id is null' : 'team_id = $2'}
        order by tool_id, name`,
      team === null ? [tool] : [tool, team],
    );
    return json(200, { presets: rows.map(presetRow) });
  }

  async function create(ctx: RequestContext): Promise<Response> {
    userOf(ctx);
    const input = validatePresetCreate(ctx.body);
    const team = await teamOf(ctx, true);
    await roomForPreset(ctx.tx, team);
    // Looked up first: after a unique violation the transaction could not read the holder (a race that still
    // loses is a 409 without it, see failure.ts).
    const existing = await byName(ctx.tx, input.tool_id, input.name, team);
    if (existing) throw nameTaken(existing);
    const row = await one(
      ctx.tx,
      `insert into public.presets (tool_id, name, inputs, project_id, team_id) values ($1, $2, $3::text::jsonb, $4, $5)
       returning ${PRESET_COLUMNS}`,
      [input.tool_id, input.name, JSON.stringify(input.inputs), input.project_id ?? null, team],
    );
    if (!row) throw new Failure(500, 'unexpected_failure', 'The preset was not saved.');
    return json(201, { preset: presetRow(row) });
  }

  async function update(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const patch = validatePresetPatch(ctx.body);
    const before = await one(ctx.tx, `select ${PRESET_COLUMNS} from public.presets where id = $1`, [id]);
    if (!before) throw notFound();
    const current = presetRow(before);
    if (current.team_id) await writableTeam(ctx.tx, current.team_id);
    if (current.version !== patch.version)
      throw new Failure(
        409,
        'conflict',
        `The preset changed since version ${patch.version} (it is at ${current.version}).`,
        {
          current,
        },
      );
    if (patch.name !== undefined && patch.name !== current.name) {
      const holder = await byName(ctx.tx, current.tool_id, patch.name, current.team_id ?? null);
      if (holder) throw nameTaken(holder);
    }
    const set = setList({ name: patch.name, inputs: patch.inputs && JSON.stringify(patch.inputs) }, 3, {
      inputs: '::text::jsonb',
    });
    const row = await one(
      ctx.tx,
      `update public.presets set ${set.sql ? `${set.sql}, ` : ''}project_id = project_id
        where id = $1 and version = $2 returning ${PRESET_COLUMNS}`,
      [id, patch.version, ...set.params],
    );
    if (!row) throw notFound();
    return json(200, { preset: presetRow(row) });
  }

  async function remove(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const { rows } = await ctx.tx('delete from public.presets where id = $1 returning id', [id]);
    if (rows.length === 0) {
      // A team's preset a viewer can see but not delete: say so rather than "no such preset".
      const seen = await one(ctx.tx, 'select team_id from public.presets where id = $1', [id]);
      if (seen?.team_id) await writableTeam(ctx.tx, String(seen.team_id));
      throw notFound();
    }
    return empty(204);
  }

  /** `POST /presets/:id/move {team_id, version}`: as a board moves (projects.ts), and one name per tool where it lands. */
  async function move(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const { team, version } = moveOf(ctx.body);
    const before = await one(ctx.tx, `select ${PRESET_COLUMNS} from public.presets where id = $1`, [id]);
    if (!before) throw notFound();
    const current = presetRow(before);
    const from = current.team_id ?? null;
    await mayMoveOut(ctx.tx, from);
    if (team !== null) await writableTeam(ctx.tx, team);
    if (current.version !== version)
      throw new Failure(
        409,
        'conflict',
        `The preset changed since version ${version} (it is at ${current.version}).`,
        {
          current,
        },
      );
    if (team === from) return json(200, { preset: current });
    await roomForPreset(ctx.tx, team);
    const holder = await byName(ctx.tx, current.tool_id, current.name, team);
    if (holder) throw nameTaken(holder);
    const row = await one(
      ctx.tx,
      `update public.presets set team_id = $3 where id = $1 and version = $2 returning ${PRESET_COLUMNS}`,
      [id, version, team],
    );
    if (!row) throw notFound();
    return json(200, { preset: presetRow(row) });
  }

  return { list, create, update, remove, move };
}
