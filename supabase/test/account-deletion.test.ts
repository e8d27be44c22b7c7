// An account dies cleanly (issue 76, item 5): deleting the user from auth.users, as GoTrue's admin delete and the
// emulator's do (`delete from auth.users where id = $1`, on PostgreSQL as GoTrue's own role), removes every row and
// token of theirs and nobody else's.

import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Backend } from './data-backends.ts';
import { BACKENDS, postgresUrl } from './data-cases.ts';
import { harness, type TestUser } from './data-harness.ts';

const onSupabaseShape = Boolean(postgresUrl) && !inject('supabaseInitMissing');

/** As GoTrue deletes a user: on Supabase's shape it connects as supabase_auth_admin, the emulator as the owner. */
async function deleteAuthUser(backend: Backend, id: string): Promise<void> {
  if (!backend.database || !onSupabaseShape) {
    await backend.admin('delete from auth.users where id = $1', [id]);
    return;
  }
  const url = new URL(postgresUrl);
  url.username = 'supabase_auth_admin';
  url.pathname = `/${backend.database}`;
  const gotrue = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await gotrue`delete from auth.users where id = ${id}`;
  } finally {
    await gotrue.end();
  }
}

/** Everything of theirs: a projects board with nested cards, a deleted project, presets, tools, tokens, devices. */
async function seed(backend: Backend, user: TestUser, tag: string): Promise<void> {
  const one = async (text: string, params: unknown[]) => String((await backend.admin(text, params))[0]?.id);
  const project = await one(`insert into public.projects (user_id, name) values ($1, $2) returning id`, [
    user.id,
    `${tag} board`,
  ]);
  const gone = await one(`insert into public.projects (user_id, name) values ($1, $2) returning id`, [
    user.id,
    `${tag} old`,
  ]);
  await backend.admin('delete from public.projects where id = $1', [gone]);
  const card = await one(
    `insert into public.components (user_id, project_id, title) values ($1, $2, 'card') returning id`,
    [user.id, project],
  );
  await backend.admin(
    `insert into public.components (user_id, project_id, parent_id, title) values ($1, $2, $3, 'child')`,
    [user.id, project, card],
  );
  await backend.admin(
    `insert into public.sub_components (user_id, component_id, title) values ($1, $2, 'task')`,
    [user.id, card],
  );
  await backend.admin(
    `insert into public.presets (user_id, tool_id, name, project_id) values ($1, 'json-formatter', 'p', $2)`,
    [user.id, project],
  );
  await backend.admin(`insert into public.favourites (user_id, tool_id) values ($1, 'json-formatter')`, [
    user.id,
  ]);
  await backend.admin(`insert into public.recents (user_id, tool_id) values ($1, 'json-formatter')`, [
    user.id,
  ]);
  await backend.admin(
    `insert into public.device_authorizations (device_code_hash, user_code, status, user_id, client_name, expires_at)
     values (md5($2) || md5($2), $3, 'approved', $1, 'toolbox on ci', now() + interval '15 minutes')`,
    [user.id, tag, tag === 'ada' ? 'BCDFGHJK' : 'LMNPQRST'],
  );
  await backend.admin(
    `insert into public.device_auth_attempts (user_id, client_ip) values ($1, '192.0.2.1')`,
    [user.id],
  );
}

/** Rows naming the user in every table of public and auth with a user_id (and the profile and user themselves). */
async function rowsOf(backend: Backend, id: string): Promise<Record<string, number>> {
  const columns = await backend.admin(
    `select n.nspname as schema, c.relname as table, a.attname as column
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'auth') and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and (a.attname = 'user_id' or (a.attname = 'id' and (n.nspname, c.relname) in (('public', 'profiles'), ('auth', 'users'))))
      order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, table, column } of columns) {
    const [row] = await backend.admin(
      `select count(*)::int as n from ${schema}.${table} where ${column}::text = $1`,
      [id],
    );
    if (Number(row?.n) > 0) counts[`${schema}.${table}`] = Number(row?.n);
  }
  return counts;
}

describe.each(BACKENDS)('deleting a user from auth.users on $name', ({ open, skip }) => {
  let backend: Backend;
  let ada: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    if (skip) return;
    backend = await open();
    const api = harness(backend);
    ada = await api.createUser('ada@example.com', 'Ada');
    bob = await api.createUser('bob@example.com', 'Bob');
    await seed(backend, ada, 'ada');
    await seed(backend, bob, 'bob');
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(skip)('removes every row and token of theirs, and nobody else’s', async () => {
    const before = await rowsOf(backend, ada.id);
    const bobs = await rowsOf(backend, bob.id);
    for (const table of [
      'auth.users',
      'public.profiles',
      'public.projects',
      'public.project_deletions',
      'public.components',
      'public.sub_components',
      'public.presets',
      'public.favourites',
      'public.recents',
      'public.cli_tokens',
      'public.device_authorizations',
      'public.device_auth_attempts',
    ])
      expect(before[table], table).toBeGreaterThan(0);
    await deleteAuthUser(backend, ada.id);
    expect(await rowsOf(backend, ada.id)).toEqual({});
    expect(await rowsOf(backend, bob.id)).toEqual(bobs);
  });
});
