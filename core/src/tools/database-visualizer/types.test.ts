// The TypeScript and Zod outputs used as an app uses them: the Database type compiled with tsc --strict against
// supabase-js (createClient<Database> takes a right insert and refuses a wrong column or type), and the Zod
// schemas run on rows.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPgParser } from '../../sql/pg-parser';
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
create view open_todos as select t.id, t.title from todos t where not t.done;`;

function compile(files: Record<string, string>): string[] {
  const names = Object.entries(files).map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  });
  const program = ts.createProgram(names, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? d.file.fileName.split('/').pop() : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
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
  return [first, title, row, mood];
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
    files['pagila-use.ts'] = `import { createClient } from '@supabase/supabase-js';
import type { Database } from './pagila.types';
const supabase = createClient<Database>('http://localhost', 'key');
export async function use() {
  const { data } = await supabase.from('payment').select('amount, customer(first_name), staff(last_name)');
  const name: string | undefined = data?.[0]?.customer.first_name;
  const staff: string | undefined = data?.[0]?.staff.last_name;
  return [name, staff];
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
