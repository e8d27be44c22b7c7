// Teams (issue 80 item 4) on PGlite and a real PostgreSQL 15, with four users: Alice makes a team, invites Bob as
// an editor and Carol as a viewer by e-mail (the mail carries the accept link and the code), Dave is outside.
// Members read the team's projects, boards and presets; editors and owners write them; a viewer's write is refused
// by the API with a reason and by RLS underneath; a removed member loses access in the next request; the team
// always keeps an owner; and each table's policy is the guard (with RLS off, Dave sees what he should not).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMail } from '../functions/data/deps.ts';
import { attemptOn as attempt } from './backend-attempt.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`teams on ${backend.name}`, () => {
    let db: Backend;
    let h: ReturnType<typeof harness>;
    const mails: TeamMail[] = [];
    let alice: TestUser;
    let bob: TestUser;
    let carol: TestUser;
    let dave: TestUser;

    const call = (token: string | null, method: string, path: string, body?: unknown) =>
      h.call(token, method, path, body);

    /** A team of Alice's with Bob (editor) and Carol (viewer), joined through the mailed code and link. */
    async function team(name: string) {
      const made = await call(alice.session, 'POST', '/teams', { name });
      expect(made.status).toBe(201);
      const id: string = made.body.team.id;
      for (const [user, role] of [
        [bob, 'editor'],
        [carol, 'viewer'],
      ] as const) {
        const invited = await call(alice.cliToken, 'POST', `/teams/${id}/invitations`, {
          email: user.email.toUpperCase(),
          role,
        });
        expect(invited.status).toBe(201);
        const mail = mails.at(-1);
        expect(mail).toMatchObject({
          to: user.email,
          link: `https://toolbox.example/teams/join/${mail?.code}`,
        });
        expect(invited.body).toMatchObject({ emailed: true, code: mail?.code, url: mail?.link });
        const joined = await call(user.session, 'POST', '/teams/join', { code: mail?.code });
        expect(joined).toMatchObject({ status: 200, body: { team: { id, name, role } } });
      }
      return id;
    }

    beforeAll(async () => {
      db = await backend.open();
      h = harness(
        db,
        {},
        {
          sendMail: async (mail) => {
            mails.push(mail);
          },
        },
      );
      alice = await h.createUser('alice@example.com', 'Alice');
      bob = await h.createUser('bob@example.com', 'Bob');
      carol = await h.createUser('carol@example.com', 'Carol');
      dave = await h.createUser('dave@example.com', 'Dave');
    });
    afterAll(async () => {
      await db?.close();
    });

    it('invites by e-mail: the code is stored hashed, works once, for the invited address only', async () => {
      const made = await call(alice.session, 'POST', '/teams', { name: 'Acme' });
      const id = made.body.team.id;
      const invited = await call(alice.session, 'POST', `/teams/${id}/invitations`, {
        email: 'bob@example.com',
        role: 'editor',
      });
      const code = invited.body.code as string;
      const [row] = await db.admin(`select row_to_json(i)::text as whole from public.team_invitations i`);
      expect(String(row?.whole)).not.toContain(code);
      expect((await call(dave.session, 'POST', '/teams/join', { code })).status).toBe(403);
      expect((await call(bob.session, 'POST', '/teams/join', { code: 'x'.repeat(32) })).status).toBe(404);
      expect((await call(bob.session, 'POST', '/teams/join', { code })).status).toBe(200);
      expect((await call(bob.session, 'POST', '/teams/join', { code })).status).toBe(404);
      expect((await call(null, 'POST', '/teams/join', { code })).status).toBe(401);
      // Only owners invite; an outsider is told nothing about the team.
      expect(
        (await call(bob.session, 'POST', `/teams/${id}/invitations`, { email: 'x@y.z', role: 'viewer' }))
          .status,
      ).toBe(403);
      expect(
        (await call(dave.session, 'POST', `/teams/${id}/invitations`, { email: 'x@y.z', role: 'viewer' }))
          .status,
      ).toBe(404);
      const listed = await call(bob.session, 'GET', '/teams');
      expect(listed.body.teams).toEqual([
        expect.objectContaining({ id, name: 'Acme', role: 'editor', members: 2 }),
      ]);
      expect((await call(dave.session, 'GET', '/teams')).body.teams).toEqual([]);
    });

    it('lets members read the team’s projects, boards and presets, editors write them, and refuses a viewer', async () => {
      const id = await team('Boards');
      const made = await call(alice.session, 'POST', `/projects?team=${id}`, { name: 'Launch board' });
      expect(made.status).toBe(201);
      const project = made.body.project;
      expect(project).toMatchObject({ team_id: id, owner: true });
      for (const user of [bob, carol]) {
        const listed = await call(user.session, 'GET', `/projects?team=${id}`);
        expect(listed.body.projects.map((p: { id: string }) => p.id)).toEqual([project.id]);
      }
      // Not in anyone's own list, and nothing for Dave.
      expect(
        (await call(alice.session, 'GET', '/projects')).body.projects.some(
          (p: { id: string }) => p.id === project.id,
        ),
      ).toBe(false);
      expect((await call(dave.session, 'GET', `/projects?team=${id}`)).status).toBe(404);
      expect((await call(dave.session, 'GET', `/projects/${project.id}`)).status).toBe(404);

      const saved = await call(bob.session, 'PUT', `/projects/${project.id}/components`, {
        version: project.version,
        components: [{ title: 'Card by Bob' }],
      });
      expect(saved.status).toBe(200);
      const board = await call(carol.session, 'GET', `/projects/${project.id}`);
      expect(board.body.components.map((c: { title: string }) => c.title)).toEqual(['Card by Bob']);
      expect(board.body.project.owner).toBe(false);
      const card = board.body.components[0];
      const moved = await call(alice.session, 'PATCH', `/components/${card.id}`, {
        version: card.version,
        status: 'In Progress',
      });
      expect(moved.status).toBe(200);
      // Alice moves it again from the version she read: a teammate's card conflicts as her own would.
      const stale = await call(alice.session, 'PATCH', `/components/${card.id}`, {
        version: card.version,
        status: 'Complete',
      });
      expect(stale.status).toBe(409);

      const refused = await call(carol.session, 'PATCH', `/projects/${project.id}`, {
        version: board.body.project.version,
        name: 'Mine now',
      });
      expect(refused).toMatchObject({ status: 403, body: { error_code: 'forbidden' } });
      expect(refused.body.msg).toContain('viewer');
      const carolCard = await call(carol.session, 'PATCH', `/components/${card.id}`, {
        version: moved.body.component.version,
        status: 'Complete',
      });
      expect(carolCard).toMatchObject({ status: 403, body: { error_code: 'forbidden' } });
      expect(carolCard.body.msg).toContain('viewer');
      expect((await call(carol.session, 'POST', `/projects?team=${id}`, { name: 'x' })).status).toBe(403);
      expect((await call(dave.session, 'POST', `/projects?team=${id}`, { name: 'x' })).status).toBe(404);
      const [still] = await db.admin('select name from public.projects where id = $1', [project.id]);
      expect(still?.name).toBe('Launch board');

      const preset = await call(bob.session, 'POST', `/presets?team=${id}`, {
        tool_id: 'og-image',
        name: 'brand',
        inputs: { title: 'Acme' },
      });
      expect(preset.status).toBe(201);
      // A personal preset of the same name lives beside the team's.
      expect(
        (await call(bob.session, 'POST', '/presets', { tool_id: 'og-image', name: 'brand', inputs: {} }))
          .status,
      ).toBe(201);
      const carolsView = await call(carol.session, 'GET', `/presets?tool=og-image&team=${id}`);
      expect(carolsView.body.presets).toEqual([
        expect.objectContaining({ name: 'brand', inputs: { title: 'Acme' } }),
      ]);
      expect((await call(carol.session, 'GET', '/presets?tool=og-image')).body.presets).toEqual([]);
      expect(
        (await call(carol.session, 'PATCH', `/presets/${preset.body.preset.id}`, { version: 1, inputs: {} }))
          .status,
      ).toBe(403);
      expect((await call(carol.session, 'DELETE', `/presets/${preset.body.preset.id}`)).status).toBe(403);
      expect((await call(dave.session, 'GET', `/presets?team=${id}`)).status).toBe(404);
      expect((await call(dave.session, 'DELETE', `/presets/${preset.body.preset.id}`)).status).toBe(404);
    });

    it('shows members to members only, and a removed member loses access in the next request', async () => {
      const id = await team('Removal');
      const project = (await call(alice.session, 'POST', `/projects?team=${id}`, { name: 'Secret plan' }))
        .body.project;
      const members = await call(carol.session, 'GET', `/teams/${id}/members`);
      expect(members.body.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
        ['alice@example.com', 'owner'],
        ['bob@example.com', 'editor'],
        ['carol@example.com', 'viewer'],
      ]);
      expect(members.body.invitations).toEqual([]);
      expect((await call(dave.session, 'GET', `/teams/${id}/members`)).status).toBe(404);
      // Bob (editor) cannot remove Carol; Alice can remove Bob.
      expect(
        (await call(bob.session, 'POST', `/teams/${id}/remove`, { email: 'carol@example.com' })).status,
      ).toBe(403);
      expect(
        (await call(alice.session, 'POST', `/teams/${id}/remove`, { email: 'bob@example.com' })).status,
      ).toBe(204);
      expect((await call(bob.session, 'GET', `/projects/${project.id}`)).status).toBe(404);
      expect((await call(bob.session, 'GET', `/projects?team=${id}`)).status).toBe(404);
      const counted = await attempt(
        db,
        'toolbox_api',
        bob.id,
        'select count(*)::int as n from public.projects where id = $1',
        [project.id],
      );
      expect(counted.rows[0]?.n).toBe(0);
      // Carol leaves on her own.
      expect((await call(carol.session, 'POST', `/teams/${id}/leave`)).status).toBe(204);
      expect((await call(carol.session, 'GET', `/teams/${id}/members`)).status).toBe(404);
    });

    it('keeps an owner: the last one cannot leave or step down until ownership is handed over', async () => {
      const id = await team('Ownership');
      const lastOwner = await call(alice.session, 'POST', `/teams/${id}/leave`);
      expect(lastOwner).toMatchObject({ status: 409, body: { error_code: 'conflict' } });
      expect(
        (
          await call(alice.session, 'PATCH', `/teams/${id}/members`, {
            email: 'alice@example.com',
            role: 'viewer',
          })
        ).status,
      ).toBe(409);
      // The database refuses it too, whatever path the statement takes.
      const demoted = await attempt(
        db,
        'toolbox_api',
        alice.id,
        `update public.team_members set role = 'editor' where team_id = $1 and user_id = $2`,
        [id, alice.id],
      );
      expect(demoted.code).toBe('P0001');
      expect(
        (await call(bob.session, 'POST', `/teams/${id}/transfer`, { email: 'carol@example.com' })).status,
      ).toBe(403);
      const handed = await call(alice.session, 'POST', `/teams/${id}/transfer`, { email: 'bob@example.com' });
      expect(handed.status).toBe(200);
      const roles = await call(bob.session, 'GET', `/teams/${id}/members`);
      expect(roles.body.members.map((m: { role: string }) => m.role)).toEqual(['editor', 'owner', 'viewer']);
      expect((await call(alice.session, 'POST', `/teams/${id}/leave`)).status).toBe(204);
      // A viewer promoted by the new owner writes.
      expect(
        (
          await call(bob.session, 'PATCH', `/teams/${id}/members`, {
            email: 'carol@example.com',
            role: 'editor',
          })
        ).status,
      ).toBe(200);
      expect((await call(carol.session, 'POST', `/projects?team=${id}`, { name: 'Carol’s' })).status).toBe(
        201,
      );
    });

    it('keeps the team’s items and an owner when the owner’s account is deleted', async () => {
      const erin = await h.createUser('erin@example.com');
      const frank = await h.createUser('frank@example.com');
      const made = await call(erin.cliToken, 'POST', '/teams', { name: 'Heirs' });
      const id = made.body.team.id;
      const invited = await call(erin.cliToken, 'POST', `/teams/${id}/invitations`, {
        email: frank.email,
        role: 'viewer',
      });
      await call(frank.cliToken, 'POST', '/teams/join', { code: invited.body.code });
      const project = (await call(erin.cliToken, 'POST', `/projects?team=${id}`, { name: 'Kept' })).body
        .project;
      await db.admin('delete from auth.users where id = $1', [erin.id]);
      const [member] = await db.admin('select role from public.team_members where team_id = $1', [id]);
      expect(member?.role).toBe('owner');
      const read = await call(frank.cliToken, 'GET', `/projects/${project.id}`);
      expect(read.status).toBe(200);
    });

    it('erasing my data (DELETE /me) leaves my teams’ projects and presets', async () => {
      const id = await team('Erase');
      const project = (await call(bob.session, 'POST', `/projects?team=${id}`, { name: 'Team board' })).body
        .project;
      const preset = (
        await call(bob.session, 'POST', `/presets?team=${id}`, {
          tool_id: 'og-image',
          name: 'erase',
          inputs: {},
        })
      ).body.preset;
      const own = (await call(bob.session, 'POST', '/projects', { name: 'Bob alone' })).body.project;
      const erased = await call(bob.session, 'DELETE', '/me');
      expect(erased.status).toBe(200);
      expect(await db.admin('select 1 from public.projects where id = $1', [own.id])).toEqual([]);
      expect(await db.admin('select 1 from public.projects where id = $1', [project.id])).toHaveLength(1);
      expect(await db.admin('select 1 from public.presets where id = $1', [preset.id])).toHaveLength(1);
    });

    it('holds the rules in the database: outsiders and the API roles see nothing, viewers write nothing', async () => {
      const id = await team('Database');
      await call(alice.session, 'POST', `/projects?team=${id}`, { name: 'Db board' });
      await call(alice.session, 'POST', `/presets?team=${id}`, {
        tool_id: 'og-image',
        name: 'db',
        inputs: {},
      });
      await call(alice.session, 'POST', `/teams/${id}/invitations`, {
        email: 'zed@example.com',
        role: 'viewer',
      });
      const scoped = (table: string) => `select count(*)::int as n from public.${table} where team_id = $1`;
      for (const table of ['team_members', 'team_invitations', 'projects', 'presets']) {
        expect((await attempt(db, 'toolbox_api', dave.id, scoped(table), [id])).rows[0]?.n).toBe(0);
        for (const role of ['anon', 'authenticated'] as const)
          expect((await attempt(db, role, alice.id, scoped(table), [id])).code).toBe('42501');
      }
      expect(
        (
          await attempt(
            db,
            'toolbox_api',
            dave.id,
            'select count(*)::int as n from public.teams where id = $1',
            [id],
          )
        ).rows[0]?.n,
      ).toBe(0);
      // Carol (viewer) sees the invitations of no team and changes nothing.
      expect((await attempt(db, 'toolbox_api', carol.id, scoped('team_invitations'), [id])).rows[0]?.n).toBe(
        0,
      );
      for (const write of [
        `update public.projects set name = 'x' where team_id = $1 returning id`,
        `update public.presets set name = 'x' where team_id = $1 returning id`,
        `delete from public.projects where team_id = $1 returning id`,
        `update public.team_members set role = 'owner' where team_id = $1 returning user_id`,
        `delete from public.team_members where team_id = $1 and role <> 'viewer' returning user_id`,
        `update public.teams set name = 'x' where id = $1 returning id`,
      ])
        expect((await attempt(db, 'toolbox_api', carol.id, write, [id])).rows).toEqual([]);
      // Nobody adds a member by hand (only invitations do), and an editor does not take an item out of its team
      // (team-moves.test.ts has the moves that are allowed).
      expect(
        (
          await attempt(
            db,
            'toolbox_api',
            alice.id,
            `insert into public.team_members (team_id, user_id, role)
             values ($1, $2, 'owner')`,
            [id, dave.id],
          )
        ).code,
      ).toBe('42501');
      expect(
        (
          await attempt(
            db,
            'toolbox_api',
            bob.id,
            `update public.projects set team_id = null where team_id = $1`,
            [id],
          )
        ).code,
      ).toBe('42501');
      expect(
        (
          await attempt(
            db,
            'toolbox_api',
            dave.id,
            `insert into public.projects (name, team_id) values ('x', $1)`,
            [id],
          )
        ).code,
      ).toBe('42501');
    });

    it('leaks the team to Dave once a table’s RLS is off: each policy is the guard', async () => {
      const id = await team('Guard');
      await call(alice.session, 'POST', `/projects?team=${id}`, { name: 'Guarded' });
      await call(alice.session, 'POST', `/presets?team=${id}`, {
        tool_id: 'og-image',
        name: 'g',
        inputs: {},
      });
      await call(alice.session, 'POST', `/teams/${id}/invitations`, {
        email: 'guard@example.com',
        role: 'viewer',
      });
      const reads: Record<string, string> = {
        teams: 'select count(*)::int as n from public.teams where id = $1',
        team_members: 'select count(*)::int as n from public.team_members where team_id = $1',
        team_invitations: 'select count(*)::int as n from public.team_invitations where team_id = $1',
        projects: 'select count(*)::int as n from public.projects where team_id = $1',
        presets: 'select count(*)::int as n from public.presets where team_id = $1',
      };
      for (const [table, read] of Object.entries(reads)) {
        expect((await attempt(db, 'toolbox_api', dave.id, read, [id])).rows[0]?.n).toBe(0);
        await db.admin(`alter table public.${table} disable row level security`);
        try {
          expect((await attempt(db, 'toolbox_api', dave.id, read, [id])).rows[0]?.n).toBeGreaterThan(0);
        } finally {
          await db.admin(`alter table public.${table} enable row level security`);
        }
      }
      // The viewer's write is refused by the projects policy itself: with its check gone Carol renames the board.
      const rename = `update public.projects set name = 'Carol was here' where team_id = $1 returning id`;
      expect((await attempt(db, 'toolbox_api', carol.id, rename, [id])).rows).toEqual([]);
      await db.admin(
        `alter policy "projects: owner updates" on public.projects using (true) with check (true)`,
      );
      try {
        expect((await attempt(db, 'toolbox_api', carol.id, rename, [id])).rows).toHaveLength(1);
      } finally {
        await db.admin(`alter policy "projects: owner updates" on public.projects
          using ((team_id is null and (select auth.uid()) = user_id) or team_id in (select private.my_writable_team_ids()))
          with check ((team_id is null and (select auth.uid()) = user_id)
                      or team_id in (select private.my_writable_team_ids()))`);
      }
    });
  });
}
