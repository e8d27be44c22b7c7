// The deploy issue's count limits for issue 80's items, through the data function (the one path that may write
// them: /rest/v1 and GraphQL are refused outright, api-role.test.ts): at the limit the next share, share link,
// team or invitation is refused with 413 and the limit named; one under it, it is made. On PGlite and PostgreSQL 15.

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../functions/_shared/account/limits.ts';
import { toBase64Url } from '../functions/_shared/account/shares.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

const DAY = 24 * 60 * 60;
const refused = (text: string) => ({
  status: 413,
  body: expect.objectContaining({ error_code: 'payload_too_large', msg: expect.stringContaining(text) }),
});

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(
    `sharing and team limits through the data function on ${backend.name}`,
    () => {
      let db: Backend;
      let h: ReturnType<typeof harness>;
      let alice: TestUser;

      beforeAll(async () => {
        db = await backend.open();
        h = harness(db, {}, { sendMail: async () => undefined });
        alice = await h.createUser('alice@example.com');
      });
      afterAll(async () => {
        await db?.close();
      });

      /** Seeds `count` rows of `user`'s with one statement (`$1` the user, `$2` the count), as admin. */
      const seed = (text: string, count: number, user = alice.id) => db.admin(text, [user, count]);

      it(`refuses encrypted share ${ACCOUNT_LIMITS.sharesPerUser + 1} and makes it once one is revoked`, async () => {
        await seed(
          `insert into public.encrypted_shares (user_id, secret_hash, ciphertext, expires_at)
         select $1, sha256(convert_to('share ' || n, 'UTF8')), decode(repeat('00', 64), 'hex'), now() + interval '1 day'
           from generate_series(1, $2::int) n`,
          ACCOUNT_LIMITS.sharesPerUser,
        );
        const share = { ciphertext: toBase64Url(new Uint8Array(randomBytes(64))), expires_in: DAY };
        expect(await h.call(alice.session, 'POST', '/shares', share)).toMatchObject(
          refused(String(ACCOUNT_LIMITS.sharesPerUser)),
        );
        await db.admin(
          `delete from public.encrypted_shares where id = (select id from public.encrypted_shares where user_id = $1 limit 1)`,
          [alice.id],
        );
        expect((await h.call(alice.session, 'POST', '/shares', share)).status).toBe(201);
      });

      it(`refuses share link ${ACCOUNT_LIMITS.shareLinksPerUser + 1} and makes it once one is deleted`, async () => {
        await seed(
          `insert into public.share_links (user_id, secret_hash, kind, title, tool_id, snapshot)
         select $1, sha256(convert_to('link ' || n, 'UTF8')), 'snapshot', 'link ' || n, 'json', '{}'
           from generate_series(1, $2::int) n`,
          ACCOUNT_LIMITS.shareLinksPerUser,
        );
        const link = { kind: 'snapshot', tool_id: 'changelog', title: 'one more', snapshot: { text: 'x' } };
        expect(await h.call(alice.session, 'POST', '/links', link)).toMatchObject(
          refused(String(ACCOUNT_LIMITS.shareLinksPerUser)),
        );
        await db.admin(
          `delete from public.share_links where id = (select id from public.share_links where user_id = $1 limit 1)`,
          [alice.id],
        );
        expect((await h.call(alice.session, 'POST', '/links', link)).status).toBe(201);
      });

      it(`refuses team ${ACCOUNT_LIMITS.teamsPerUser + 1} of one member and makes it once they leave one`, async () => {
        await seed(
          // Each team's maker is made its owner by the teams' own trigger (team_maker_owns).
          `insert into public.teams (name, created_by) select 'Team ' || n, $1 from generate_series(1, $2::int) n`,
          ACCOUNT_LIMITS.teamsPerUser,
        );
        expect(await h.call(alice.session, 'POST', '/teams', { name: 'One too many' })).toMatchObject(
          refused(String(ACCOUNT_LIMITS.teamsPerUser)),
        );
        await db.admin(
          `delete from public.teams where id = (select team_id from public.team_members where user_id = $1 limit 1)`,
          [alice.id],
        );
        expect((await h.call(alice.session, 'POST', '/teams', { name: 'One more' })).status).toBe(201);
      });

      it(`refuses joining team ${ACCOUNT_LIMITS.teamsPerUser + 1} by invitation and joins once they leave one`, async () => {
        const carol = await h.createUser('carol@example.com');
        const dave = await h.createUser('dave@example.com');
        await seed(
          `insert into public.teams (name, created_by) select 'Carol ' || n, $1 from generate_series(1, $2::int) n`,
          ACCOUNT_LIMITS.teamsPerUser,
          carol.id,
        );
        const team = (await h.call(dave.session, 'POST', '/teams', { name: 'Dave’s' })).body.team
          .id as string;
        const invited = await h.call(dave.session, 'POST', `/teams/${team}/invitations`, {
          email: 'carol@example.com',
          role: 'editor',
        });
        const code = invited.body.code as string;
        expect(await h.call(carol.session, 'POST', '/teams/join', { code })).toMatchObject(
          refused(String(ACCOUNT_LIMITS.teamsPerUser)),
        );
        const member = `select count(*)::int as n from public.team_members where team_id = $1 and user_id = $2`;
        expect((await db.admin(member, [team, carol.id]))[0]).toMatchObject({ n: 0 });
        await db.admin(
          `delete from public.teams where id = (select team_id from public.team_members where user_id = $1 limit 1)`,
          [carol.id],
        );
        expect((await h.call(carol.session, 'POST', '/teams/join', { code })).status).toBe(200);
        expect((await db.admin(member, [team, carol.id]))[0]).toMatchObject({ n: 1 });
      });

      it(`refuses a team's invitation past ${ACCOUNT_LIMITS.membersPerTeam} members and invitations`, async () => {
        const bob = await h.createUser('bob@example.com');
        const team = (await h.call(bob.session, 'POST', '/teams', { name: 'Full' })).body.team.id as string;
        // Bob is its one member; the invitations fill the rest.
        await db.admin(
          `insert into public.team_invitations (team_id, email, role, code_hash, expires_at, invited_by)
         select $1, 'guest' || n || '@example.com', 'viewer', sha256(convert_to('code ' || n, 'UTF8')),
                now() + interval '1 day', $3
           from generate_series(1, $2::int) n`,
          [team, ACCOUNT_LIMITS.membersPerTeam - 1, bob.id],
        );
        const invite = { email: 'late@example.com', role: 'viewer' };
        expect(await h.call(bob.session, 'POST', `/teams/${team}/invitations`, invite)).toMatchObject(
          refused(String(ACCOUNT_LIMITS.membersPerTeam)),
        );
        await db.admin(
          `delete from public.team_invitations where id = (select id from public.team_invitations where team_id = $1 limit 1)`,
          [team],
        );
        expect((await h.call(bob.session, 'POST', `/teams/${team}/invitations`, invite)).status).toBe(201);
      });
    },
  );
}
