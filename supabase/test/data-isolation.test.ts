// Two users, on PGlite and on a real PostgreSQL server: Bob, with his web session or his CLI token, can neither
// read, change, list, export nor delete Alice's rows through any route (forged ids, her project id in his
// component or preset, a write to her public project). Each case is then rerun with RLS switched off on the table
// it relies on, and leaks: the policy is what guards it, not handler code.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { type Answer, harness, type TestUser } from './data-harness.ts';

interface Seed {
  project: string;
  projectVersion: number;
  publicProject: string;
  component: string;
  publicComponent: string;
  sub: string;
  preset: string;
  tool: string;
}

type Call = (method: string, path: string, body?: unknown) => Promise<Answer>;

interface Attack {
  name: string;
  /** The table whose policy is the only guard. */
  table: string;
  run(call: Call, seed: Seed): Promise<Answer>;
  /** Whether the answer, or Alice's rows afterwards, show that Bob got through. */
  leaked(answer: Answer, seed: Seed, admin: Backend['admin']): Promise<boolean>;
  /** On Bob's own rows (his profile, his data): any answer will do as long as nothing of hers moves. */
  own?: boolean;
}

const has = (list: { id?: string; tool_id?: string }[] | undefined, id: string) =>
  (list ?? []).some((row) => row.id === id || row.tool_id === id);
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
const answered = async (answer: Answer) => ok(answer);
/** A leak seen in the database: a query about Alice's row (its one parameter) that finds a row. */
const found =
  (text: string, param: (s: Seed) => string) => async (_: Answer, seed: Seed, admin: Backend['admin']) =>
    (await admin(text, [param(seed)])).length > 0;
const gone = (table: string, param: (s: Seed) => string) =>
  found(`select 1 where not exists (select 1 from public.${table} where id = $1)`, param);

const ATTACKS: Attack[] = [
  {
    name: 'read her private project',
    table: 'projects',
    run: (c, s) => c('GET', `/projects/${s.project}`),
    leaked: answered,
  },
  {
    name: 'rename her project',
    table: 'projects',
    run: (c, s) => c('PATCH', `/projects/${s.project}`, { version: s.projectVersion, name: 'pwned' }),
    leaked: found(`select 1 from public.projects where id = $1 and name = 'pwned'`, (s) => s.project),
  },
  {
    name: 'delete her project',
    table: 'projects',
    run: (c, s) => c('DELETE', `/projects/${s.project}`),
    leaked: gone('projects', (s) => s.project),
  },
  {
    name: 'save a board over her project',
    table: 'projects',
    run: (c, s) =>
      c('PUT', `/projects/${s.project}/components`, { version: s.projectVersion, components: [] }),
    // The save starts by counting a version on her project; her components stay hidden (their own policy).
    leaked: async (_, s, admin) =>
      Number((await admin('select version from public.projects where id = $1', [s.project]))[0]?.version) >
      s.projectVersion,
  },
  {
    name: 'write to her public project',
    table: 'projects',
    run: (c, s) => c('PATCH', `/projects/${s.publicProject}`, { version: 1, visibility: 'private' }),
    leaked: found(
      `select 1 from public.projects where id = $1 and visibility = 'private'`,
      (s) => s.publicProject,
    ),
  },
  {
    name: 'add a card to her project (her project id in his component)',
    table: 'components',
    run: (c, s) => c('POST', `/projects/${s.project}/components`, { title: 'pwned' }),
    leaked: found(
      `select 1 from public.components where project_id = $1 and title = 'pwned'`,
      (s) => s.project,
    ),
  },
  {
    name: 'drag her card',
    table: 'components',
    run: (c, s) => c('PATCH', `/components/${s.component}`, { version: 1, status: 'Complete' }),
    leaked: found(
      `select 1 from public.components where id = $1 and status = 'Complete'`,
      (s) => s.component,
    ),
  },
  {
    name: 'drag a card of her public project',
    table: 'components',
    run: (c, s) => c('PATCH', `/components/${s.publicComponent}`, { version: 1, status: 'Complete' }),
    leaked: found(
      `select 1 from public.components where id = $1 and status = 'Complete'`,
      (s) => s.publicComponent,
    ),
  },
  {
    name: 'delete her card',
    table: 'components',
    run: (c, s) => c('DELETE', `/components/${s.component}`),
    leaked: gone('components', (s) => s.component),
  },
  {
    name: 'tick her sub-task',
    table: 'sub_components',
    run: (c, s) => c('PATCH', `/sub-components/${s.sub}`, { version: 1, done: true }),
    leaked: found('select 1 from public.sub_components where id = $1 and completed', (s) => s.sub),
  },
  {
    name: 'list her presets',
    table: 'presets',
    run: (c) => c('GET', '/presets'),
    leaked: async (a, s) => has(a.body?.presets, s.preset),
  },
  {
    name: 'change her preset',
    table: 'presets',
    run: (c, s) => c('PATCH', `/presets/${s.preset}`, { version: 1, inputs: { pwned: true } }),
    leaked: found(`select 1 from public.presets where id = $1 and inputs ? 'pwned'`, (s) => s.preset),
  },
  {
    name: 'delete her preset',
    table: 'presets',
    run: (c, s) => c('DELETE', `/presets/${s.preset}`),
    leaked: gone('presets', (s) => s.preset),
  },
  {
    name: 'file his preset under her project',
    table: 'presets',
    run: (c, s) =>
      c('POST', '/presets', { tool_id: 'qr-code', name: 'his', inputs: {}, project_id: s.project }),
    leaked: found('select 1 from public.presets where project_id = $1', (s) => s.project),
  },
  {
    name: 'export her presets',
    table: 'presets',
    run: (c) => c('GET', '/export'),
    leaked: async (a, s) => has(a.body?.presets, s.preset),
  },
  {
    name: 'delete her presets with "delete my data"',
    table: 'presets',
    run: (c) => c('DELETE', '/me'),
    leaked: gone('presets', (s) => s.preset),
    own: true,
  },
  {
    name: 'list her favourites',
    table: 'favourites',
    run: (c) => c('GET', '/favourites'),
    leaked: async (a, s) => has(a.body?.favourites, s.tool),
  },
  {
    name: 'list her recent tools',
    table: 'recents',
    run: (c) => c('GET', '/favourites'),
    leaked: async (a, s) => has(a.body?.recents, s.tool),
  },
  {
    name: 'rename her profile',
    table: 'profiles',
    run: (c) => c('PATCH', '/profile', { version: 1, full_name: 'pwned' }),
    leaked: async (_, __, admin) =>
      (
        await admin(
          `select 1 from public.profiles p join auth.users u on u.id = p.id
            where u.email = 'alice@example.com' and p.full_name = 'pwned'`,
        )
      ).length > 0,
    own: true,
  },
];

describe.each(BACKENDS)('two users on $name', ({ open, skip }) => {
  let backend: Backend;
  let api: ReturnType<typeof harness>;
  let alice: TestUser;
  let bob: TestUser;
  let seed: Seed;
  let seeds = 0;

  /** Alice's rows, fresh: a private and a public project with a card and a sub-task, a preset, a favourite, a recent. */
  async function seedAlice(): Promise<Seed> {
    const call = (method: string, path: string, body?: unknown) =>
      api.call(alice.session, method, path, body);
    const n = ++seeds;
    const project = (await call('POST', '/projects', { name: `Secret ${n}` })).body.project.id;
    const board = await call('PUT', `/projects/${project}/components`, {
      version: 1,
      components: [{ title: 'Card', sub_components: [{ title: 'Step' }] }],
    });
    const publicProject = (await call('POST', '/projects', { name: `Open ${n}`, visibility: 'public' })).body
      .project.id;
    const publicComponent = (await call('POST', `/projects/${publicProject}/components`, { title: 'Shown' }))
      .body.component.id;
    const tool = `alice-tool-${n}`;
    const preset = (
      await call('POST', '/presets', { tool_id: 'og-generator', name: `brand ${n}`, inputs: { a: 1 } })
    ).body.preset.id;
    await call('PUT', `/favourites/${tool}`);
    await call('POST', `/recents/${tool}`);
    // Adding the card marked the public project changed (updated_at); its version is still 1.
    const component = board.body.components[0];
    return {
      project,
      projectVersion: board.body.project.version,
      publicProject,
      component: component.id,
      publicComponent,
      sub: component.sub_components[0].id,
      preset,
      tool,
    };
  }

  beforeAll(async () => {
    if (skip) return;
    backend = await open();
    api = harness(backend);
    alice = await api.createUser('alice@example.com', 'Alice');
    bob = await api.createUser('bob@example.com', 'Bob');
    seed = await seedAlice();
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
  });

  const aliceExport = async () => {
    const { body } = await api.call(alice.session, 'GET', '/export');
    return { ...body, exported_at: undefined };
  };

  for (const kind of ['session', 'cliToken'] as const)
    it.skipIf(skip)(
      `Bob (${kind === 'session' ? 'web session' : 'tbx_ CLI token'}) gets nothing of Alice's`,
      async () => {
        const before = await aliceExport();
        const bobCall: Call = (method, path, body) => api.call(bob[kind], method, path, body);
        // Erasing takes a web session whichever way Bob then calls.
        await api.call(bob.session, 'DELETE', '/me');
        await bobCall('POST', '/projects', { name: "Bob's" });
        const mine = (await bobCall('GET', '/projects')).body.projects;
        expect(mine.map((p: { name: string }) => p.name)).toEqual(["Bob's"]);
        for (const attack of ATTACKS) {
          const answer = await attack.run(bobCall, seed);
          expect(await attack.leaked(answer, seed, backend.admin), attack.name).toBe(false);
          // Refused as if her row did not exist: never a 409, which would show her row as `current`.
          if (!attack.own && !ok(answer)) expect(answer.status, attack.name).toBe(404);
        }
        // A forged id, and his board holding her component's id: refused, and her rows unchanged.
        expect((await bobCall('GET', '/projects/00000000-0000-4000-8000-000000000000')).status).toBe(404);
        const own = (await bobCall('POST', '/projects', { name: 'Board' })).body.project;
        const smuggled = await bobCall('PUT', `/projects/${own.id}/components`, {
          version: own.version,
          components: [{ id: seed.component, title: 'mine now' }],
        });
        expect([400, 404]).toContain(smuggled.status);
        // His card holding her sub-task's id (a move between two users' cards): refused too.
        const taken = await bobCall('PUT', `/projects/${own.id}/components`, {
          version: own.version,
          components: [{ title: 'His card', sub_components: [{ id: seed.sub, title: 'mine now' }] }],
        });
        expect([400, 404]).toContain(taken.status);
        expect(await aliceExport()).toEqual(before);
      },
    );

  it.skipIf(skip)(
    'a public project reads for anyone, signed in or not, and writes for nobody but her',
    async () => {
      const anon = await api.call(null, 'GET', `/projects/${seed.publicProject}`);
      expect(anon.body.project).toMatchObject({ id: seed.publicProject, owner: false, visibility: 'public' });
      expect(anon.body.components).toEqual([
        expect.objectContaining({ id: seed.publicComponent, title: 'Shown' }),
      ]);
      expect(
        (await api.call(bob.cliToken, 'GET', `/projects/${seed.publicProject}`)).body.project.owner,
      ).toBe(false);
      expect((await api.call(null, 'GET', `/projects/${seed.project}`)).status).toBe(404);
      expect(
        (await api.call(null, 'PATCH', `/projects/${seed.publicProject}`, { version: 1, name: 'x' })).status,
      ).toBe(401);
      expect(
        (await api.call(alice.session, 'GET', `/projects/${seed.publicProject}`)).body.project.owner,
      ).toBe(true);
    },
  );

  it.skipIf(skip).each(ATTACKS.map((attack) => [attack.name, attack.table, attack] as const))(
    'the attack "%s" leaks with RLS off on %s (the policy is the guard)',
    async (_, table, attack) => {
      const fresh = await seedAlice();
      const bobCall: Call = (method, path, body) => api.call(bob.session, method, path, body);
      await backend.admin(`alter table public.${table} disable row level security`);
      try {
        const answer = await attack.run(bobCall, fresh);
        expect(await attack.leaked(answer, fresh, backend.admin)).toBe(true);
      } finally {
        await backend.admin(`alter table public.${table} enable row level security`);
      }
    },
  );
});
