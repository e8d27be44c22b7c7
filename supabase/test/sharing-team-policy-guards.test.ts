// Issue 80's Done-when: "isolation tests for every new … table, each failing when its policy is removed". For each
// policy of the tables the sharing and team migrations made (encrypted_shares, share_links, teams, team_members,
// team_invitations, live.board_changes), on PGlite and a real PostgreSQL 15: the user it serves can do the thing
// and cannot once the policy is dropped; and, where a caller could reach more, that caller (an outsider, or a
// viewer of the team) reaches nothing until the policy's expressions are replaced by `true`. So each policy is
// shown to be the guard, not merely one of several that happen to agree.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptOn } from './backend-attempt.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

type Who = 'alice' | 'bob' | 'carol' | 'dave';

interface Use {
  who: Who;
  /** Answers one row `n`: how many rows the statement reached (an error counts as none). */
  text: string;
}

interface Guard {
  table: string;
  policy: string;
  role?: 'authenticated';
  /** What the policy lets its user do: reaches rows, and none once the policy is dropped. */
  own: Use;
  /** Someone the policy keeps out: reaches none, and some once it lets everyone through. */
  outsider?: Use;
}

const count = (dml: string) => `with x as (${dml} returning 1) select count(*)::int as n from x`;
const newHash = 'sha256(convert_to(gen_random_uuid()::text, $$UTF8$$))';

// Alice owns a team with Bob (editor) and Carol (viewer), an encrypted share, a snapshot link, a board and an
// invitation; Dave is in no team and owns nothing.
const GUARDS: Guard[] = [
  {
    table: 'public.encrypted_shares',
    policy: 'encrypted_shares: owner reads',
    own: { who: 'alice', text: 'select count(*)::int as n from public.encrypted_shares' },
    outsider: { who: 'dave', text: 'select count(*)::int as n from public.encrypted_shares' },
  },
  {
    table: 'public.encrypted_shares',
    policy: 'encrypted_shares: owner inserts',
    // The owner is always the caller (user_id's default; no column grant), so there is no one else to let in.
    own: {
      who: 'alice',
      text: count(`insert into public.encrypted_shares (secret_hash, ciphertext, expires_at)
        values (${newHash}, decode(repeat('00', 64), 'hex'), now() + interval '1 day')`),
    },
  },
  {
    table: 'public.encrypted_shares',
    policy: 'encrypted_shares: owner revokes',
    own: { who: 'alice', text: count('delete from public.encrypted_shares') },
    outsider: { who: 'dave', text: count('delete from public.encrypted_shares') },
  },
  {
    table: 'public.share_links',
    policy: 'share_links: owner reads',
    own: { who: 'alice', text: 'select count(*)::int as n from public.share_links' },
    outsider: { who: 'dave', text: 'select count(*)::int as n from public.share_links' },
  },
  {
    table: 'public.share_links',
    policy: 'share_links: owner shares their own items',
    own: {
      who: 'alice',
      text: count(`insert into public.share_links (secret_hash, kind, title, tool_id, snapshot)
        values (${newHash}, 'snapshot', 'mine', 'json', '{}')`),
    },
    // Dave links Alice's board (its id written in: Dave cannot read it).
    outsider: {
      who: 'dave',
      text: count(`insert into public.share_links (secret_hash, kind, title, project_id)
        values (${newHash}, 'project', 'stolen', ':board'::uuid)`),
    },
  },
  {
    table: 'public.share_links',
    policy: 'share_links: owner updates',
    own: { who: 'alice', text: count('update public.share_links set expires_at = null') },
    outsider: { who: 'dave', text: count('update public.share_links set expires_at = null') },
  },
  {
    table: 'public.share_links',
    policy: 'share_links: owner deletes',
    own: { who: 'alice', text: count('delete from public.share_links') },
    outsider: { who: 'dave', text: count('delete from public.share_links') },
  },
  {
    table: 'public.teams',
    policy: 'teams: members read',
    own: { who: 'carol', text: 'select count(*)::int as n from public.teams' },
    outsider: { who: 'dave', text: 'select count(*)::int as n from public.teams' },
  },
  {
    table: 'public.teams',
    policy: 'teams: anyone signed in creates',
    // created_by is the caller's (no column grant), and an anonymous maker has no membership to get: no one else.
    own: {
      who: 'dave',
      text: "with x as (insert into public.teams (name) values ('Dave team')) select 1 as n",
    },
  },
  {
    table: 'public.teams',
    policy: 'teams: owners rename',
    own: { who: 'alice', text: count("update public.teams set name = 'Renamed'") },
    outsider: { who: 'carol', text: count("update public.teams set name = 'Carol was here'") },
  },
  {
    table: 'public.teams',
    policy: 'teams: owners delete',
    own: { who: 'alice', text: count('delete from public.teams') },
    outsider: { who: 'bob', text: count('delete from public.teams') },
  },
  {
    table: 'public.team_members',
    policy: 'team_members: members read',
    own: { who: 'carol', text: 'select count(*)::int as n from public.team_members' },
    outsider: { who: 'dave', text: 'select count(*)::int as n from public.team_members' },
  },
  {
    table: 'public.team_members',
    policy: 'team_members: owners change roles',
    own: {
      who: 'alice',
      text: count("update public.team_members set role = 'editor' where role = 'viewer'"),
    },
    outsider: {
      who: 'carol',
      text: count("update public.team_members set role = 'owner' where role = 'viewer'"),
    },
  },
  {
    table: 'public.team_members',
    policy: 'team_members: owners remove, anyone leaves',
    own: { who: 'alice', text: count("delete from public.team_members where role = 'editor'") },
    outsider: { who: 'carol', text: count("delete from public.team_members where role = 'editor'") },
  },
  {
    table: 'public.team_invitations',
    policy: 'team_invitations: owners read',
    own: { who: 'alice', text: 'select count(*)::int as n from public.team_invitations' },
    outsider: { who: 'carol', text: 'select count(*)::int as n from public.team_invitations' },
  },
  {
    table: 'public.team_invitations',
    policy: 'team_invitations: owners invite',
    own: {
      who: 'alice',
      text: `with x as (insert into public.team_invitations (team_id, email, role, code_hash, expires_at)
        values (':team'::uuid, 'new@example.com', 'viewer', ${newHash}, now() + interval '1 day')) select 1 as n`,
    },
    outsider: {
      who: 'carol',
      text: `with x as (insert into public.team_invitations (team_id, email, role, code_hash, expires_at)
        values (':team'::uuid, 'carols-friend@example.com', 'owner', ${newHash}, now() + interval '1 day'))
        select 1 as n`,
    },
  },
  {
    table: 'public.team_invitations',
    policy: 'team_invitations: owners withdraw',
    own: { who: 'alice', text: count('delete from public.team_invitations') },
    outsider: { who: 'carol', text: count('delete from public.team_invitations') },
  },
  {
    table: 'live.board_changes',
    policy: 'board_changes: readers of the board hear it',
    role: 'authenticated',
    own: { who: 'alice', text: 'select count(*)::int as n from live.board_changes' },
    outsider: { who: 'dave', text: 'select count(*)::int as n from live.board_changes' },
  },
];

/** A policy's definition as pg_policies has it, to put it back as it was. */
async function definition(db: Backend, table: string, policy: string) {
  const [schema, name] = table.split('.');
  const [row] = await db.admin(
    `select cmd, roles::text[] as roles, qual, with_check from pg_policies
      where schemaname = $1 and tablename = $2 and policyname = $3`,
    [schema, name, policy],
  );
  if (!row) throw new Error(`no policy "${policy}" on ${table}`);
  const roles = Array.isArray(row.roles) ? row.roles : String(row.roles).replace(/[{}]/g, '').split(',');
  return {
    cmd: String(row.cmd),
    roles: roles.map(String),
    qual: row.qual === null ? null : String(row.qual),
    withCheck: row.with_check === null ? null : String(row.with_check),
  };
}

async function withPolicy<T>(
  db: Backend,
  guard: Guard,
  change: 'dropped' | 'open to all',
  run: () => Promise<T>,
): Promise<T> {
  const def = await definition(db, guard.table, guard.policy);
  const name = `"${guard.policy}"`;
  const clauses = (qual: string | null, check: string | null) =>
    `${qual === null ? '' : ` using (${qual})`}${check === null ? '' : ` with check (${check})`}`;
  if (change === 'dropped') await db.admin(`drop policy ${name} on ${guard.table}`);
  else
    await db.admin(
      `alter policy ${name} on ${guard.table}${clauses(def.qual && 'true', def.withCheck && 'true')}`,
    );
  try {
    return await run();
  } finally {
    if (change === 'dropped')
      await db.admin(
        `create policy ${name} on ${guard.table} for ${def.cmd} to ${def.roles.join(', ')}${clauses(def.qual, def.withCheck)}`,
      );
    else await db.admin(`alter policy ${name} on ${guard.table}${clauses(def.qual, def.withCheck)}`);
  }
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`each sharing and team policy is the guard on ${backend.name}`, () => {
    let db: Backend;
    const users = {} as Record<Who, TestUser>;
    const ids = { board: '', team: '' };

    /** How many rows `use` reached as its caller (none when the statement was refused). */
    async function reach(use: Use, guard: Guard): Promise<number> {
      const text = use.text.replaceAll(':board', ids.board).replaceAll(':team', ids.team);
      const answer = await attemptOn(db, guard.role ?? 'toolbox_api', users[use.who].id, text);
      return answer.code === null ? Number(answer.rows[0]?.n ?? 0) : 0;
    }

    beforeAll(async () => {
      db = await backend.open();
      const mails: { code?: string }[] = [];
      const h = harness(db, {}, { sendMail: async (mail) => void mails.push(mail) });
      for (const who of ['alice', 'bob', 'carol', 'dave'] as const)
        users[who] = await h.createUser(`${who}@example.com`, who);
      const { alice, bob, carol } = users;
      const made = await h.call(alice.session, 'POST', '/teams', { name: 'Acme' });
      ids.team = made.body.team.id;
      for (const [user, role] of [
        [bob, 'editor'],
        [carol, 'viewer'],
      ] as const) {
        await h.call(alice.session, 'POST', `/teams/${ids.team}/invitations`, { email: user.email, role });
        const joined = await h.call(user.session, 'POST', '/teams/join', { code: mails.at(-1)?.code });
        expect(joined.status).toBe(200);
      }
      await h.call(alice.session, 'POST', `/teams/${ids.team}/invitations`, {
        email: 'zed@example.com',
        role: 'viewer',
      });
      ids.board = (await h.call(alice.session, 'POST', '/projects', { name: 'Alice board' })).body.project.id;
      await db.admin(
        `insert into public.encrypted_shares (user_id, secret_hash, ciphertext, expires_at)
         values ($1, sha256('alice share'::bytea), decode(repeat('00', 64), 'hex'), now() + interval '1 day')`,
        [alice.id],
      );
      await db.admin(
        `insert into public.share_links (user_id, secret_hash, kind, title, tool_id, snapshot)
         values ($1, sha256('alice link'::bytea), 'snapshot', 'palette', 'color-palette', '{}')`,
        [alice.id],
      );
    });
    afterAll(async () => {
      await db?.close();
    });

    it.each(GUARDS)('$policy', async (guard) => {
      expect(await reach(guard.own, guard), 'its user, the policy in place').toBeGreaterThan(0);
      expect(await withPolicy(db, guard, 'dropped', () => reach(guard.own, guard)), 'its user, dropped').toBe(
        0,
      );
      if (!guard.outsider) return;
      const outsider = guard.outsider;
      expect(await reach(outsider, guard), `${outsider.who}, the policy in place`).toBe(0);
      expect(
        await withPolicy(db, guard, 'open to all', () => reach(outsider, guard)),
        `${outsider.who}, the policy open to all`,
      ).toBeGreaterThan(0);
      // Put back as it was: the same answers again.
      expect(await reach(outsider, guard)).toBe(0);
      expect(await reach(guard.own, guard)).toBeGreaterThan(0);
    });
  });
}
