// The data API under concurrent requests on PGlite and on a real PostgreSQL 15 through postgres.js with a pool (as
// hosted): two writers of the same version, the same favourite twice at once, a cap reached by a burst, a token
// revoked while it is in use. Each must answer 2xx or a clear 4xx (409, 413, 401), never a 500, and lose no write.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

const sorted = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`concurrent requests on ${backend.name}`, () => {
    let db: Backend;
    let h: ReturnType<typeof harness>;
    let ada: TestUser;
    beforeAll(async () => {
      db = await backend.open();
      h = harness(db, { requestsPerMinute: 100_000 });
      ada = await h.createUser('ada@example.com');
    });
    afterAll(async () => {
      await db?.close();
    });

    it('two writers of the same project version: one 200, one 409 with the winner as current, 20 times', async () => {
      for (let round = 0; round < 20; round++) {
        const made = await h.call(ada.session, 'POST', '/projects', { name: `race ${round}` });
        const id = made.body.project.id as string;
        const answers = await Promise.all(
          ['A', 'B'].map((name) => h.call(ada.cliToken, 'PATCH', `/projects/${id}`, { version: 1, name })),
        );
        expect(sorted(answers), `round ${round}`).toEqual([200, 409]);
        const won = answers.find((a) => a.status === 200)?.body.project;
        const lost = answers.find((a) => a.status === 409)?.body;
        expect(lost).toMatchObject({ error_code: 'conflict', current: { name: won.name, version: 2 } });
        const [row] = await db.admin('select name, version from public.projects where id = $1', [id]);
        expect(row).toEqual({ name: won.name, version: 2 });
      }
    });

    it('two board saves of the same version: one 200, one 409, the board is the winner’s whole', async () => {
      for (let round = 0; round < 10; round++) {
        const id = (await h.call(ada.session, 'POST', '/projects', { name: `board ${round}` })).body.project
          .id;
        const answers = await Promise.all(
          ['left', 'right'].map((side) =>
            h.call(ada.session, 'PUT', `/projects/${id}/components`, {
              version: 1,
              components: [{ title: `${side} 1` }, { title: `${side} 2` }],
            }),
          ),
        );
        expect(sorted(answers), `round ${round}`).toEqual([200, 409]);
        const won = answers
          .find((a) => a.status === 200)
          ?.body.components.map((c: { title: string }) => c.title);
        const rows = await db.admin(
          'select title from public.components where project_id = $1 order by title',
          [id],
        );
        expect(rows.map((r) => r.title)).toEqual(won);
      }
    });

    it('the same favourite added twice at once: both 204, one row', async () => {
      const answers = await Promise.all(
        [1, 2, 3].map(() => h.call(ada.session, 'PUT', '/favourites/qr-code')),
      );
      expect(sorted(answers)).toEqual([204, 204, 204]);
      const rows = await db.admin(
        `select count(*)::int as n from public.favourites where tool_id = 'qr-code'`,
      );
      expect(rows[0]?.n).toBe(1);
    });

    it('a burst of favourites at the cap stops at 500: the rest 413, none 500', async () => {
      const bea = await h.createUser('bea@example.com');
      await db.admin(
        `insert into public.favourites (user_id, tool_id) select $1, 'tool-' || n from generate_series(1, 498) n`,
        [bea.id],
      );
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => h.call(bea.session, 'PUT', `/favourites/burst-${i}`)),
      );
      expect(sorted(answers)).toEqual([204, 204, 413, 413, 413, 413, 413, 413]);
      const rows = await db.admin('select count(*)::int as n from public.favourites where user_id = $1', [
        bea.id,
      ]);
      expect(rows[0]?.n).toBe(500);
    });

    it('a burst of new projects at the cap stops at 1,000: the rest 413, none 500', async () => {
      const cy = await h.createUser('cy@example.com');
      await db.admin(
        `insert into public.projects (user_id, name) select $1, 'p' || n from generate_series(1, 998) n`,
        [cy.id],
      );
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => h.call(cy.session, 'POST', '/projects', { name: `burst ${i}` })),
      );
      expect(sorted(answers)).toEqual([201, 201, 413, 413, 413, 413, 413, 413]);
      const rows = await db.admin('select count(*)::int as n from public.projects where user_id = $1', [
        cy.id,
      ]);
      expect(rows[0]?.n).toBe(1000);
    });

    it('a burst of new presets at the cap stops at 1,000: the rest 413, none 500', async () => {
      const eve = await h.createUser('eve@example.com');
      await db.admin(
        `insert into public.presets (user_id, tool_id, name, inputs)
         select $1, 'qr-code', 'p' || n, '{}'::jsonb from generate_series(1, 998) n`,
        [eve.id],
      );
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          h.call(eve.session, 'POST', '/presets', { tool_id: 'qr-code', name: `burst ${i}`, inputs: {} }),
        ),
      );
      expect(sorted(answers)).toEqual([201, 201, 413, 413, 413, 413, 413, 413]);
      const rows = await db.admin('select count(*)::int as n from public.presets where user_id = $1', [
        eve.id,
      ]);
      expect(rows[0]?.n).toBe(1000);
    });

    it('a token revoked while a burst uses it: each answer 200 or 401, never a 500; after it, 401', async () => {
      const dee = await h.createUser('dee@example.com');
      const burst = Array.from({ length: 30 }, (_, i) =>
        i === 10
          ? db
              .admin('update public.cli_tokens set revoked_at = now() where user_id = $1', [dee.id])
              .then(() => ({ status: 0 }))
          : h.call(dee.cliToken, i % 2 ? 'GET' : 'PUT', i % 2 ? '/favourites' : `/favourites/t-${i}`),
      );
      const statuses = new Set((await Promise.all(burst)).map((a) => a.status));
      statuses.delete(0);
      expect(
        [...statuses].every((s) => [200, 204, 401].includes(s)),
        [...statuses].join(),
      ).toBe(true);
      expect((await h.call(dee.cliToken, 'GET', '/favourites')).status).toBe(401);
    });
  });
}
