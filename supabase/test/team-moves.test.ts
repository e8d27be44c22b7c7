// Moving a board or preset between a person and a team (issue 80 item 4, migrations/…_team_item_moves.sql) on PGlite
// and a real PostgreSQL 15. Alice owns team Acme, Bob is its editor, Carol its viewer, Dave is outside. A board's
// person who writes a team moves it in; only the team's owners move it out; the mover becomes its owner, cards
// included; the version goes up; a share link opens while its maker may still read the board. Each database rule
// is shown to be the guard: with it loosened, the refused statement goes through.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMail } from '../functions/data/deps.ts';
import { attemptOn } from './backend-attempt.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

const UPDATE_POLICY = `using ((team_id is null and (select auth.uid()) = user_id) or team_id in (select private.my_writable_team_ids()))
  with check ((team_id is null and (select auth.uid()) = user_id) or team_id in (select private.my_writable_team_ids()))`;

/** One statement as toolbox_api with a caller's claims (as the data function runs them), rolled back. */
const attempt = (backend: Backend, userId: string, text: string, params: unknown[] = []) =>
  attemptOn(backend, 'toolbox_api', userId, text, params);

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(
    `moving boards and presets between a person and a team on ${backend.name}`,
    () => {
      let db: Backend;
      let h: ReturnType<typeof harness>;
      const mails: TeamMail[] = [];
      let alice: TestUser;
      let bob: TestUser;
      let carol: TestUser;
      let dave: TestUser;
      let team: string;

      const call = (user: TestUser, method: string, path: string, body?: unknown) =>
        h.call(user.session, method, path, body);
      const board = async (user: TestUser, name: string) =>
        (await call(user, 'POST', '/projects', { name })).body.project as { id: string; version: number };
      const listed = async (user: TestUser, query = '') =>
        ((await call(user, 'GET', `/projects${query}`)).body.projects ?? []).map((p: { id: string }) => p.id);

      beforeAll(async () => {
        db = await backend.open();
        h = harness(db, {}, { sendMail: async (mail) => void mails.push(mail) });
        alice = await h.createUser('alice@example.com', 'Alice');
        bob = await h.createUser('bob@example.com', 'Bob');
        carol = await h.createUser('carol@example.com', 'Carol');
        dave = await h.createUser('dave@example.com', 'Dave');
        team = (await call(alice, 'POST', '/teams', { name: 'Acme' })).body.team.id;
        for (const [user, role] of [
          [bob, 'editor'],
          [carol, 'viewer'],
        ] as const) {
          await call(alice, 'POST', `/teams/${team}/invitations`, { email: user.email, role });
          expect((await call(user, 'POST', '/teams/join', { code: mails.at(-1)?.code })).status).toBe(200);
        }
      });
      afterAll(async () => {
        await db?.close();
      });

      it('moves an editor’s own board into the team, where teammates read it at once; only an owner moves it out', async () => {
        const mine = await board(bob, 'Roadmap');
        const card = await call(bob, 'PUT', `/projects/${mine.id}/components`, {
          version: mine.version,
          components: [{ title: 'Bob’s card' }],
        });
        const version = card.body.project.version;
        const stale = await call(bob, 'POST', `/projects/${mine.id}/move`, {
          team_id: team,
          version: version - 1,
        });
        expect(stale).toMatchObject({ status: 409, body: { error_code: 'conflict', current: { version } } });

        const moved = await call(bob, 'POST', `/projects/${mine.id}/move`, { team_id: team, version });
        expect(moved).toMatchObject({
          status: 200,
          body: { project: { id: mine.id, team_id: team, owner: true } },
        });
        // A tab holding the old version meets the conflict flow.
        expect(moved.body.project.version).toBeGreaterThan(version);
        expect(await listed(bob)).not.toContain(mine.id);
        for (const member of [alice, bob, carol])
          expect(await listed(member, `?team=${team}`)).toContain(mine.id);
        expect((await call(carol, 'GET', `/projects/${mine.id}`)).body.components).toHaveLength(1);
        expect((await call(dave, 'GET', `/projects/${mine.id}`)).status).toBe(404);

        const now = moved.body.project.version;
        for (const [member, role] of [
          [bob, 'owners'],
          [carol, 'owners'],
        ] as const) {
          const out = await call(member, 'POST', `/projects/${mine.id}/move`, {
            team_id: null,
            version: now,
          });
          expect(out).toMatchObject({ status: 403, body: { error_code: 'forbidden' } });
          expect(out.body.msg).toContain(role);
        }
        expect(
          (await call(dave, 'POST', `/projects/${mine.id}/move`, { team_id: null, version: now })).status,
        ).toBe(404);

        // Alice (owner) takes it to her own account: the board and Bob's card are hers, and Bob no longer reads it.
        const back = await call(alice, 'POST', `/projects/${mine.id}/move`, { team_id: null, version: now });
        expect(back.status).toBe(200);
        expect(back.body.project).not.toHaveProperty('team_id');
        expect(await listed(alice)).toContain(mine.id);
        expect(await listed(bob, `?team=${team}`)).not.toContain(mine.id);
        expect((await call(bob, 'GET', `/projects/${mine.id}`)).status).toBe(404);
        const owners = await db.admin(
          `select distinct c.user_id::text as id from public.components c where c.project_id = $1
         union select p.user_id::text from public.projects p where p.id = $1`,
          [mine.id],
        );
        expect(owners.map((r) => r.id)).toEqual([alice.id]);
      });

      it('refuses a viewer’s and an outsider’s move into the team, and answers bad input with the field', async () => {
        const carols = await board(carol, 'Carol’s');
        const daves = await board(dave, 'Dave’s');
        const intoTeam = (user: TestUser, p: { id: string; version: number }) =>
          call(user, 'POST', `/projects/${p.id}/move`, { team_id: team, version: p.version });
        expect(await intoTeam(carol, carols)).toMatchObject({
          status: 403,
          body: { error_code: 'forbidden' },
        });
        expect(await intoTeam(dave, daves)).toMatchObject({ status: 404, body: { error_code: 'not_found' } });
        // Someone else's board is not theirs to move, even into a team they write.
        expect(await intoTeam(bob, carols)).toMatchObject({ status: 404 });
        for (const [body, field] of [
          [{ version: 1 }, 'team_id'],
          [{ team_id: 'acme', version: 1 }, 'team_id'],
          [{ team_id: team }, 'version'],
          [null, 'body'],
        ] as const) {
          const bad = await call(carol, 'POST', `/projects/${carols.id}/move`, body);
          expect(bad).toMatchObject({ status: 400, body: { error_code: 'validation_failed', field } });
        }
        expect(await listed(carol)).toContain(carols.id);
      });

      it('moves a preset the same way, one name per tool where it lands', async () => {
        const save = (user: TestUser, name: string, query = '') =>
          call(user, 'POST', `/presets${query}`, { tool_id: 'og-image', name, inputs: { title: name } });
        const mine = (await save(bob, 'brand')).body.preset;
        await save(alice, 'brand', `?team=${team}`);
        const clash = await call(bob, 'POST', `/presets/${mine.id}/move`, {
          team_id: team,
          version: mine.version,
        });
        expect(clash).toMatchObject({ status: 409, body: { current: { name: 'brand', team_id: team } } });
        const other = (await save(bob, 'launch')).body.preset;
        const moved = await call(bob, 'POST', `/presets/${other.id}/move`, {
          team_id: team,
          version: other.version,
        });
        expect(moved).toMatchObject({ status: 200, body: { preset: { team_id: team, name: 'launch' } } });
        const carolSees = await call(carol, 'GET', `/presets?tool=og-image&team=${team}`);
        expect(carolSees.body.presets.map((p: { name: string }) => p.name)).toContain('launch');
        const preset = moved.body.preset;
        expect(
          (await call(bob, 'POST', `/presets/${preset.id}/move`, { team_id: null, version: preset.version }))
            .status,
        ).toBe(403);
        const back = await call(alice, 'POST', `/presets/${preset.id}/move`, {
          team_id: null,
          version: preset.version,
        });
        expect(back.status).toBe(200);
        expect((await call(alice, 'GET', '/presets?tool=og-image')).body.presets).toEqual([
          expect.objectContaining({ id: preset.id, name: 'launch' }),
        ]);
      });

      it('keeps a board’s share link working while its maker may read the board, and not after', async () => {
        const mine = await board(bob, 'Shared roadmap');
        const made = await call(bob, 'POST', '/links', {
          kind: 'project',
          project_id: mine.id,
          title: 'Roadmap',
        });
        expect(made.status).toBe(201);
        const open = () => h.call(null, 'POST', '/links/open', { secret: made.body.secret });
        const moved = (
          await call(bob, 'POST', `/projects/${mine.id}/move`, { team_id: team, version: mine.version })
        ).body.project;
        expect((await open()).status).toBe(200);
        await call(alice, 'POST', `/projects/${mine.id}/move`, { team_id: null, version: moved.version });
        expect((await open()).status).toBe(404);
      });

      it('holds the rules in the database: each statement refused by its own guard, allowed with it loosened', async () => {
        // Taking it for oneself: out of the team and into one's own name.
        const moveOut = `update public.projects set team_id = null, user_id = (select auth.uid()) where id = $1
        returning id`;
        const intoTeam = `update public.projects set team_id = $2 where id = $1 returning id`;
        const teamBoard = (await call(bob, 'POST', `/projects?team=${team}`, { name: 'Team plan' })).body
          .project;

        // The owner's statement as toolbox_api moves Bob's team board: it becomes hers, with the version up.
        const owners = await attempt(
          db,
          alice.id,
          'update public.projects set team_id = null where id = $1 returning id, user_id::text, version',
          [teamBoard.id],
        );
        expect(owners.rows).toEqual([
          { id: teamBoard.id, user_id: alice.id, version: teamBoard.version + 1 },
        ]);

        // An editor passes the update policy; the trigger refuses the move out.
        expect((await attempt(db, bob.id, moveOut, [teamBoard.id])).code).toBe('42501');
        await db.admin('alter table public.projects disable trigger projects_team_stays');
        try {
          expect((await attempt(db, bob.id, moveOut, [teamBoard.id])).rows).toHaveLength(1);
        } finally {
          await db.admin('alter table public.projects enable trigger projects_team_stays');
        }

        // A viewer is stopped by the update policy (no row), then by the trigger, and moves it with both gone.
        expect(await attempt(db, carol.id, moveOut, [teamBoard.id])).toEqual({ rows: [], code: null });
        await db.admin(
          `alter policy "projects: owner updates" on public.projects using (true) with check (true)`,
        );
        try {
          expect((await attempt(db, carol.id, moveOut, [teamBoard.id])).code).toBe('42501');
          await db.admin('alter table public.projects disable trigger projects_team_stays');
          try {
            expect((await attempt(db, carol.id, moveOut, [teamBoard.id])).rows).toHaveLength(1);
          } finally {
            await db.admin('alter table public.projects enable trigger projects_team_stays');
          }
        } finally {
          await db.admin(`alter policy "projects: owner updates" on public.projects ${UPDATE_POLICY}`);
        }

        // An outsider's own board into the team: the policy's check refuses it, and without that check it goes in.
        const daves = await board(dave, 'Dave’s plan');
        expect((await attempt(db, dave.id, intoTeam, [daves.id, team])).code).toBe('42501');
        // Naming a column (where, returning) also asks the read policy of the moved row, a second guard; a statement
        // naming none meets the update policy alone: no error is the move of every board the policy lets him update.
        const everyRowInto = 'update public.projects set team_id = $1';
        expect((await attempt(db, dave.id, everyRowInto, [team])).code).toBe('42501');
        await db.admin(`alter policy "projects: owner updates" on public.projects
        using ((team_id is null and (select auth.uid()) = user_id) or team_id in (select private.my_writable_team_ids()))
        with check (true)`);
        try {
          expect((await attempt(db, dave.id, everyRowInto, [team])).code).toBeNull();
        } finally {
          await db.admin(`alter policy "projects: owner updates" on public.projects ${UPDATE_POLICY}`);
        }

        // The same rule holds presets: an editor does not take a team preset for themselves.
        const preset = (
          await call(alice, 'POST', `/presets?team=${team}`, {
            tool_id: 'og-image',
            name: 'db-guard',
            inputs: {},
          })
        ).body.preset;
        const presetOut = `update public.presets set team_id = null where id = $1 returning id`;
        expect((await attempt(db, bob.id, presetOut, [preset.id])).code).toBe('42501');
        expect((await attempt(db, alice.id, presetOut, [preset.id])).rows).toHaveLength(1);
      });

      it('shows a board moved in by its owner to the team’s editors at once, and hides it once moved back', async () => {
        const mine = await board(alice, 'Alice’s draft');
        const seen = 'select count(*)::int as n from public.projects where id = $1';
        expect((await attempt(db, bob.id, seen, [mine.id])).rows[0]?.n).toBe(0);
        const moved = (
          await call(alice, 'POST', `/projects/${mine.id}/move`, { team_id: team, version: mine.version })
        ).body.project;
        expect((await attempt(db, bob.id, seen, [mine.id])).rows[0]?.n).toBe(1);
        expect(
          (
            await call(bob, 'PUT', `/projects/${mine.id}/components`, {
              version: moved.version,
              components: [],
            })
          ).status,
        ).toBe(200);
        const current = (await call(alice, 'GET', `/projects/${mine.id}`)).body.project;
        await call(alice, 'POST', `/projects/${mine.id}/move`, { team_id: null, version: current.version });
        expect((await attempt(db, bob.id, seen, [mine.id])).rows[0]?.n).toBe(0);
        // The read policy is what hides it: with RLS off Bob counts it again.
        await db.admin('alter table public.projects disable row level security');
        try {
          expect((await attempt(db, bob.id, seen, [mine.id])).rows[0]?.n).toBe(1);
        } finally {
          await db.admin('alter table public.projects enable row level security');
        }
      });
    },
  );
}
