// The live boards' signal (issue 80 item 5, migrations/*_realtime.sql) on PGlite and a real PostgreSQL 15: every
// board write through the data function stamps its project's row in live.board_changes; `authenticated`, the role
// Realtime checks a subscriber as, selects the rows of the boards it reads and nothing else, writes nothing, and
// anon reads nothing; with the policy gone the rows are hidden from their owners too, and with RLS off they show to
// everyone, so the policy is the guard. On Supabase's database the table is in the supabase_realtime publication.

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { attemptOn as attempt } from './backend-attempt.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

const heard = async (backend: Backend, user: TestUser | null) =>
  (
    await attempt(
      backend,
      user ? 'authenticated' : 'anon',
      user?.id ?? null,
      'select project_id from live.board_changes order by project_id',
    )
  ).rows.map((r) => r.project_id);

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`live board changes on ${backend.name}`, () => {
    let db: Backend;
    let h: ReturnType<typeof harness>;
    let alice: TestUser;
    let bob: TestUser;
    let carol: TestUser;
    let aliceBoard: string;
    let bobBoard: string;

    beforeAll(async () => {
      db = await backend.open();
      h = harness(db, { allowedOrigins: ['http://localhost:5173'] });
      alice = await h.createUser('alice@example.com');
      bob = await h.createUser('bob@example.com');
      carol = await h.createUser('carol@example.com');
      aliceBoard = (await h.call(alice.session, 'POST', '/projects', { name: 'Release' })).body.project.id;
      bobBoard = (await h.call(bob.session, 'POST', '/projects', { name: 'Roadmap' })).body.project.id;
    });
    afterAll(async () => {
      await db?.close();
    });

    it('stamps the project whenever its board is written through the data function', async () => {
      const stamp =
        'select (extract(epoch from changed_at) * 1000000)::bigint::text as at from live.board_changes where project_id = $1';
      const before = await db.admin(stamp, [aliceBoard]);
      expect(before).toHaveLength(1);
      const card = await h.call(alice.session, 'POST', `/projects/${aliceBoard}/components`, {
        title: 'Tag',
      });
      expect(card.status).toBe(201);
      const moved = await h.call(alice.cliToken, 'PATCH', `/components/${card.body.component.id}`, {
        version: 1,
        status: 'In Progress',
      });
      expect(moved.status).toBe(200);
      const after = await db.admin(stamp, [aliceBoard]);
      expect(BigInt(String(after[0]?.at))).toBeGreaterThan(BigInt(String(before[0]?.at)));
      // A deleted project takes its signal with it.
      const gone = (await h.call(alice.session, 'POST', '/projects', { name: 'Scratch' })).body.project.id;
      expect(await db.admin('select 1 from live.board_changes where project_id = $1', [gone])).toHaveLength(
        1,
      );
      expect((await h.call(alice.session, 'DELETE', `/projects/${gone}`)).status).toBe(204);
      expect(await db.admin('select 1 from live.board_changes where project_id = $1', [gone])).toEqual([]);
    });

    it('lets each signed-in user select the signals of their own boards only, and anon none', async () => {
      expect(await heard(db, alice)).toEqual([aliceBoard]);
      expect(await heard(db, bob)).toEqual([bobBoard]);
      expect(await heard(db, carol)).toEqual([]);
      const anon = await attempt(db, 'anon', null, 'select project_id from live.board_changes');
      expect(anon.code).toBe('42501');
    });

    it('lets no API role write a signal or read a project through it', async () => {
      for (const text of [
        `insert into live.board_changes (project_id) values ('${bobBoard}')`,
        `update live.board_changes set changed_at = now() where project_id = '${aliceBoard}'`,
        `delete from live.board_changes where project_id = '${aliceBoard}'`,
        'select name from public.projects',
      ]) {
        expect((await attempt(db, 'authenticated', alice.id, text)).code, text).toBe('42501');
      }
    });

    it('is guarded by its policy: without it the owner hears nothing, with RLS off everyone hears everything', async () => {
      const policy = '"board_changes: readers of the board hear it"';
      const { qual } = (
        await db.admin(
          `select pg_get_expr(polqual, polrelid) as qual from pg_policy
            where polrelid = 'live.board_changes'::regclass and polname = $1`,
          [policy.slice(1, -1)],
        )
      )[0] as { qual: string };
      await db.admin(`drop policy ${policy} on live.board_changes`);
      try {
        expect(await heard(db, alice)).toEqual([]);
      } finally {
        await db.admin(
          `create policy ${policy} on live.board_changes for select to authenticated using (${qual})`,
        );
      }
      await db.admin('alter table live.board_changes disable row level security');
      try {
        expect(await heard(db, carol)).toHaveLength(2);
      } finally {
        await db.admin('alter table live.board_changes enable row level security');
      }
      expect(await heard(db, alice)).toEqual([aliceBoard]);
    });

    it('is in the supabase_realtime publication wherever the database has one', async () => {
      const publications = await db.admin(
        "select count(*)::int as n from pg_publication where pubname = 'supabase_realtime'",
      );
      const published = await db.admin(
        `select schemaname || '.' || tablename as name from pg_publication_tables
          where pubname = 'supabase_realtime' order by 1`,
      );
      // Supabase's init SQL makes the publication; the emulator's bootstrap (PGlite here) does not, as plain Postgres.
      const supabaseShape = backend.name.startsWith('PostgreSQL') && !inject('supabaseInitMissing');
      if (supabaseShape) expect(publications).toEqual([{ n: 1 }]);
      if (publications[0]?.n === 1) expect(published.map((p) => p.name)).toEqual(['live.board_changes']);
      else expect(published).toEqual([]);
    });
  });
}
