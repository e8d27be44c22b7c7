// End-to-end encrypted shares (issue 80 item 2) on PGlite and a real PostgreSQL 15: the data function stores a
// sealed envelope and only the SHA-256 of the link's secret; anyone with the secret opens it, signed in or not;
// expired, burned, revoked and unknown secrets are one and the same 404; Bob cannot list or revoke Alice's shares
// (and can once RLS is off, so the policy is the guard); the database itself bounds size and expiry, keeps the API
// roles out and lets nobody read a hash or another's ciphertext.

import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../functions/_shared/account/limits.ts';
import { SHARE_GONE_MESSAGE, toBase64Url } from '../functions/_shared/account/shares.ts';
import { attemptOn as attempt } from './backend-attempt.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

const envelope = (bytes = 64) => toBase64Url(new Uint8Array(randomBytes(bytes)));
const DAY = 24 * 60 * 60;

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`encrypted shares on ${backend.name}`, () => {
    let db: Backend;
    let h: ReturnType<typeof harness>;
    let alice: TestUser;
    let bob: TestUser;
    let carol: TestUser;

    beforeAll(async () => {
      db = await backend.open();
      h = harness(db, { allowedOrigins: ['https://toolbox.example', 'http://localhost:5173'] });
      alice = await h.createUser('alice@example.com');
      bob = await h.createUser('bob@example.com');
      carol = await h.createUser('carol@example.com');
    });
    afterAll(async () => {
      await db?.close();
    });

    const create = (user: TestUser | null, body: unknown) =>
      h.call(user?.session ?? null, 'POST', '/shares', body);
    const open = (token: string | null, secret: unknown) => h.call(token, 'POST', '/shares/open', { secret });

    it('stores the envelope and the secret’s hash only; anyone with the link opens it, the owner sees it opened', async () => {
      const ciphertext = envelope(200);
      const made = await create(alice, { ciphertext, expires_in: 7 * DAY });
      expect(made.status).toBe(201);
      const { secret, url, share } = made.body;
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(url).toBe(`https://toolbox.example/s/${secret}`);
      expect(share).toMatchObject({ burn_after_reading: false, last_opened_at: null, open_count: 0 });
      expect(Date.parse(share.expires_at) - Date.parse(share.created_at)).toBe(7 * DAY * 1000);

      const [row] = await db.admin(
        `select encode(secret_hash, 'hex') as hash, encode(ciphertext, 'hex') as data, row_to_json(s)::text as whole
           from public.encrypted_shares s where id = $1`,
        [share.id],
      );
      expect(row?.hash).toBe(createHash('sha256').update(secret).digest('hex'));
      expect(row?.data).toBe(Buffer.from(ciphertext, 'base64url').toString('hex'));
      expect(String(row?.whole)).not.toContain(secret);

      for (const reader of [null, bob.session, carol.cliToken, alice.session]) {
        const opened = await open(reader, secret);
        expect(opened.status).toBe(200);
        expect(opened.body).toEqual({
          ciphertext,
          burn_after_reading: false,
          created_at: share.created_at,
          expires_at: share.expires_at,
        });
      }
      const listed = await h.call(alice.cliToken, 'GET', '/shares');
      const mine = listed.body.shares.find((s: { id: string }) => s.id === share.id);
      expect(mine.open_count).toBe(4);
      expect(mine.last_opened_at).not.toBeNull();
      expect(JSON.stringify(listed.body)).not.toContain(secret);
      expect(JSON.stringify(listed.body)).not.toContain(ciphertext);
    });

    it('burns a burn-after-reading share on its first read, even when two readers race', async () => {
      const made = await create(alice, { ciphertext: envelope(), expires_in: DAY, burn_after_reading: true });
      expect(made.body.share.burn_after_reading).toBe(true);
      const reads = await Promise.all([open(null, made.body.secret), open(bob.session, made.body.secret)]);
      expect(reads.map((r) => r.status).sort()).toEqual([200, 404]);
      expect((await open(null, made.body.secret)).status).toBe(404);
      expect(
        await db.admin('select 1 from public.encrypted_shares where id = $1', [made.body.share.id]),
      ).toEqual([]);
    });

    it('answers an expired, revoked, burned, unknown or malformed secret the same way', async () => {
      const expired = await create(alice, { ciphertext: envelope(), expires_in: 60 });
      await db.admin(
        `update public.encrypted_shares set created_at = now() - interval '2 minutes',
                expires_at = now() - interval '1 minute' where id = $1`,
        [expired.body.share.id],
      );
      const revoked = await create(alice, { ciphertext: envelope(), expires_in: DAY });
      expect((await h.call(alice.session, 'DELETE', `/shares/${revoked.body.share.id}`)).status).toBe(204);
      const burned = await create(alice, {
        ciphertext: envelope(),
        expires_in: DAY,
        burn_after_reading: true,
      });
      expect((await open(null, burned.body.secret)).status).toBe(200);

      const answers = await Promise.all(
        [
          expired.body.secret,
          revoked.body.secret,
          burned.body.secret,
          toBase64Url(randomBytes(32)),
          'x',
          42,
        ].map((secret) => open(null, secret)),
      );
      for (const answer of answers)
        expect(answer).toEqual({
          status: 404,
          body: { code: 404, error_code: 'not_found', msg: SHARE_GONE_MESSAGE },
        });
      // The owner's next share clears their expired ones.
      await create(alice, { ciphertext: envelope(), expires_in: DAY });
      expect(
        await db.admin('select 1 from public.encrypted_shares where id = $1', [expired.body.share.id]),
      ).toEqual([]);
    });

    it('lets only the owner list and revoke, and nobody anonymous create or list', async () => {
      const made = await create(alice, { ciphertext: envelope(), expires_in: DAY });
      const id = made.body.share.id;
      const bobs = await h.call(bob.session, 'GET', '/shares');
      expect(bobs.status).toBe(200);
      expect(bobs.body.shares.some((s: { id: string }) => s.id === id)).toBe(false);
      expect((await h.call(bob.cliToken, 'DELETE', `/shares/${id}`)).status).toBe(404);
      expect((await h.call(carol.session, 'DELETE', `/shares/${id}`)).status).toBe(404);
      expect(await db.admin('select 1 from public.encrypted_shares where id = $1', [id])).toHaveLength(1);
      expect((await h.call(null, 'GET', '/shares')).status).toBe(401);
      expect((await create(null, { ciphertext: envelope(), expires_in: DAY })).status).toBe(401);
      expect((await h.call(null, 'DELETE', `/shares/${id}`)).status).toBe(401);
      expect((await open(null, made.body.secret)).status).toBe(200);
    });

    it('leaks Alice’s shares to Bob once the table’s RLS is off: the policy is the guard', async () => {
      const made = await create(alice, { ciphertext: envelope(), expires_in: DAY });
      const id = made.body.share.id;
      await db.admin('alter table public.encrypted_shares disable row level security');
      try {
        const bobs = await h.call(bob.session, 'GET', '/shares');
        expect(bobs.body.shares.some((s: { id: string }) => s.id === id)).toBe(true);
        expect((await h.call(bob.session, 'DELETE', `/shares/${id}`)).status).toBe(204);
      } finally {
        await db.admin('alter table public.encrypted_shares enable row level security');
      }
    });

    it('refuses what the limits refuse before the database, with the field or the limit named', async () => {
      const tooLong = await create(alice, { ciphertext: envelope(), expires_in: 30 * DAY + 1 });
      expect(tooLong).toMatchObject({
        status: 400,
        body: { error_code: 'validation_failed', field: 'expires_in' },
      });
      const tooBig = await create(alice, {
        ciphertext: envelope(ACCOUNT_LIMITS.shareEnvelopeBytes + 1),
        expires_in: DAY,
      });
      expect(tooBig).toMatchObject({ status: 413, body: { error_code: 'payload_too_large' } });
      const notBase64 = await create(alice, { ciphertext: 'not base64url!', expires_in: DAY });
      expect(notBase64).toMatchObject({ status: 400, body: { field: 'ciphertext' } });
      const tiny = await create(alice, { ciphertext: envelope(10), expires_in: DAY });
      expect(tiny).toMatchObject({ status: 400, body: { field: 'ciphertext' } });
    });

    it('holds size, expiry and privileges in the database, whatever path a statement takes', async () => {
      const insert = `insert into public.encrypted_shares (secret_hash, ciphertext, expires_at)
        values (sha256(convert_to($1, 'UTF8')), decode($2, 'hex'), now() + $3::interval) returning id`;
      const hex = (n: number) => randomBytes(n).toString('hex');
      const secret = () => toBase64Url(randomBytes(32));
      expect(
        (await attempt(db, 'toolbox_api', bob.id, insert, [secret(), hex(64), '1 day'])).code,
      ).toBeNull();
      expect((await attempt(db, 'toolbox_api', bob.id, insert, [secret(), hex(64), '31 days'])).code).toBe(
        '23514',
      );
      expect((await attempt(db, 'toolbox_api', bob.id, insert, [secret(), hex(64), '-1 minute'])).code).toBe(
        '23514',
      );
      expect(
        (
          await attempt(db, 'toolbox_api', bob.id, insert, [
            secret(),
            hex(ACCOUNT_LIMITS.shareEnvelopeBytes + 1),
            '1 day',
          ])
        ).code,
      ).toBe('23514');
      // created_at is the database's: no role of the API may set it (and so stretch the 30 days).
      expect(
        (
          await attempt(
            db,
            'toolbox_api',
            bob.id,
            `insert into public.encrypted_shares (secret_hash, ciphertext, expires_at, created_at)
             values (sha256('x'), decode($1, 'hex'), now() + interval '40 days', now() + interval '20 days')`,
            [hex(64)],
          )
        ).code,
      ).toBe('42501');
      // Bob cannot write a share as Alice.
      expect(
        (
          await attempt(
            db,
            'toolbox_api',
            bob.id,
            `insert into public.encrypted_shares (secret_hash, ciphertext, expires_at, user_id)
             values (sha256('y'), decode($1, 'hex'), now() + interval '1 day', $2)`,
            [hex(64), alice.id],
          )
        ).code,
      ).toBe('42501');
      await create(alice, { ciphertext: envelope(), expires_in: DAY });
      for (const column of ['secret_hash', 'ciphertext'])
        expect(
          (await attempt(db, 'toolbox_api', alice.id, `select ${column} from public.encrypted_shares`)).code,
        ).toBe('42501');
      expect(
        (await attempt(db, 'toolbox_api', alice.id, `update public.encrypted_shares set expires_at = now()`))
          .code,
      ).toBe('42501');
      // Nobody enumerates: Bob counts none of Alice's; anon and authenticated (PostgREST's roles) hold nothing.
      const counted = await attempt(
        db,
        'toolbox_api',
        bob.id,
        'select count(*)::int as n from public.encrypted_shares',
      );
      expect(counted.rows[0]?.n).toBe(0);
      for (const role of ['anon', 'authenticated'] as const) {
        expect((await attempt(db, role, alice.id, 'select id from public.encrypted_shares')).code).toBe(
          '42501',
        );
        expect((await attempt(db, role, null, `select * from private.open_encrypted_share('x')`)).code).toBe(
          '42501',
        );
      }
    });

    it('exports a user’s shares as metadata only, and Delete my data and deleting the user remove them', async () => {
      const dave = await h.createUser('dave@example.com');
      const erin = await h.createUser('erin@example.com');
      const ciphertexts = [envelope(90), envelope(120)];
      const daves = [
        await create(dave, { ciphertext: ciphertexts[0], expires_in: DAY, burn_after_reading: true }),
        await create(dave, { ciphertext: ciphertexts[1], expires_in: 7 * DAY }),
      ];
      const erins = await create(erin, { ciphertext: envelope(), expires_in: DAY });
      expect(daves.map((made) => made.status)).toEqual([201, 201]);
      expect((await open(null, daves[1]?.body.secret)).status).toBe(200);

      const exported = await h.call(dave.session, 'GET', '/export');
      expect(exported.status).toBe(200);
      expect(exported.body.encrypted_shares).toEqual([
        { ...daves[0]?.body.share },
        { ...daves[1]?.body.share, open_count: 1, last_opened_at: expect.any(String) },
      ]);
      const text = JSON.stringify(exported.body);
      for (const made of daves) expect(text).not.toContain(made.body.secret);
      for (const ciphertext of ciphertexts) {
        expect(text).not.toContain(ciphertext);
        expect(text).not.toContain(Buffer.from(ciphertext, 'base64url').toString('hex'));
      }
      expect(text).not.toContain(erins.body.share.id);

      // A CLI token (often a CI secret) erases nothing; the web session erases Dave's shares, not Erin's.
      expect((await h.call(dave.cliToken, 'DELETE', '/me')).status).toBe(403);
      const erased = await h.call(dave.session, 'DELETE', '/me');
      expect(erased.status).toBe(200);
      expect(erased.body.deleted.encrypted_shares).toBe(2);
      for (const made of daves) expect((await open(null, made.body.secret)).status).toBe(404);
      expect((await h.call(dave.session, 'GET', '/shares')).body.shares).toEqual([]);
      expect((await h.call(dave.session, 'GET', '/export')).body.encrypted_shares).toEqual([]);
      expect((await open(null, erins.body.secret)).status).toBe(200);

      // The account itself deleted (GoTrue's admin delete): its shares go with the profile.
      await db.admin('delete from auth.users where id = $1', [erin.id]);
      expect(
        await db.admin('select id from public.encrypted_shares where id = $1', [erins.body.share.id]),
      ).toEqual([]);
      expect((await open(null, erins.body.secret)).status).toBe(404);
    });
  });
}
