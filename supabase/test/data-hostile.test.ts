// Hostile request shapes against the data API, on PGlite and on a real PostgreSQL 15: each is the caller's mistake
// and answers one GoTrue-shaped 4xx, never a 500.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

describe.each(BACKENDS)('hostile requests to the data API on $name', ({ open, skip }) => {
  let backend: Backend;
  let api: ReturnType<typeof harness>;
  let eve: TestUser;

  beforeAll(async () => {
    if (skip) return;
    backend = await open();
    api = harness(backend);
    eve = await api.createUser('eve@example.com');
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(skip)(
    'answers a ?since= that is no ISO timestamp Postgres can hold with 400, not 500',
    async () => {
      // V8's Date.parse reads all of these; Postgres refuses the first (a year past 9999) and the rest are no
      // ISO timestamps at all.
      for (const since of [
        '99999-01-01',
        '9999-12-31T23:00:00-14:00',
        '1',
        'May 3',
        '2026-13-45T00:00:00Z',
      ]) {
        const answer = await api.call(eve.session, 'GET', `/projects?since=${encodeURIComponent(since)}`);
        expect(answer, since).toMatchObject({
          status: 400,
          body: { code: 400, error_code: 'validation_failed', field: 'since' },
        });
      }
      const fine = await api.call(eve.session, 'GET', '/projects?since=2099-01-02T03:04:05.678%2B01:00');
      expect(fine).toMatchObject({ status: 200, body: { projects: [], deleted: [] } });
    },
  );

  it.skipIf(skip)(
    'keeps at most 500 favourites a user: the 501st is 413, one already there is still 204',
    async () => {
      const fan = await api.createUser('fan@example.com');
      await backend.admin(
        `insert into public.favourites (user_id, tool_id) select $1, 'made-up-' || n from generate_series(1, 500) n`,
        [fan.id],
      );
      expect(await api.call(fan.session, 'PUT', '/favourites/made-up-501')).toMatchObject({
        status: 413,
        body: { code: 413, error_code: 'payload_too_large' },
      });
      expect((await api.call(fan.session, 'PUT', '/favourites/made-up-7')).status).toBe(204);
      expect((await api.call(fan.session, 'DELETE', '/favourites/made-up-7')).status).toBe(204);
      expect((await api.call(fan.session, 'PUT', '/favourites/made-up-501')).status).toBe(204);
      expect((await api.call(fan.session, 'GET', '/favourites')).body.favourites).toHaveLength(500);
    },
  );

  it.skipIf(skip)('answers a version or position past Postgres integer range with 400, not 500', async () => {
    const made = await api.call(eve.session, 'POST', '/projects', { name: 'Range' });
    const project = made.body.project;
    const board = await api.call(eve.session, 'PUT', `/projects/${project.id}/components`, {
      version: 1,
      components: [{ title: 'Card', sub_components: [{ title: 'Step' }] }],
    });
    const sub = board.body.components[0].sub_components[0];
    for (const [path, body] of [
      [`/projects/${project.id}`, { version: 2 ** 31, name: 'Far' }],
      [`/sub-components/${sub.id}`, { version: 1, position: 2 ** 31 }],
      [`/sub-components/${sub.id}`, { version: 2 ** 31, done: true }],
      ['/profile', { version: 2 ** 31, full_name: 'Eve' }],
    ] as const) {
      const answer = await api.call(eve.session, 'PATCH', path, body);
      expect(answer, `${path} ${JSON.stringify(body)}`).toMatchObject({
        status: 400,
        body: { code: 400, error_code: 'validation_failed' },
      });
    }
  });

  it.skipIf(skip)(
    'refuses a body that is not UTF-8 with 400 and stores nothing, as Postgres refuses such text',
    async () => {
      const bytes = new Uint8Array([
        ...new TextEncoder().encode('{"name":"caf'),
        0xe9, // Latin-1 é: no UTF-8 sequence
        ...new TextEncoder().encode('"}'),
      ]);
      const res = await api.handler(
        new Request('http://stack.test/functions/v1/data/projects', {
          method: 'POST',
          headers: { authorization: `Bearer ${eve.session}`, 'content-type': 'application/json' },
          body: bytes,
        }),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 400,
        error_code: 'bad_request',
        msg: 'The body is not valid UTF-8.',
      });
      const names = (await api.call(eve.session, 'GET', '/projects')).body.projects.map(
        (p: { name: string }) => p.name,
      );
      expect(names.filter((name: string) => name.startsWith('caf'))).toEqual([]);
    },
  );

  it.skipIf(skip)(
    'answers a method a path does not serve with 405 and the Allow header RFC 9110 requires',
    async () => {
      const id = '00000000-0000-4000-8000-000000000001';
      for (const [method, path, allow] of [
        ['PUT', '/projects', 'GET, POST'],
        ['POST', `/projects/${id}`, 'GET, PATCH, DELETE'],
        ['GET', `/projects/${id}/components`, 'PUT, POST'],
        ['GET', '/me', 'DELETE'],
      ] as const) {
        const res = await api.handler(
          new Request(`http://stack.test/functions/v1/data${path}`, {
            method,
            headers: { authorization: `Bearer ${eve.session}` },
          }),
        );
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
        expect(await res.json()).toMatchObject({ code: 405, error_code: 'method_not_allowed' });
      }
    },
  );

  it.skipIf(skip)('keeps a team an owner when its two owners leave at the same moment', async () => {
    const ann = await api.createUser('ann@example.com');
    const ben = await api.createUser('ben@example.com');
    for (let round = 0; round < 20; round++) {
      const made = await api.call(ann.session, 'POST', '/teams', { name: `Pair ${round}` });
      const team = made.body.team.id as string;
      await backend.admin(
        `insert into public.team_members (team_id, user_id, role) values ($1, $2, 'owner')`,
        [team, ben.id],
      );
      const answers = await Promise.all([
        api.call(ann.session, 'POST', `/teams/${team}/leave`),
        api.call(ben.session, 'POST', `/teams/${team}/leave`),
      ]);
      const owners = await backend.admin(
        `select count(*)::int as n from public.team_members where team_id = $1 and role = 'owner'`,
        [team],
      );
      expect(owners[0]?.n, `round ${round}`).toBe(1);
      // One leaves; the other is told why it may not, as when they leave one after the other.
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([204, 409]);
      expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ error_code: 'conflict' });
    }
  });
});
