// The TypeScript and Zod outputs used as an app uses them: the Database type compiled with tsc --strict against
// supabase-js (createClient<Database> takes a right insert and refuses a wrong column or type), and the Zod
// schemas run on rows.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPgParser } from '../../sql/pg-parser';
import { typecheckFiles } from '../../testing/typecheck';
import { parseDdl, parseDdlFiles } from './ddl';
import { CORPUS } from './test/corpus';
import { toTypeScript, toZod } from './typescript';

// Inside core/node_modules, so the files resolve @supabase/supabase-js and zod as the package does.
const cache = join(import.meta.dirname, '../../../node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'schema-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const APP = `create type mood as enum ('happy', 'sad', 'it''s');
create table profiles (id uuid references auth.users not null primary key, full_name text, mood mood default 'happy');
create table todos (
  id bigint generated always as identity primary key,
  user_id uuid not null references profiles (id),
  title varchar(20) not null,
  done boolean not null default false,
  tags text[] not null default '{}',
  meta jsonb,
  title_length int generated always as (char_length(title)) stored
);
create view open_todos as select t.id, t.title from todos t where not t.done;
create type address as (street text, city varchar(40), zip int);
create function todo_count(p_user uuid, p_done boolean default false) returns integer language sql as $$ select 1 $$;
create function todos_of(p_user uuid) returns setof todos language sql as $$ select * from todos $$;
create function todo_titles() returns table(id bigint, title text) language sql as $$ select id, title from todos $$;
create function touch(p_id bigint) returns void language sql as $$ select $$;
create function stats(out total int, out done int) language sql as $$ select 1, 2 $$;
create function echo(text) returns text language sql as $$ select $1 $$;
create function last_day(timestamptz) returns date language sql as $$ select $1::date $$;
create function shift(a int) returns int language sql as $$ select a $$;
create function shift(a text) returns text language sql as $$ select a $$;
create function set_updated() returns trigger language plpgsql as $$ begin return new; end $$;
create function ship_to(p_todo bigint) returns address language sql as $$ select null::address $$;
create function gone() returns int language sql as $$ select 1 $$;
drop function gone();`;

function compile(files: Record<string, string>): string[] {
  return typecheckFiles(dir, files, {
    strict: true,
    target: 'es2022',
    module: 'esnext',
    moduleResolution: 'bundler',
    skipLibCheck: true,
    types: [],
  });
}

describe('--format typescript', () => {
  it('compiles with tsc --strict, and supabase-js takes right inserts and refuses wrong ones', async () => {
    const schema = await parseDdl(APP, await loadPgParser());
    const errors = compile({
      'database.types.ts': toTypeScript(schema),
      'use.ts': `import { createClient } from '@supabase/supabase-js';
import type { Database, Tables, Enums } from './database.types';
const supabase = createClient<Database>('http://localhost', 'key');
export async function use() {
  await supabase.from('todos').insert({ user_id: 'u', title: 'write tests', meta: { a: [1, 'b', null] } });
  await supabase.from('profiles').insert({ id: 'u', mood: 'sad' });
  const { data } = await supabase.from('todos').select('id, title, done, tags, title_length').eq('done', false);
  const first: { id: number; title: string; done: boolean; tags: string[]; title_length: number | null } | undefined = data?.[0];
  const view = await supabase.from('open_todos').select('*');
  const title: string | null | undefined = view.data?.[0]?.title;
  const row: Tables<'todos'> | null = null;
  const mood: Enums<'mood'> = "it's";
  const count: number | null = (await supabase.rpc('todo_count', { p_user: 'u' })).data;
  await supabase.rpc('todo_count', { p_user: 'u', p_done: true });
  const owned = await supabase.rpc('todos_of', { p_user: 'u' });
  const ownedTitle: string | undefined = owned.data?.[0]?.title;
  const picked = await supabase.rpc('todos_of', { p_user: 'u' }).select('id, done');
  const pickedDone: boolean | undefined = picked.data?.[0]?.done;
  const titles = await supabase.rpc('todo_titles');
  const listed: string | undefined = titles.data?.[0]?.title;
  const touched: undefined | null = (await supabase.rpc('touch', { p_id: 1 })).data;
  const total: number | undefined = (await supabase.rpc('stats')).data?.total;
  const echoed: string | null = (await supabase.rpc('echo', { '': 'hi' })).data;
  const shifted: number | null = (await supabase.rpc('shift', { a: 1 })).data;
  const city: string | null | undefined = (await supabase.rpc('ship_to', { p_todo: 1 })).data?.city;
  const address: Database['public']['CompositeTypes']['address'] = { street: 's', city: null, zip: 1 };
  // @ts-expect-error: p_user is required
  await supabase.rpc('todo_count', {});
  // @ts-expect-error: p_done is a boolean
  await supabase.rpc('todo_count', { p_user: 'u', p_done: 'yes' });
  // @ts-expect-error: neither overload of shift takes a boolean
  await supabase.rpc('shift', { a: true });
  // @ts-expect-error: no such function
  await supabase.rpc('todo_counts', { p_user: 'u' });
  // @ts-expect-error: a trigger function is not callable
  await supabase.rpc('set_updated');
  // @ts-expect-error: PostgREST cannot call a function with an unnamed timestamptz parameter
  await supabase.rpc('last_day', { '': '2024-01-01' });
  // @ts-expect-error: dropped
  await supabase.rpc('gone');
  // @ts-expect-error: todo_titles takes no arguments
  await supabase.rpc('todo_titles', { x: 1 });
  // @ts-expect-error: zip is a number
  const wrongAddress: Database['public']['CompositeTypes']['address'] = { street: 's', city: null, zip: 'x' };
  // @ts-expect-error: no such column
  await supabase.from('todos').insert({ user_id: 'u', title: 't', colour: 'red' });
  // @ts-expect-error: done is a boolean
  await supabase.from('todos').insert({ user_id: 'u', title: 't', done: 'yes' });
  // @ts-expect-error: title is required
  await supabase.from('todos').insert({ user_id: 'u' });
  // @ts-expect-error: an identity column generated always takes no value
  await supabase.from('todos').insert({ id: 1, user_id: 'u', title: 't' });
  // @ts-expect-error: not a value of the enum
  await supabase.from('profiles').insert({ id: 'u', mood: 'angry' });
  return [first, title, row, mood, count, ownedTitle, pickedDone, listed, touched, total, echoed, shifted, city, address, wrongAddress];
}
`,
    });
    expect(errors).toEqual([]);
  }, 60_000);

  it('compiles for every schema of the corpus, with the Zod schemas (one tsc program)', async () => {
    const files: Record<string, string> = {};
    for (const entry of CORPUS) {
      const schema = await parseDdlFiles(entry.files, await loadPgParser());
      const name = entry.name.replace(/\W+/g, '-');
      files[`${name}.types.ts`] = toTypeScript(schema);
      // Lago's 170 Zod objects alone take tsc half a minute on a shared machine; its TypeScript types still run.
      if (entry.name !== 'lago') files[`${name}.zod.ts`] = toZod(schema);
    }
    // Pagila's payment keys are declared on its partitions only; lifted to payment, supabase-js embeds customer.
    files['slack-use.ts'] = `import { createClient } from '@supabase/supabase-js';
import type { Database } from './slack-clone.types';
const supabase = createClient<Database>('http://localhost', 'key');
export async function use() {
  const allowed: boolean | null = (await supabase.rpc('authorize', { requested_permission: 'channels.delete', user_id: 'u' })).data;
  // @ts-expect-error: not a value of the app_permission enum
  await supabase.rpc('authorize', { requested_permission: 'channels.burn', user_id: 'u' });
  return allowed;
}
`;
    files['pagila-use.ts'] = `import { createClient } from '@supabase/supabase-js';
import type { Database } from './pagila.types';
const supabase = createClient<Database>('http://localhost', 'key');
export async function use() {
  const { data } = await supabase.from('payment').select('amount, customer(first_name), staff(last_name)');
  const name: string | undefined = data?.[0]?.customer.first_name;
  const staff: string | undefined = data?.[0]?.staff.last_name;
  const rewarded = await supabase.rpc('rewards_report', { min_monthly_purchases: 3, min_dollar_amount_purchased: 20 });
  const email: string | null | undefined = rewarded.data?.[0]?.email;
  const stock: number[] | null = (await supabase.rpc('film_in_stock', { p_film_id: 1, p_store_id: 1 })).data;
  // @ts-expect-error: p_store_id is required
  await supabase.rpc('film_in_stock', { p_film_id: 1 });
  return [name, staff, email, stock];
}
`;
    expect(compile(files)).toEqual([]);
  }, 120_000);
});

describe('--format zod', () => {
  it('parses good rows and refuses bad ones', async () => {
    const schema = await parseDdl(APP, await loadPgParser());
    const source = toZod(schema);
    expect(compile({ 'schemas.ts': source })).toEqual([]);
    const js = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const file = join(dir, 'schemas.mjs');
    writeFileSync(file, js);
    const z = await import(/* @vite-ignore */ pathToFileURL(file).href);
    const row = {
      id: 1,
      user_id: '6f1d1c86-8b1e-4f3a-9d2c-0b6a1f1e2d3c',
      title: 'write tests',
      done: false,
      tags: ['a'],
      meta: { nested: [1, 'x', null, { ok: true }] },
      title_length: 11,
    };
    expect(z.TodosRowSchema.parse(row)).toEqual(row);
    expect(z.TodosRowSchema.safeParse({ ...row, done: 'no' }).success).toBe(false);
    expect(z.TodosRowSchema.safeParse({ ...row, user_id: 'not-a-uuid' }).success).toBe(false);
    expect(z.TodosRowSchema.safeParse({ ...row, title: 'x'.repeat(21) }).success).toBe(false);
    expect(z.TodosInsertSchema.parse({ user_id: row.user_id, title: 't' })).toEqual({
      user_id: row.user_id,
      title: 't',
    });
    expect(z.TodosInsertSchema.safeParse({ title: 't' }).success).toBe(false);
    expect(Object.keys(z.TodosInsertSchema.shape)).not.toContain('title_length');
    expect(z.ProfilesRowSchema.safeParse({ id: row.user_id, full_name: null, mood: 'angry' }).success).toBe(
      false,
    );
    expect(z.ProfilesRowSchema.parse({ id: row.user_id, full_name: null, mood: "it's" }).mood).toBe("it's");
    expect(z.OpenTodosRowSchema.parse({ id: 1, title: null })).toEqual({ id: 1, title: null });
  }, 60_000);
});
