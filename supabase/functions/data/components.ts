// A project's board: the whole-board save (the Visual Workspace's Save), one added card, a Kanban drag,
// a deleted card, a sub-task tick. Writes carry the version they read; a stale one is 409 with the current row.

import {
  ACCOUNT_LIMITS,
  ADDED_COMPONENT_KIND,
  validateBoardSave,
  validateComponentInput,
  validateComponentPatch,
  validateSubComponentPatch,
} from '../_shared/account/mod.ts';
import { empty, json } from '../_shared/http.ts';
import type { Sql } from '../_shared/sql.ts';
import {
  type BoardWrites,
  boardWrites,
  componentColumns,
  type PlacedComponent,
  subColumns,
  withIds,
  writesNothing,
} from './board-save.ts';
import { idParam, one, type RequestContext, setList, userOf } from './context.ts';
import { Failure, notFound } from './failure.ts';
import { readComponents, staleProject, touchProject } from './projects.ts';
import { PROJECT_COLUMNS, projectRow, SUB_COMPONENT_COLUMNS, subComponentRow } from './rows.ts';
import { viewerRefused } from './teams.ts';

const COMPONENT_FIELDS = `id uuid, parent_id uuid, title text, description text, kind text, status text, priority text,
  deadline date, tags text[], notes text, position int`;

/**
 * Inserts or updates components of one project from JSON in one statement (a 500-node board is one round trip).
 * A row id that is another project's stays untouched and counts as missing; another user's makes RLS refuse it.
 */
async function upsertComponents(
  tx: Sql,
  projectId: string,
  components: readonly PlacedComponent[],
  subs: BoardWrites['subs'] = components.flatMap((c) =>
    c.sub_components.map((s) => ({ ...s, component_id: c.id })),
  ),
): Promise<void> {
  if (components.length > 0)
    await tx(
      `insert into public.components as c (id, project_id, parent_id, title, description, kind, status, priority,
       deadline, tags, notes, position)
     select x.id, $1, x.parent_id, x.title, x.description, x.kind, x.status, x.priority, x.deadline, x.tags,
            x.notes, x.position
       from jsonb_to_recordset($2::text::jsonb) as x(${COMPONENT_FIELDS})
     on conflict (id) do update set parent_id = excluded.parent_id, title = excluded.title,
       description = excluded.description, kind = excluded.kind, status = excluded.status,
       priority = excluded.priority, deadline = excluded.deadline, tags = excluded.tags, notes = excluded.notes,
       position = excluded.position
       where c.project_id = excluded.project_id
         and (c.parent_id, c.title, c.description, c.kind, c.status, c.priority, c.deadline, c.tags, c.notes, c.position)
             is distinct from (excluded.parent_id, excluded.title, excluded.description, excluded.kind,
                               excluded.status, excluded.priority, excluded.deadline, excluded.tags, excluded.notes,
                               excluded.position)`,
      [projectId, JSON.stringify(components.map(componentColumns))],
    );
  if (subs.length > 0)
    await tx(
      // A sub-task moves to the card that now holds it when it sits on a card of this project (RLS checks both
      // cards are the caller's); one on another project's card stays and is found missing from the board read back.
      `insert into public.sub_components as s (id, component_id, title, completed, position)
       select x.id, x.component_id, x.title, x.done, x.position
         from jsonb_to_recordset($1::text::jsonb) as x(id uuid, component_id uuid, title text, done boolean, position int)
       on conflict (id) do update set component_id = excluded.component_id, title = excluded.title,
         completed = excluded.completed, position = excluded.position
         where s.component_id in (select c.id from public.components c where c.project_id = $2)
           and (s.component_id, s.title, s.completed, s.position)
               is distinct from (excluded.component_id, excluded.title, excluded.completed, excluded.position)`,
      [JSON.stringify(subs.map(subColumns)), projectId],
    );
}

/** How many of these ids are components of the project (after a save: all of them, unless one is another's). */
async function idsInProject(tx: Sql, projectId: string, ids: string[]): Promise<number> {
  const row = await one(
    tx,
    `select count(*)::int as n from public.components
      where project_id = $1 and id in (select value::uuid from jsonb_array_elements_text($2::text::jsonb))`,
    [projectId, JSON.stringify(ids)],
  );
  return Number(row?.n);
}

async function projectComponentCount(tx: Sql, projectId: string): Promise<number> {
  return Number(
    (await one(tx, 'select count(*)::int as n from public.components where project_id = $1', [projectId]))?.n,
  );
}

/** One component of mine with its sub-components, or null. */
/** A component as RLS shows it (mine, or of a public project) with its sub-components, and whether it is mine. */
/**
 * A card the caller can read, whether they may write it (`mine`: their own board's, or a team's they edit), and
 * whether it is a team's (a viewer is then told why, not answered as if it did not exist).
 */
async function readComponent(tx: Sql, id: string) {
  // A left join: whether the card is readable is the components policy's answer alone, never the board's row.
  const row = await one(
    tx,
    `select c.project_id, p.team_id is not null as team,
            (case when p.team_id is null then c.user_id = (select auth.uid())
                  else p.team_id in (select private.my_writable_team_ids()) end) is true as mine
       from public.components c left join public.projects p on p.id = c.project_id
      where c.id = $1`,
    [id],
  );
  if (!row) return null;
  const projectId = String(row.project_id);
  const component = (await readComponents(tx, [projectId])).get(projectId)?.find((c) => c.id === id);
  return component ? { component, mine: row.mine === true, team: row.team === true } : null;
}

function conflict(what: string, version: number, current: { version: number }): never {
  throw new Failure(
    409,
    'conflict',
    `The ${what} changed since version ${version} (it is at ${current.version}).`,
    {
      current,
    },
  );
}

export function componentRoutes() {
  /** PUT /projects/:id/components: the whole board replaces the project's components; the project's version + 1. */
  async function saveBoard(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const projectId = idParam(idText);
    const save = validateBoardSave(ctx.body);
    // The version check and the board it replaces, sent together (one round trip on postgres.js).
    const [bumped, board] = await Promise.all([
      one(
        ctx.tx,
        `update public.projects as p set version = version where p.id = $1 and p.version = $2
         returning ${PROJECT_COLUMNS}`,
        [projectId, save.version],
      ),
      readComponents(ctx.tx, [projectId]),
    ]);
    if (!bumped) return staleProject(ctx.tx, projectId, save.version);
    const before = board.get(projectId) ?? [];
    const components = withIds(save.components, before);
    const writes = boardWrites(components, before);
    if (writesNothing(writes)) return json(200, { project: projectRow(bumped), components: before });
    // Rows the board no longer has, components and sub-components, in one statement.
    if (writes.removes)
      await ctx.tx(
        `with gone as (
           delete from public.components where project_id = $1
              and id not in (select value::uuid from jsonb_array_elements_text($2::text::jsonb)))
         delete from public.sub_components s using public.components c
          where c.id = s.component_id and c.project_id = $1
            and s.id not in (select value::uuid from jsonb_array_elements_text($3::text::jsonb))`,
        [
          projectId,
          JSON.stringify(components.map((c) => c.id)),
          JSON.stringify(components.flatMap((c) => c.sub_components.map((s) => s.id))),
        ],
      );
    // Only rows that differ are written (their versions count real changes); an id that is another project's
    // is skipped by the upsert and found missing from the board read back.
    await upsertComponents(ctx.tx, projectId, writes.components, writes.subs);
    const saved = (await readComponents(ctx.tx, [projectId])).get(projectId) ?? [];
    const onBoard = new Set(saved.map((c) => c.id));
    if (components.some((c) => !onBoard.has(c.id)))
      throw new Failure(400, 'validation_failed', 'A component id belongs to another project.', {
        field: 'components',
      });
    const onCard = new Set(saved.flatMap((c) => c.sub_components.map((s) => `${c.id}/${s.id}`)));
    if (components.some((c) => c.sub_components.some((s) => !onCard.has(`${c.id}/${s.id}`))))
      throw new Failure(400, 'validation_failed', 'A sub-task id belongs to another project.', {
        field: 'components',
      });
    return json(200, { project: projectRow(bumped), components: saved });
  }

  /** POST /projects/:id/components: one more card. */
  async function add(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const projectId = idParam(idText);
    const input = validateComponentInput(ctx.body);
    if ((await projectComponentCount(ctx.tx, projectId)) >= ACCOUNT_LIMITS.componentsPerProject)
      throw new Failure(
        413,
        'payload_too_large',
        `A project holds at most ${ACCOUNT_LIMITS.componentsPerProject} components.`,
      );
    const [component] = withIds([{ kind: ADDED_COMPONENT_KIND, ...input }]);
    if (!component) throw new Failure(500, 'unexpected_failure', 'The card was not saved.');
    if (input.position === undefined) component.position = await projectComponentCount(ctx.tx, projectId);
    // A replay of the same card (an offline queue) finds it unchanged and answers it again.
    await upsertComponents(ctx.tx, projectId, [component]);
    if ((await idsInProject(ctx.tx, projectId, [component.id])) !== 1)
      throw new Failure(400, 'validation_failed', 'That component id is taken.', { field: 'id' });
    await touchProject(ctx.tx, projectId);
    const saved = await readComponent(ctx.tx, component.id);
    if (!saved) throw notFound();
    return json(201, { component: saved.component });
  }

  /** PATCH /components/:id: a Kanban drag (status, position) or an edit. */
  async function update(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const patch = validateComponentPatch(ctx.body);
    const set = setList(
      {
        parent_id: patch.parent_id,
        title: patch.title,
        description: patch.description,
        kind: patch.kind,
        status: patch.status,
        priority: patch.priority,
        deadline: patch.deadline,
        tags: patch.tags,
        notes: patch.notes,
        position: patch.position,
      },
      3,
    );
    const row = await one(
      ctx.tx,
      `update public.components as c set ${set.sql ? `${set.sql}, ` : ''}version = version
        where c.id = $1 and c.version = $2 returning c.project_id`,
      [id, patch.version, ...set.params],
    );
    if (!row) {
      // Only who may write it learns the current row; a public project's card is no one else's to write.
      const current = await readComponent(ctx.tx, id);
      if (current?.team && !current.mine) throw viewerRefused();
      if (!current?.mine) throw notFound();
      return conflict('component', patch.version, current.component);
    }
    await touchProject(ctx.tx, String(row.project_id));
    const saved = await readComponent(ctx.tx, id);
    if (!saved) throw notFound();
    return json(200, { component: saved.component });
  }

  async function remove(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const row = await one(ctx.tx, 'delete from public.components where id = $1 returning project_id', [id]);
    if (!row) throw notFound();
    await touchProject(ctx.tx, String(row.project_id));
    return empty(204);
  }

  /** PATCH /sub-components/:id: a tick (done) or a rename. */
  async function updateSub(ctx: RequestContext, idText?: string): Promise<Response> {
    userOf(ctx);
    const id = idParam(idText);
    const patch = validateSubComponentPatch(ctx.body);
    const set = setList({ title: patch.title, completed: patch.done, position: patch.position }, 3);
    const row = await one(
      ctx.tx,
      `update public.sub_components as s set ${set.sql ? `${set.sql}, ` : ''}version = version
        where s.id = $1 and s.version = $2 returning ${SUB_COMPONENT_COLUMNS}`,
      [id, patch.version, ...set.params],
    );
    if (!row) {
      const current = await one(
        ctx.tx,
        `select ${SUB_COMPONENT_COLUMNS} from public.sub_components s where s.id = $1 and s.user_id = (select auth.uid())`,
        [id],
      );
      if (!current) throw notFound();
      return conflict('sub-component', patch.version, subComponentRow(current));
    }
    await ctx.tx(
      `update public.projects set updated_at = now()
        where id = (select project_id from public.components where id = $1)`,
      [row.component_id],
    );
    return json(200, { sub_component: subComponentRow(row) });
  }

  return { saveBoard, add, update, remove, updateSub };
}
