// Read-only share links (issue 80 item 1) on PGlite and a real PostgreSQL 15: Alice links her board, her preset and a
// snapshot of a tool's result; anyone with the secret opens each, signed in or not, and the database keeps only the
// secret's SHA-256; a guessed, expired or revoked secret is one and the same 404; Bob and Carol cannot list, expire,
// revoke or link Alice's items (and can once a policy is gone, so each policy is the guard).

import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../functions/_shared/account/limits.ts';
import { SHARE_LINK_GONE_MESSAGE } from '../functions/_shared/account/share-links.ts';
import { toBase64Url } from '../functions/_shared/account/shares.ts';
import { attemptOn as attempt } from './backend-attempt.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

const DAY = 24 * 60 * 60;

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`share links on ${backend.name}`, () => {
    let db: Backend;
    let h: ReturnType<typeof harness>;
    let alice: TestUser;
    let bob: TestUser;
    let carol: TestUser;
    let board: string;
    let preset: string;

    beforeAll(async () => {
      db = await backend.open();
      h = harness(db, { allowedOrigins: ['https://toolbox.example', 'http://localhost:5173'] });
      alice = await h.createUser('alice@example.com');
      bob = await h.createUser('bob@example.com');
      carol = await h.createUser('carol@example.com');
      board = (await h.call(alice.session, 'POST', '/projects', { name: 'Release plan' })).body.project.id;
      await h.call(alice.session, 'PUT', `/projects/${board}/components`, {
        version: 1,
        components: [{ title: 'Ship it', status: 'In Progress', sub_components: [{ title: 'Tag' }] }],
      });
      preset = (
        await h.call(alice.session, 'POST', '/presets', {
          tool_id: 'og-generator',
          name: 'brand',
          inputs: { title: 'Acme' },
        })
      ).body.preset.id;
    });
    afterAll(async () => {
      await db?.close();
    });

    const create = (user: TestUser | null, body: unknown) =>
      h.call(user?.session ?? null, 'POST', '/links', body);
    const open = (token: string | null, secret: unknown) => h.call(token, 'POST', '/links/open', { secret });
    const gone = { status: 404, body: { code: 404, error_code: 'not_found', msg: SHARE_LINK_GONE_MESSAGE } };

    it('links a board, a preset and a snapshot; anyone with the link reads each; only the hash is stored', async () => {
      const made = await create(alice, { kind: 'project', project_id: board, title: 'Release plan' });
      expect(made.status).toBe(201);
      const { secret, url, link } = made.body;
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url).toBe(`https://toolbox.example/s/${secret}`);
      expect(link).toMatchObject({
        kind: 'project',
        project_id: board,
        expires_at: null,
        last_opened_at: null,
      });
      const [row] = await db.admin(
        `select encode(secret_hash, 'hex') as hash, row_to_json(l)::text as whole from public.share_links l
          where id = $1`,
        [link.id],
      );
      expect(row?.hash).toBe(createHash('sha256').update(secret).digest('hex'));
      expect(String(row?.whole)).not.toContain(secret);

      for (const reader of [null, bob.session, carol.cliToken]) {
        const opened = await open(reader, secret);
        expect(opened.status).toBe(200);
        expect(opened.body).toMatchObject({
          kind: 'project',
          title: 'Release plan',
          preset: null,
          snapshot: null,
        });
        expect(opened.body.project).toMatchObject({ id: board, name: 'Release plan', owner: false });
        expect(opened.body.project.components).toHaveLength(1);
        expect(opened.body.project.components[0]).toMatchObject({ title: 'Ship it', status: 'In Progress' });
        expect(opened.body.project.components[0].sub_components[0]).toMatchObject({ title: 'Tag' });
      }
      const mine = (await h.call(alice.cliToken, 'GET', '/links')).body.links.find(
        (l: { id: string }) => l.id === link.id,
      );
      expect(mine.last_opened_at).not.toBeNull();
      expect(JSON.stringify(mine)).not.toContain(secret);

      const presetLink = await create(alice, { kind: 'preset', preset_id: preset, title: 'brand' });
      expect((await open(null, presetLink.body.secret)).body).toMatchObject({
        kind: 'preset',
        tool_id: 'og-generator',
        preset: { name: 'brand', inputs: { title: 'Acme' } },
        project: null,
      });
      const snapshot = { sql: 'create table users (id int primary key);', layout: { users: [10, 20] } };
      const snap = await create(alice, {
        kind: 'snapshot',
        tool_id: 'database-visualizer',
        title: 'Our schema',
        snapshot,
        expires_in: 7 * DAY,
      });
      expect(Date.parse(snap.body.link.expires_at) - Date.parse(snap.body.link.created_at)).toBe(
        7 * DAY * 1000,
      );
      expect((await open(null, snap.body.secret)).body).toMatchObject({
        kind: 'snapshot',
        tool_id: 'database-visualizer',
        title: 'Our schema',
        snapshot,
      });
    });

    it('answers a guessed, expired, revoked or malformed secret the same way, and a revoke stops a link at once', async () => {
      const expired = await create(alice, {
        kind: 'project',
        project_id: board,
        title: 'old',
        expires_in: 60,
      });
      await db.admin(
        `update public.share_links set created_at = now() - interval '2 minutes',
                expires_at = now() - interval '1 minute' where id = $1`,
        [expired.body.link.id],
      );
      const revoked = await create(alice, { kind: 'preset', preset_id: preset, title: 'brand' });
      expect((await open(null, revoked.body.secret)).status).toBe(200);
      expect((await h.call(alice.session, 'DELETE', `/links/${revoked.body.link.id}`)).status).toBe(204);
      const answers = await Promise.all(
        [expired.body.secret, revoked.body.secret, toBase64Url(randomBytes(32)), 'x', 42].map((s) =>
          open(null, s),
        ),
      );
      for (const answer of answers) expect(answer).toEqual(gone);
      const listed = (await h.call(alice.session, 'GET', '/links')).body.links;
      expect(listed.find((l: { id: string }) => l.id === revoked.body.link.id).revoked_at).not.toBeNull();
      // A revoked link cannot be given a new life.
      expect(
        (await h.call(alice.session, 'PATCH', `/links/${revoked.body.link.id}`, { expires_in: DAY })).status,
      ).toBe(404);
    });

    it('sets and clears an expiry; an expiry set in the past closes the link', async () => {
      const made = await create(alice, { kind: 'project', project_id: board, title: 'plan' });
      const patched = await h.call(alice.session, 'PATCH', `/links/${made.body.link.id}`, {
        expires_in: 3600,
      });
      expect(patched.status).toBe(200);
      expect(Date.parse(patched.body.link.expires_at) - Date.now()).toBeGreaterThan(3500 * 1000);
      await db.admin(`update public.share_links set expires_at = now() where id = $1`, [made.body.link.id]);
      expect(await open(null, made.body.secret)).toEqual(gone);
      const cleared = await h.call(alice.session, 'PATCH', `/links/${made.body.link.id}`, {
        expires_in: null,
      });
      expect(cleared.body.link.expires_at).toBeNull();
      expect((await open(null, made.body.secret)).status).toBe(200);
      expect(
        (await h.call(alice.session, 'PATCH', `/links/${made.body.link.id}`, { expires_in: 2 * 366 * DAY }))
          .body,
      ).toMatchObject({ error_code: 'validation_failed', field: 'expires_in' });
    });

    it('lets only the owner list, expire and revoke, nobody link another’s board or preset, nobody anonymous write', async () => {
      const made = await create(alice, { kind: 'project', project_id: board, title: 'plan' });
      const id = made.body.link.id;
      for (const other of [bob, carol]) {
        const theirs = await h.call(other.session, 'GET', '/links');
        expect(theirs.status).toBe(200);
        expect(theirs.body.links.some((l: { id: string }) => l.id === id)).toBe(false);
        expect((await h.call(other.cliToken, 'DELETE', `/links/${id}`)).status).toBe(404);
        expect((await h.call(other.session, 'PATCH', `/links/${id}`, { expires_in: null })).status).toBe(404);
      }
      expect((await create(bob, { kind: 'project', project_id: board, title: 'stolen' })).status).toBe(404);
      expect((await create(carol, { kind: 'preset', preset_id: preset, title: 'stolen' })).status).toBe(404);
      expect((await h.call(null, 'GET', '/links')).status).toBe(401);
      expect((await create(null, { kind: 'project', project_id: board, title: 'x' })).status).toBe(401);
      expect((await h.call(null, 'DELETE', `/links/${id}`)).status).toBe(401);
      expect((await open(null, made.body.secret)).status).toBe(200);
    });

    it('leaks Alice’s links to Bob once the table’s RLS is off: the owner policies are the guard', async () => {
      const made = await create(alice, { kind: 'project', project_id: board, title: 'plan' });
      const id = made.body.link.id;
      await db.admin('alter table public.share_links disable row level security');
      try {
        const bobs = await h.call(bob.session, 'GET', '/links');
        expect(bobs.body.links.some((l: { id: string }) => l.id === id)).toBe(true);
        expect((await h.call(bob.session, 'PATCH', `/links/${id}`, { expires_in: 60 })).status).toBe(200);
        expect((await h.call(carol.session, 'DELETE', `/links/${id}`)).status).toBe(204);
      } finally {
        await db.admin('alter table public.share_links enable row level security');
      }
    });

    it('lets Bob link Alice’s board once the insert policy only checks the owner: its ownership test is the guard', async () => {
      await db.admin(`alter policy "share_links: owner shares their own items" on public.share_links
        with check ((select auth.uid()) = user_id)`);
      try {
        const stolen = await create(bob, { kind: 'project', project_id: board, title: 'stolen' });
        expect(stolen.status).toBe(201);
        // The link opens only what its maker may read (team_item_moves' second guard), so Bob's shows nothing.
        expect(await open(null, stolen.body.secret)).toMatchObject(gone);
        expect((await create(bob, { kind: 'preset', preset_id: preset, title: 'stolen' })).status).toBe(201);
      } finally {
        await db.admin(`alter policy "share_links: owner shares their own items" on public.share_links
          with check (
            (select auth.uid()) = user_id
            and (project_id is null or private.owns_project(project_id))
            and (preset_id is null or exists (
              select 1 from public.presets p where p.id = preset_id and p.user_id = (select auth.uid()))))`);
        await db.admin(`delete from public.share_links where title = 'stolen'`);
      }
    });

    it('refuses a snapshot over the limit and bad input with the field or the limit named', async () => {
      const big = { text: 'x'.repeat(ACCOUNT_LIMITS.shareSnapshotBytes) };
      expect(
        await create(alice, { kind: 'snapshot', tool_id: 'changelog', title: 'big', snapshot: big }),
      ).toMatchObject({
        status: 413,
        body: { error_code: 'payload_too_large' },
      });
      expect((await create(alice, { kind: 'folder', title: 'x' })).body).toMatchObject({ field: 'kind' });
      expect((await create(alice, { kind: 'project', project_id: 'nope', title: 'x' })).body).toMatchObject({
        field: 'project_id',
      });
      expect(
        (await create(alice, { kind: 'snapshot', tool_id: 'changelog', title: ' ', snapshot: {} })).body,
      ).toMatchObject({
        field: 'title',
      });
    });

    it('holds the item’s shape, privileges and revocation in the database, whatever path a statement takes', async () => {
      const insert = `insert into public.share_links (secret_hash, kind, title, project_id, tool_id, snapshot)
        values (sha256(convert_to($1, 'UTF8')), $2, 'x', $3, $4, $5) returning id`;
      const secret = () => toBase64Url(randomBytes(32));
      expect(
        (await attempt(db, 'toolbox_api', alice.id, insert, [secret(), 'project', board, null, null])).code,
      ).toBeNull();
      // A project link carrying a snapshot, a snapshot over 2 MB: refused by the table's checks.
      expect(
        (await attempt(db, 'toolbox_api', alice.id, insert, [secret(), 'project', board, 'x', '{}'])).code,
      ).toBe('23514');
      expect(
        (
          await attempt(db, 'toolbox_api', alice.id, insert, [
            secret(),
            'snapshot',
            null,
            'changelog',
            'x'.repeat(2 * 1024 * 1024 + 1),
          ])
        ).code,
      ).toBe('23514');
      // Bob cannot write a link as Alice, nor set when it was made or opened.
      expect(
        (
          await attempt(
            db,
            'toolbox_api',
            bob.id,
            `insert into public.share_links (secret_hash, kind, title, tool_id, snapshot, user_id)
             values (sha256('y'), 'snapshot', 'x', 'changelog', '{}', $1)`,
            [alice.id],
          )
        ).code,
      ).toBe('42501');
      expect(
        (await attempt(db, 'toolbox_api', alice.id, `update public.share_links set last_opened_at = now()`))
          .code,
      ).toBe('42501');
      expect(
        (await attempt(db, 'toolbox_api', alice.id, 'select secret_hash from public.share_links')).code,
      ).toBe('42501');
      const made = await create(alice, { kind: 'project', project_id: board, title: 'plan' });
      await h.call(alice.session, 'DELETE', `/links/${made.body.link.id}`);
      expect(
        (
          await attempt(
            db,
            'toolbox_api',
            alice.id,
            `update public.share_links set revoked_at = null where id = $1`,
            [made.body.link.id],
          )
        ).code,
      ).toBe('23514');
      const counted = await attempt(
        db,
        'toolbox_api',
        bob.id,
        'select count(*)::int as n from public.share_links',
      );
      expect(counted.rows[0]?.n).toBe(0);
      for (const role of ['anon', 'authenticated'] as const) {
        expect((await attempt(db, role, alice.id, 'select id from public.share_links')).code).toBe('42501');
        expect((await attempt(db, role, null, `select * from private.open_share_link('x')`)).code).toBe(
          '42501',
        );
      }
    });

    it('is in its owner’s export (with its snapshot, never its secret) and goes with DELETE /me, Bob’s untouched', async () => {
      const dave = await h.createUser(`dave-${Date.now()}@example.com`);
      const snapshot = { palette: ['#0f172a', '#38bdf8'] };
      const made = await create(dave, {
        kind: 'snapshot',
        tool_id: 'color-palette',
        title: 'Brand',
        snapshot,
      });
      const bobs = await create(bob, {
        kind: 'snapshot',
        tool_id: 'color-palette',
        title: 'Bob’s',
        snapshot,
      });
      const exported = await h.call(dave.session, 'GET', '/export');
      expect(exported.body.share_links).toEqual([
        expect.objectContaining({ id: made.body.link.id, kind: 'snapshot', title: 'Brand', snapshot }),
      ]);
      expect(JSON.stringify(exported.body)).not.toContain(made.body.secret);
      const erased = await h.call(dave.session, 'DELETE', '/me');
      expect(erased.body.deleted.share_links).toBe(1);
      expect(await open(null, made.body.secret)).toEqual(gone);
      expect((await open(null, bobs.body.secret)).status).toBe(200);
    });

    it('goes with the board or preset it links, and with its owner', async () => {
      const doomed = (await h.call(alice.session, 'POST', '/projects', { name: 'Doomed' })).body.project.id;
      const made = await create(alice, { kind: 'project', project_id: doomed, title: 'Doomed' });
      expect((await h.call(alice.session, 'DELETE', `/projects/${doomed}`)).status).toBe(204);
      expect(await open(null, made.body.secret)).toEqual(gone);
      expect(await db.admin('select 1 from public.share_links where id = $1', [made.body.link.id])).toEqual(
        [],
      );
    });
  });
}
