// The database enforces what the data API promises (issue 76, item 3) on a hosted project's shape: every API limit
// is out of reach of the direct SQL PostgREST (or GraphQL behind it) would send for a signed-in user, because
// `anon` and `authenticated` hold no privilege on any user table; the data function's role, toolbox_api, holds
// them, and its policies still decide ownership by the caller's claims.

import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_LIMITS, type AccountLimit } from '../functions/_shared/account/limits.ts';
import { type ApiRole, attempt, postgrestInsert, postgrestUpdate } from './api-roles.ts';
import { prepareSupabaseDatabase, type SupabaseDatabase } from './supabase-database.ts';

const serverUrl = inject('postgresUrl');
const skip = !serverUrl || Boolean(inject('supabaseInitMissing'));

let db: SupabaseDatabase;
let sql: postgres.Sql;
let ada: string;
let team: string;
let board: string;
let card: string;
let preset: string;

const USER_TABLES = [
  'profiles',
  'projects',
  'project_deletions',
  'components',
  'sub_components',
  'presets',
  'favourites',
  'recents',
  'cli_tokens',
  'device_authorizations',
  'device_auth_attempts',
  'encrypted_shares',
  'share_links',
  'teams',
  'team_members',
  'team_invitations',
];

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql.unsafe(text, params as never[]);
  return row as T;
}

beforeAll(async () => {
  if (skip) return;
  db = await prepareSupabaseDatabase(serverUrl);
  sql = postgres(db.url, { max: 2, onnotice: () => {} });
  ({ id: ada } = await one<{ id: string }>(
    `insert into auth.users (id, aud, role, email) values (gen_random_uuid(), 'authenticated', 'authenticated',
     'ada@example.com') returning id`,
  ));
  // Ada at every count limit, seeded as the owner (the function's own checks stop the API there).
  await sql.unsafe(
    `insert into public.projects (user_id, name) select $1, 'project ' || n from generate_series(1, $2::int) n`,
    [ada, ACCOUNT_LIMITS.projectsPerUser],
  );
  ({ id: board } = await one<{ id: string }>(
    `select id from public.projects where user_id = $1 order by name limit 1`,
    [ada],
  ));
  await sql.unsafe(
    `insert into public.components (user_id, project_id, title, position)
     select $1, $2, 'card ' || n, n from generate_series(1, $3::int) n`,
    [ada, board, ACCOUNT_LIMITS.componentsPerProject],
  );
  ({ id: card } = await one<{ id: string }>(
    `select id from public.components where project_id = $1 limit 1`,
    [board],
  ));
  await sql.unsafe(
    `insert into public.sub_components (user_id, component_id, title, position)
     select $1, $2, 'task ' || n, n from generate_series(1, $3::int) n`,
    [ada, card, ACCOUNT_LIMITS.subComponentsPerComponent],
  );
  await sql.unsafe(
    `insert into public.presets (user_id, tool_id, name) select $1, 'json-formatter', 'preset ' || n
     from generate_series(1, $2::int) n`,
    [ada, ACCOUNT_LIMITS.presetsPerUser],
  );
  ({ id: preset } = await one<{ id: string }>(`select id from public.presets where user_id = $1 limit 1`, [
    ada,
  ]));
  await sql.unsafe(
    `insert into public.recents (user_id, tool_id) select $1, 'tool-' || n from generate_series(1, $2::int) n`,
    [ada, ACCOUNT_LIMITS.recents],
  );
  await sql.unsafe(
    `insert into public.favourites (user_id, tool_id) select $1, 'tool-' || n from generate_series(1, $2::int) n`,
    [ada, ACCOUNT_LIMITS.favouritesPerUser],
  );
  // Ada's team (she is its owner, as its maker).
  ({ id: team } = await one<{ id: string }>(
    `insert into public.teams (name, created_by) values ('Acme', $1) returning id`,
    [ada],
  ));
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await db?.drop();
});

interface LimitCase {
  /** What the direct statement tries, past the limit. */
  tries: string;
  text: () => string;
  params: () => unknown[];
}

const over = (bytes: number) => 'x'.repeat(bytes + 1);

// A share's insert as PostgREST would send it, without `returning *`: no role reads a share's hash or ciphertext.
const shareInsert = `insert into public.encrypted_shares (secret_hash, ciphertext, expires_at)
  select decode(b.secret_hash, 'hex'), decode(b.ciphertext, 'hex'), now() + b.lasts
    from json_to_record($1::json) as b (secret_hash text, ciphertext text, lasts interval)`;
const shareBody = (bytes: number, lasts: string) => ({
  secret_hash: randomBytes(32).toString('hex'),
  ciphertext: randomBytes(bytes).toString('hex'),
  lasts,
});

// A share link's insert as PostgREST would send it: a snapshot of `bytes` bytes.
const linkInsert = `insert into public.share_links (secret_hash, kind, title, tool_id, snapshot)
  select decode(b.secret_hash, 'hex'), 'snapshot', 'x', 'changelog', b.snapshot
    from json_to_record($1::json) as b (secret_hash text, snapshot text)`;
const linkBody = (bytes: number) => ({
  secret_hash: randomBytes(32).toString('hex'),
  snapshot: over(bytes - 1),
});

// One direct write per limit, as PostgREST would send it: each past the limit the data function enforces.
const LIMITS: Record<AccountLimit, LimitCase> = {
  projectsPerUser: {
    tries: `project ${ACCOUNT_LIMITS.projectsPerUser + 1}`,
    text: () => postgrestInsert('projects', { name: 'text' }),
    params: () => [{ name: 'one too many' }],
  },
  presetsPerUser: {
    tries: `preset ${ACCOUNT_LIMITS.presetsPerUser + 1}`,
    text: () => postgrestInsert('presets', { tool_id: 'text', name: 'text' }),
    params: () => [{ tool_id: 'json-formatter', name: 'one too many' }],
  },
  componentsPerProject: {
    tries: `card ${ACCOUNT_LIMITS.componentsPerProject + 1} on one board`,
    text: () => postgrestInsert('components', { project_id: 'uuid', title: 'text' }),
    params: () => [{ project_id: board, title: 'one too many' }],
  },
  subComponentsPerComponent: {
    tries: `sub-task ${ACCOUNT_LIMITS.subComponentsPerComponent + 1} of one card`,
    text: () => postgrestInsert('sub_components', { component_id: 'uuid', title: 'text' }),
    params: () => [{ component_id: card, title: 'one too many' }],
  },
  favouritesPerUser: {
    tries: `favourite ${ACCOUNT_LIMITS.favouritesPerUser + 1}`,
    text: () => postgrestInsert('favourites', { tool_id: 'text' }),
    params: () => [{ tool_id: 'one-too-many' }],
  },
  recents: {
    tries: `recent tool ${ACCOUNT_LIMITS.recents + 1}`,
    text: () => postgrestInsert('recents', { tool_id: 'text' }),
    params: () => [{ tool_id: 'one-too-many' }],
  },
  presetInputsBytes: {
    tries: 'preset inputs one byte past the limit',
    text: () => postgrestUpdate('presets', { inputs: 'jsonb' }),
    params: () => [{ inputs: { text: over(ACCOUNT_LIMITS.presetInputsBytes) } }, preset],
  },
  workspaceSourceBytes: {
    tries: 'a workspace plan one byte past the limit',
    text: () => postgrestUpdate('projects', { workspace_source: 'text' }),
    params: () => [{ workspace_source: over(ACCOUNT_LIMITS.workspaceSourceBytes) }, board],
  },
  tagsPerComponent: {
    tries: 'one tag too many on a card',
    text: () => postgrestUpdate('components', { tags: 'text[]' }),
    params: () => [
      { tags: Array.from({ length: ACCOUNT_LIMITS.tagsPerComponent + 1 }, (_, i) => `t${i}`) },
      card,
    ],
  },
  nameChars: {
    tries: 'a project name one character too long',
    text: () => postgrestUpdate('projects', { name: 'text' }),
    params: () => [{ name: over(ACCOUNT_LIMITS.nameChars) }, board],
  },
  textChars: {
    tries: 'card notes one character too long',
    text: () => postgrestUpdate('components', { notes: 'text' }),
    params: () => [{ notes: over(ACCOUNT_LIMITS.textChars) }, card],
  },
  sharesPerUser: {
    tries: 'an encrypted share written directly',
    text: () => shareInsert,
    params: () => [shareBody(64, '1 day')],
  },
  shareEnvelopeBytes: {
    tries: 'an encrypted share one byte past the limit',
    text: () => shareInsert,
    params: () => [shareBody(ACCOUNT_LIMITS.shareEnvelopeBytes + 1, '1 day')],
  },
  shareMaxSeconds: {
    tries: 'an encrypted share living past 30 days',
    text: () => shareInsert,
    params: () => [shareBody(64, '31 days')],
  },
  shareLinksPerUser: {
    tries: 'a share link written directly',
    text: () => linkInsert,
    params: () => [linkBody(2)],
  },
  shareSnapshotBytes: {
    tries: 'a share link snapshot one byte past the limit',
    text: () => linkInsert,
    params: () => [linkBody(ACCOUNT_LIMITS.shareSnapshotBytes + 1)],
  },
  teamsPerUser: {
    tries: 'a team written directly',
    // Without `returning`: a team's select policy passes only once its maker's membership row is in.
    text: () =>
      `insert into public.teams (name) select b.name from json_to_record($1::json) as b (name text)`,
    params: () => [{ name: 'one too many' }],
  },
  membersPerTeam: {
    tries: 'an invitation written directly',
    text: () => `insert into public.team_invitations (team_id, email, role, code_hash, expires_at)
      select b.team_id, 'x@example.com', 'viewer', decode(b.code_hash, 'hex'), now() + interval '1 day'
        from json_to_record($1::json) as b (team_id uuid, code_hash text)`,
    params: () => [{ team_id: team, code_hash: randomBytes(32).toString('hex') }],
  },
  // The rate limit and the body size are the function's: without a direct path there is nothing to bypass them.
  requestsPerMinute: {
    tries: 'a write past the rate limit (any direct write)',
    text: () => postgrestInsert('favourites', { tool_id: 'text' }),
    params: () => [{ tool_id: 'json-formatter' }],
  },
  requestBodyBytes: {
    tries: 'a body past the request size (a card with the largest description)',
    text: () => postgrestInsert('components', { project_id: 'uuid', title: 'text', description: 'text' }),
    params: () => [{ project_id: board, title: 'big', description: over(ACCOUNT_LIMITS.textChars - 1) }],
  },
};

describe.skipIf(skip)('the API limits on every path into the database', () => {
  it('has a case for every limit the API has', () => {
    expect(Object.keys(LIMITS).sort()).toEqual(Object.keys(ACCOUNT_LIMITS).sort());
  });

  it.each(Object.entries(LIMITS))('%s: refuses authenticated and anon the direct write', async (_, limit) => {
    for (const [role, user] of [
      ['authenticated', ada],
      ['anon', null],
    ] as [ApiRole, string | null][]) {
      const answer = await attempt(sql, role, user, limit.text(), limit.params());
      expect({ role, tries: limit.tries, code: answer.code }).toEqual({
        role,
        tries: limit.tries,
        code: '42501',
      });
    }
    // The same statement is well formed: the data function's role is not refused permission (the count limits
    // are the function's to enforce, so it even succeeds; the size checks it meets are constraints).
    const asFunction = await attempt(sql, 'toolbox_api', ada, limit.text(), limit.params());
    expect(asFunction.code, asFunction.message).not.toBe('42501');
  });
});

describe.skipIf(skip)('what anon and authenticated can see', () => {
  it('no user table or sequence: no privilege, as information_schema and pg_graphql read them', async () => {
    const granted = await sql.unsafe(
      `select r.rolname, c.relname
         from pg_class c cross join (values ('anon'), ('authenticated')) r (rolname)
        where c.relnamespace = 'public'::regnamespace
          and ((c.relkind in ('r', 'v', 'm', 'f', 'p')
                and (pg_catalog.has_table_privilege(r.rolname, c.oid,
                       'select, insert, update, delete, truncate, references, trigger')
                     or pg_catalog.has_any_column_privilege(r.rolname, c.oid, 'select, insert, update, references')))
               or (c.relkind = 'S' and pg_catalog.has_sequence_privilege(r.rolname, c.oid, 'usage, select, update')))`,
    );
    expect(granted).toEqual([]);
    for (const [role, user] of [
      ['anon', null],
      ['authenticated', ada],
    ] as [ApiRole, string | null][]) {
      const seen = await attempt(
        sql,
        role,
        user,
        `select table_name from information_schema.tables where table_schema = 'public'
         union all select table_name from information_schema.column_privileges where table_schema = 'public'`,
      );
      expect({ role, seen: seen.rows }).toEqual({ role, seen: [] });
    }
    const tables = await sql.unsafe(
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by 1`,
    );
    expect(tables.map((t) => t.relname)).toEqual([...USER_TABLES].sort());
  });

  it('no security definer function of ours, which toolbox_api alone may execute', async () => {
    const definers = await sql.unsafe(
      `select p.oid::regprocedure::text as fn,
              has_function_privilege('anon', p.oid, 'execute') as anon,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
              has_function_privilege('toolbox_api', p.oid, 'execute') as toolbox_api
         from pg_proc p where p.prosecdef and p.pronamespace in ('public'::regnamespace, 'private'::regnamespace)
        order by 1`,
    );
    expect(definers.filter((f) => f.anon || f.authenticated)).toEqual([]);
    const privateDefiners = definers.filter((f) => String(f.fn).startsWith('private.'));
    expect(privateDefiners.map((f) => f.fn)).toContain('private.open_share_link(text)');
    expect(privateDefiners.filter((f) => !f.toolbox_api)).toEqual([]);
  });

  it('toolbox_api logs in as nobody, bypasses no policy, and only postgres (not PostgREST) may become it', async () => {
    expect(
      await one(
        `select rolcanlogin, rolbypassrls, pg_has_role('postgres', 'toolbox_api', 'member') as postgres,
                pg_has_role('authenticator', 'toolbox_api', 'member') as authenticator
           from pg_roles where rolname = 'toolbox_api'`,
      ),
    ).toEqual({ rolcanlogin: false, rolbypassrls: false, postgres: true, authenticator: false });
  });

  it("toolbox_api's policies still decide by the caller's claims: another user's rows stay hidden", async () => {
    const { id: eve } = await one<{ id: string }>(
      `insert into auth.users (id, aud, role, email) values (gen_random_uuid(), 'authenticated', 'authenticated',
       'eve@example.com') returning id`,
    );
    const theirs = await attempt(sql, 'toolbox_api', eve, 'select count(*)::int as n from public.projects');
    expect(theirs.rows).toEqual([{ n: 0 }]);
    const rename = await attempt(sql, 'toolbox_api', eve, postgrestUpdate('projects', { name: 'text' }), [
      { name: 'mine now' },
      board,
    ]);
    expect(rename.rows).toEqual([{ n: 0 }]);
    const mine = await attempt(sql, 'toolbox_api', ada, 'select count(*)::int as n from public.projects');
    expect(mine.rows).toEqual([{ n: ACCOUNT_LIMITS.projectsPerUser }]);
  });
});
