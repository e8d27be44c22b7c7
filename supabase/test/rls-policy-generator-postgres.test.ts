// The RLS Policy Generator on a real schema written by others (vercel/nextjs-subscription-payments, see
// the database visualizer's corpus) on PostgreSQL 15 shaped as a hosted project (Supabase's init SQL and
// GoTrue's auth schema): the schema's own policies are dropped, the generated ones applied as `postgres`, and two
// users and anon, each as PostgREST runs them (`set local role` + request.jwt.claims), read and write only what the
// policies say.

import { readFileSync } from 'node:fs';
import { generateRlsPolicy, RLS_DEFAULTS, type RlsForm } from '@toolbox/core/tools/rls-policy-generator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { prepareSupabaseDatabase, type SupabaseDatabase } from './supabase-database.ts';

const serverUrl = inject('postgresUrl');
const skip = !serverUrl || Boolean(inject('supabaseInitMissing'));
// vercel/nextjs-subscription-payments' init migration, unchanged: the database visualizer's corpus keeps it (its
// SOURCES.md names the commit and the MIT licence).
const schema = readFileSync(
  new URL(
    '../../core/src/tools/database-visualizer/test/fixtures/subscription-payments-init.sql',
    import.meta.url,
  ),
  'utf8',
);

let db: SupabaseDatabase;
let sql: postgres.Sql;
const users = { alice: '', bob: '' };
type Actor = keyof typeof users | 'anon';

const form = (over: Partial<RlsForm>): RlsForm => ({ ...RLS_DEFAULTS, ...over });

/** The statement's affected or returned row count as the actor, in a transaction rolled back; -1 when refused. */
async function as(actor: Actor, text: string): Promise<number> {
  let count = 0;
  await sql
    .begin(async (tx) => {
      const claims = actor === 'anon' ? { role: 'anon' } : { sub: users[actor], role: 'authenticated' };
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`;
      await tx.unsafe(`set local role ${actor === 'anon' ? 'anon' : 'authenticated'}`);
      try {
        count = (await tx.unsafe(text)).count;
      } catch (error) {
        if (!/row-level security|permission denied/.test(String(error))) throw error;
        count = -1;
      }
      throw new Error('rollback');
    })
    .catch((error) => {
      if (String(error) !== 'Error: rollback') throw error;
    });
  return count;
}

beforeAll(async () => {
  if (skip) return;
  db = await prepareSupabaseDatabase(serverUrl, { migrations: false });
  sql = postgres(db.url, { max: 1, onnotice: () => {} });
  await sql.unsafe(schema);
  for (const name of Object.keys(users) as (keyof typeof users)[]) {
    const [row] = await sql<{ id: string }[]>`
      insert into auth.users (id, aud, role, email)
      values (gen_random_uuid(), 'authenticated', 'authenticated', ${`${name}@example.com`}) returning id`;
    users[name] = row?.id ?? '';
  }
  // The schema's own policies go: the generated ones must do their work.
  await sql.unsafe(`do $$ declare p record; begin
    for p in select policyname, tablename from pg_policies where schemaname = 'public' loop
      execute format('drop policy %I on public.%I', p.policyname, p.tablename);
    end loop; end $$`);
  for (const f of [
    form({ tableName: 'users', userColumn: 'id', operation: 'SELECT' }),
    form({ tableName: 'users', userColumn: 'id', operation: 'UPDATE' }),
    form({ tableName: 'subscriptions', operation: 'SELECT' }),
    form({ tableName: 'products', policyType: 'public' }),
    form({ tableName: 'prices', policyType: 'public' }),
  ]) {
    await sql.unsafe(generateRlsPolicy(f).sql);
  }
  await sql.unsafe(`
    insert into public.products (id, active, name) values ('prod_1', true, 'Pro');
    insert into public.prices (id, product_id, active, currency) values ('price_1', 'prod_1', true, 'usd');
    insert into public.subscriptions (id, user_id, status, price_id) values
      ('sub_a', '${users.alice}', 'active', 'price_1'), ('sub_b', '${users.bob}', 'active', 'price_1');
    insert into public.customers (id, stripe_customer_id) values ('${users.alice}', 'cus_a');`);
}, 120_000);

afterAll(async () => {
  await sql?.end();
  await db?.drop();
});

describe.skipIf(skip)('generated policies on vercel/nextjs-subscription-payments (PostgreSQL 15)', () => {
  it('the sign-up trigger made both users rows; each reads and updates only their own', async () => {
    expect(await as('alice', 'select id from public.users')).toBe(1);
    expect(await as('alice', `select id from public.users where id = '${users.alice}'`)).toBe(1);
    expect(await as('alice', `update public.users set full_name = 'A' where id = '${users.alice}'`)).toBe(1);
    expect(await as('alice', `update public.users set full_name = 'A' where id = '${users.bob}'`)).toBe(0);
    expect(await as('anon', 'select id from public.users')).toBe(0);
    // An update cannot make the row someone else's.
    expect(await as('alice', `update public.users set id = '${users.bob}' where id = '${users.alice}'`)).toBe(
      -1,
    );
  });

  it('subscriptions: each user sees their own; products and prices: everyone, anon too', async () => {
    expect(await as('bob', 'select id from public.subscriptions')).toBe(1);
    expect(await as('bob', "select id from public.subscriptions where id = 'sub_a'")).toBe(0);
    expect(await as('anon', 'select id from public.subscriptions')).toBe(0);
    expect(await as('anon', 'select id from public.products')).toBe(1);
    expect(await as('anon', 'select id from public.prices')).toBe(1);
    expect(await as('alice', "delete from public.products where id = 'prod_1'")).toBe(0);
  });

  it('customers keeps no policy: no user reads it; the owner columns are served by the keys', async () => {
    expect(await as('alice', 'select id from public.customers')).toBe(0);
    const indexes = await sql<{ indexname: string }[]>`
      select indexname from pg_indexes where schemaname = 'public' and tablename in ('users', 'subscriptions')
      order by indexname`;
    expect(indexes.map((r) => r.indexname)).toEqual([
      'subscriptions_pkey',
      'subscriptions_user_id_idx',
      'users_pkey',
    ]);
  });
});
