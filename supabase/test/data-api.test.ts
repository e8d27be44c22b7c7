// The data API's lifecycle, one table of cases run on PGlite (the local stack) and on a real PostgreSQL 15 server
// through postgres.js (the hosted driver): projects, the whole-board save, Kanban writes, presets, favourites,
// profile, export and erase; versions (409 with the current row), limits (413, 429) and GoTrue-shaped errors.

import { componentFields } from '@toolbox/core/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(BACKENDS)('data API on $name', ({ open, skip }) => {
  let backend: Backend;
  let api: ReturnType<typeof harness>;
  let ada: TestUser;

  beforeAll(async () => {
    if (skip) return;
    backend = await open();
    api = harness(backend);
    ada = await api.createUser('ada@example.com', 'Ada Lovelace');
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(skip)('creates, lists, reads, renames and deletes a project, with its workspace', async () => {
    const created = await api.call(ada.session, 'POST', '/projects', {
      name: ' Launch ',
      github_url: 'https://github.com/ada/launch',
      workspace: { source: '# Launch plan' },
    });
    expect(created.status).toBe(201);
    const project = created.body.project;
    expect(project).toMatchObject({ name: 'Launch', version: 1, owner: true, visibility: 'private' });
    const listed = await api.call(ada.cliToken, 'GET', '/projects');
    expect(listed.body.projects.map((p: { id: string }) => p.id)).toContain(project.id);
    const read = await api.call(ada.cliToken, 'GET', `/projects/${project.id}`);
    expect(read.body).toMatchObject({
      project: { id: project.id },
      components: [],
      workspace: { source: '# Launch plan' },
    });

    const renamed = await api.call(ada.session, 'PATCH', `/projects/${project.id}`, {
      version: 1,
      name: 'Launch 2',
    });
    expect(renamed.body.project).toMatchObject({ name: 'Launch 2', version: 2 });
    const stale = await api.call(ada.session, 'PATCH', `/projects/${project.id}`, {
      version: 1,
      name: 'Mine',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 409,
      error_code: 'conflict',
      current: { name: 'Launch 2', version: 2 },
    });

    const since = renamed.body.project.updated_at;
    expect((await api.call(ada.session, 'DELETE', `/projects/${project.id}`)).status).toBe(204);
    const changed = await api.call(ada.session, 'GET', `/projects?since=${encodeURIComponent(since)}`);
    expect(changed.body.deleted).toContain(project.id);
    expect((await api.call(ada.session, 'GET', `/projects/${project.id}`)).status).toBe(404);
  });

  it.skipIf(skip)(
    'saves a whole board, keeps ids across saves, and refuses a stale save with the current project',
    async () => {
      const { body } = await api.call(ada.session, 'POST', '/projects', { name: 'Board' });
      const id = body.project.id;
      const components = [
        {
          id: ID(1),
          title: 'Design',
          status: 'In Progress',
          priority: 'High',
          deadline: '2026-12-01',
          tags: ['ui'],
        },
        {
          id: ID(2),
          title: 'Logo',
          parent_id: ID(1),
          sub_components: [{ id: ID(3), title: 'Sketch', done: true }],
        },
        { title: 'Ship' },
      ];
      const saved = await api.call(ada.session, 'PUT', `/projects/${id}/components`, {
        version: 1,
        components,
      });
      expect(saved.status).toBe(200);
      expect(saved.body.project.version).toBe(2);
      expect(saved.body.components.map((c: { title: string }) => c.title)).toEqual([
        'Design',
        'Logo',
        'Ship',
      ]);
      expect(saved.body.components[0]).toMatchObject({
        deadline: '2026-12-01',
        tags: ['ui'],
        priority: 'High',
        kind: 'node',
      });
      expect(saved.body.components[1]).toMatchObject({
        parent_id: ID(1),
        sub_components: [{ id: ID(3), title: 'Sketch', done: true, version: 1 }],
      });

      const again = await api.call(ada.session, 'PUT', `/projects/${id}/components`, {
        version: 2,
        components: [{ id: ID(1), title: 'Design v2', status: 'Complete' }],
      });
      expect(again.body.components).toEqual([
        expect.objectContaining({ id: ID(1), title: 'Design v2', version: 2 }),
      ]);
      const stale = await api.call(ada.session, 'PUT', `/projects/${id}/components`, {
        version: 2,
        components: [],
      });
      expect(stale.status).toBe(409);
      expect(stale.body.current).toMatchObject({ id, version: 3 });
      expect((await api.call(ada.session, 'GET', `/projects/${id}`)).body.components).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    'a board saved without ids (a plan pushed from text) keeps its rows at their places: nothing unchanged is rewritten',
    async () => {
      const { body } = await api.call(ada.session, 'POST', '/projects', { name: 'From text' });
      const id = body.project.id;
      const plan = (second: string) => [
        { title: 'Plan', sub_components: [{ title: 'Outline', done: true }, { title: second }] },
        { title: 'Build' },
      ];
      const first = await api.call(ada.cliToken, 'PUT', `/projects/${id}/components`, {
        version: 1,
        components: plan('Draft'),
      });
      expect(first.status).toBe(200);
      const again = await api.call(ada.cliToken, 'PUT', `/projects/${id}/components`, {
        version: 2,
        components: plan('Review'),
      });
      expect(again.status).toBe(200);
      const ids = (board: { id: string; sub_components: { id: string }[] }[]) =>
        board.map((c) => [c.id, c.sub_components.map((s) => s.id)]);
      expect(ids(again.body.components)).toEqual(ids(first.body.components));
      // The renamed sub-task is one write; the rest kept their versions.
      expect(again.body.components[0].version).toBe(1);
      expect(
        again.body.components[0].sub_components.map((s: { title: string; version: number }) => [
          s.title,
          s.version,
        ]),
      ).toEqual([
        ['Outline', 1],
        ['Review', 2],
      ]);
      // An input naming a row keeps it from being taken by an id-less input at its place.
      const named = first.body.components[1].id;
      const swapped = await api.call(ada.cliToken, 'PUT', `/projects/${id}/components`, {
        version: 3,
        components: [{ title: 'New first' }, { id: named, title: 'Build', position: 0 }],
      });
      expect(swapped.status).toBe(200);
      const after = swapped.body.components.map((c: { id: string; title: string }) => [c.id, c.title]);
      expect(after).toContainEqual([named, 'Build']);
      expect(after).toContainEqual([first.body.components[0].id, 'New first']);
    },
  );

  it.skipIf(skip)(
    'a whole-board save moves a sub-task to another card, and refuses one that sits on another project',
    async () => {
      const { body } = await api.call(ada.session, 'POST', '/projects', { name: 'Move' });
      const id = body.project.id;
      const first = await api.call(ada.session, 'PUT', `/projects/${id}/components`, {
        version: 1,
        components: [
          { id: ID(41), title: 'Old card', sub_components: [{ id: ID(43), title: 'Step' }] },
          { id: ID(42), title: 'New card' },
        ],
      });
      expect(first.status).toBe(200);
      const subsOf = (board: { id: string; sub_components: { id: string }[] }[]) =>
        board.map((c) => [c.id, c.sub_components.map((s) => s.id)]);
      const moved = await api.call(ada.session, 'PUT', `/projects/${id}/components`, {
        version: 2,
        components: [
          { id: ID(41), title: 'Old card' },
          { id: ID(42), title: 'New card', sub_components: [{ id: ID(43), title: 'Step' }] },
        ],
      });
      expect(moved.status).toBe(200);
      const expected = [
        [ID(41), []],
        [ID(42), [ID(43)]],
      ];
      expect(subsOf(moved.body.components)).toEqual(expected);
      expect(subsOf((await api.call(ada.cliToken, 'GET', `/projects/${id}`)).body.components)).toEqual(
        expected,
      );

      // A sub-task of her other project's card: refused, and left where it was.
      const other = (await api.call(ada.session, 'POST', '/projects', { name: 'Other' })).body.project;
      await api.call(ada.session, 'PUT', `/projects/${other.id}/components`, {
        version: 1,
        components: [{ id: ID(44), title: 'Elsewhere', sub_components: [{ id: ID(45), title: 'Stay' }] }],
      });
      const taken = await api.call(ada.session, 'PUT', `/projects/${id}/components`, {
        version: 3,
        components: [{ id: ID(42), title: 'New card', sub_components: [{ id: ID(45), title: 'Stay' }] }],
      });
      expect(taken.status).toBe(400);
      expect(subsOf((await api.call(ada.session, 'GET', `/projects/${other.id}`)).body.components)).toEqual([
        [ID(44), [ID(45)]],
      ]);
      expect(subsOf((await api.call(ada.session, 'GET', `/projects/${id}`)).body.components)).toEqual(
        expected,
      );
    },
  );

  it.skipIf(skip)(
    'writes a Kanban drag, an added card and a sub-task tick through, each versioned',
    async () => {
      const { body } = await api.call(ada.session, 'POST', '/projects', { name: 'Kanban' });
      const id = body.project.id;
      const card = await api.call(ada.cliToken, 'POST', `/projects/${id}/components`, {
        title: 'Write docs',
        sub_components: [{ title: 'README' }],
      });
      expect(card.status).toBe(201);
      expect(card.body.component).toMatchObject({ kind: 'card', status: 'Not Started', version: 1 });
      const cardId = card.body.component.id;
      const dragged = await api.call(ada.session, 'PATCH', `/components/${cardId}`, {
        version: 1,
        status: 'In Progress',
      });
      expect(dragged.body.component).toMatchObject({ status: 'In Progress', version: 2 });
      const lost = await api.call(ada.session, 'PATCH', `/components/${cardId}`, {
        version: 1,
        status: 'Complete',
      });
      expect(lost.status).toBe(409);
      expect(lost.body.current).toMatchObject({ status: 'In Progress', version: 2 });

      const subId = card.body.component.sub_components[0].id;
      const ticked = await api.call(ada.session, 'PATCH', `/sub-components/${subId}`, {
        version: 1,
        done: true,
      });
      expect(ticked.body.sub_component).toMatchObject({ done: true, version: 2 });
      expect(
        (await api.call(ada.session, 'PATCH', `/sub-components/${subId}`, { version: 1, done: false }))
          .status,
      ).toBe(409);
      expect((await api.call(ada.session, 'DELETE', `/components/${cardId}`)).status).toBe(204);
      expect((await api.call(ada.session, 'GET', `/projects/${id}`)).body.components).toEqual([]);
    },
  );

  it.skipIf(skip)(
    'saves presets by tool and name: a second save of a name is 409 with the one that exists',
    async () => {
      const brand = await api.call(ada.session, 'POST', '/presets', {
        tool_id: 'og-generator',
        name: 'brand',
        inputs: { title: 'Hello', theme: { color: '#123456' } },
      });
      expect(brand.status).toBe(201);
      const twice = await api.call(ada.cliToken, 'POST', '/presets', {
        tool_id: 'og-generator',
        name: 'brand',
        inputs: {},
      });
      expect(twice.status).toBe(409);
      expect(twice.body.current).toMatchObject({ id: brand.body.preset.id, inputs: { title: 'Hello' } });
      await api.call(ada.session, 'POST', '/presets', {
        tool_id: 'commit-message-assistant',
        name: 'team',
        inputs: {},
      });
      const og = await api.call(ada.cliToken, 'GET', '/presets?tool=og-generator');
      expect(og.body.presets.map((p: { name: string }) => p.name)).toEqual(['brand']);
      const patched = await api.call(ada.session, 'PATCH', `/presets/${brand.body.preset.id}`, {
        version: 1,
        inputs: { title: 'Bye' },
      });
      expect(patched.body.preset).toMatchObject({ version: 2, inputs: { title: 'Bye' } });
      expect(
        (await api.call(ada.session, 'PATCH', `/presets/${brand.body.preset.id}`, { version: 1, name: 'x' }))
          .status,
      ).toBe(409);
      expect((await api.call(ada.session, 'DELETE', `/presets/${brand.body.preset.id}`)).status).toBe(204);
    },
  );

  it.skipIf(skip)(
    "a component the web or the CLI saves without a kind is stored with core's default, as the web shows it",
    async () => {
      const { body } = await api.call(ada.session, 'POST', '/projects', { name: 'Kinds' });
      const id = body.project.id;
      for (const [who, credential] of [
        ['web', ada.session],
        ['cli', ada.cliToken],
      ] as const) {
        const added = await api.call(credential, 'POST', `/projects/${id}/components`, {
          title: `${who} card`,
        });
        expect(added.body.component.kind, who).toBe(componentFields({ title: '' }, true).kind);
        const board = await api.call(credential, 'GET', `/projects/${id}`);
        const saved = await api.call(credential, 'PUT', `/projects/${id}/components`, {
          version: board.body.project.version,
          components: [{ title: `${who} node` }],
        });
        expect(saved.body.components[0].kind, who).toBe(componentFields({ title: '' }).kind);
      }
    },
  );

  it.skipIf(skip)('keeps favourites, and the 20 most recent tools newest first', async () => {
    expect((await api.call(ada.session, 'PUT', '/favourites/qr-code')).status).toBe(204);
    expect((await api.call(ada.session, 'PUT', '/favourites/qr-code')).status).toBe(204);
    await api.call(ada.session, 'PUT', '/favourites/jwt');
    await api.call(ada.session, 'DELETE', '/favourites/jwt');
    for (let i = 0; i < 22; i++) await api.call(ada.cliToken, 'POST', `/recents/tool-${i}`);
    const { body } = await api.call(ada.session, 'GET', '/favourites');
    expect(body.favourites.map((f: { tool_id: string }) => f.tool_id)).toEqual(['qr-code']);
    expect(body.recents).toHaveLength(20);
    expect(body.recents[0].tool_id).toBe('tool-21');
    const bad = await api.call(ada.session, 'PUT', '/favourites/..%2Fetc');
    expect(bad.body).toMatchObject({ code: 400, error_code: 'validation_failed', field: 'tool_id' });
  });

  it.skipIf(skip)('reads the profile made from the sign-up name, and edits it with its version', async () => {
    const { body } = await api.call(ada.session, 'GET', '/profile');
    expect(body.profile).toMatchObject({ id: ada.id, full_name: 'Ada Lovelace', username: null, version: 1 });
    const edited = await api.call(ada.session, 'PATCH', '/profile', {
      version: 1,
      full_name: 'Ada King',
      username: 'ada',
    });
    expect(edited.body.profile).toMatchObject({ full_name: 'Ada King', username: 'ada', version: 2 });
    expect((await api.call(ada.session, 'PATCH', '/profile', { version: 1, full_name: 'x' })).status).toBe(
      409,
    );
    const other = await api.createUser('ida@example.com');
    const taken = await api.call(other.session, 'PATCH', '/profile', { version: 1, username: 'ADA' });
    expect(taken.body).toMatchObject({ code: 400, field: 'username', msg: 'username is taken' });
  });

  it.skipIf(skip)(
    'answers limits and bad input in GoTrue shape: 413 naming the limit, 400 naming the field, 401, 404',
    async () => {
      const huge = await api.call(ada.session, 'POST', '/presets', {
        tool_id: 'og-generator',
        name: 'huge',
        inputs: { text: 'x'.repeat(256 * 1024) },
      });
      expect(huge.body).toEqual({
        code: 413,
        error_code: 'payload_too_large',
        msg: "A preset's inputs are over the limit of 256 KB",
      });
      const big = await api.call(ada.session, 'POST', '/projects', {
        name: 'big',
        workspace: { source: 'x'.repeat(2 * 1024 * 1024 + 1) },
      });
      expect(big.body.msg).toBe('The workspace source is over the limit of 2 MB');
      // 15 MB of '€' is 5 million UTF-16 units: the limit counts the bytes sent.
      expect((await api.call(ada.session, 'POST', '/projects', '€'.repeat(5_000_000))).body).toEqual({
        code: 413,
        error_code: 'payload_too_large',
        msg: 'The request body is over the limit of 8 MB.',
      });
      const bad = await api.call(ada.session, 'POST', '/projects', { name: 'x', visibility: 'secret' });
      expect(bad.body).toEqual({
        code: 400,
        error_code: 'validation_failed',
        msg: 'visibility must be one of private, public',
        field: 'visibility',
      });
      expect((await api.call(ada.session, 'POST', '/projects', '{not json')).body.error_code).toBe(
        'bad_request',
      );
      expect((await api.call(null, 'GET', '/projects')).body).toMatchObject({
        code: 401,
        error_code: 'unauthorized',
      });
      expect(
        (await api.call('tbx_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'GET', '/projects')).status,
      ).toBe(401);
      expect((await api.call('a-signed-out-session', 'GET', '/projects')).status).toBe(401);
      expect((await api.call(ada.session, 'GET', '/projects/not-a-uuid')).status).toBe(404);
      expect((await api.call(ada.session, 'GET', '/nothing')).status).toBe(404);
      expect((await api.call(ada.session, 'PUT', '/projects')).status).toBe(405);
    },
  );

  it.skipIf(skip)('refuses the 1,001st project and a revoked CLI token', async () => {
    const user = await api.createUser('many@example.com');
    await backend.admin(
      `insert into public.projects (user_id, name) select $1, 'p' || n from generate_series(1, 1000) n`,
      [user.id],
    );
    const over = await api.call(user.session, 'POST', '/projects', { name: 'one more' });
    expect(over.body).toMatchObject({ code: 413, error_code: 'payload_too_large' });
    expect(over.body.msg).toContain('1000');
    await backend.admin('update public.cli_tokens set revoked_at = now() where user_id = $1', [user.id]);
    expect((await api.call(user.cliToken, 'GET', '/projects')).status).toBe(401);
  });

  it.skipIf(skip)('limits requests per caller per minute (429)', async () => {
    const limited = harness(backend, { requestsPerMinute: 3 });
    const user = await limited.createUser('busy@example.com');
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await limited.call(user.session, 'GET', '/favourites')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await limited.createUser('calm@example.com');
    expect((await limited.call(other.cliToken, 'GET', '/favourites')).status).toBe(200);
  });

  it.skipIf(skip)(
    'exports everything of mine as one document, then deletes all of it and says how much',
    async () => {
      const user = await api.createUser('erase@example.com', 'Eve');
      const { body } = await api.call(user.session, 'POST', '/projects', {
        name: 'Mine',
        workspace: { source: '# x' },
      });
      await api.call(user.session, 'PUT', `/projects/${body.project.id}/components`, {
        version: 1,
        components: [{ title: 'a', sub_components: [{ title: 's' }] }, { title: 'b' }],
      });
      await api.call(user.session, 'POST', '/presets', {
        tool_id: 'qr-code',
        name: 'wifi',
        inputs: { ssid: 'home' },
      });
      await api.call(user.session, 'PUT', '/favourites/qr-code');
      await api.call(user.session, 'POST', '/recents/qr-code');
      const exported = await api.call(user.cliToken, 'GET', '/export');
      expect(exported.body).toMatchObject({
        profile: { full_name: 'Eve' },
        projects: [
          { name: 'Mine', workspace: { source: '# x' }, components: [{ title: 'a' }, { title: 'b' }] },
        ],
        presets: [{ name: 'wifi', inputs: { ssid: 'home' } }],
        favourites: [{ tool_id: 'qr-code' }],
        recents: [{ tool_id: 'qr-code' }],
      });
      const erased = await api.call(user.session, 'DELETE', '/me');
      expect(erased.body.deleted).toEqual({
        projects: 1,
        components: 2,
        sub_components: 1,
        presets: 1,
        favourites: 1,
        recents: 1,
        share_links: 0,
        encrypted_shares: 0,
      });
      const after = await api.call(user.session, 'GET', '/export');
      expect(after.body).toMatchObject({
        profile: { full_name: 'Eve' },
        projects: [],
        presets: [],
        favourites: [],
        recents: [],
      });
    },
  );
});
