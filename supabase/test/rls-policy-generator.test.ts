// The RLS Policy Generator's SQL applied to PGlite with Supabase's roles and auth helpers (the emulator's
// bootstrap), then exercised as the Data API would run it: `set role authenticated|anon` with the caller's JWT
// claims. For every operation and policy type, the user the policy is for is admitted and the other refused.

import type { PGlite, Transaction } from '@electric-sql/pglite';
import {
  generateRlsPolicy,
  RLS_DEFAULTS,
  RLS_OPERATIONS,
  type RlsForm,
  type RlsOperation,
  type RlsPolicyType,
} from '@toolbox/core/tools/rls-policy-generator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freshDatabase } from './pglite.ts';

let db: PGlite;
const users: Record<'alice' | 'bob', string> = { alice: '', bob: '' };

type Actor = 'alice' | 'bob' | 'anon';
/** A row as the test seeds it: whose it is and whether it is public. */
interface Row {
  id: number;
  owner: 'alice' | 'bob';
  isPublic: boolean;
}
const ROWS: Record<'alicePrivate' | 'bobPrivate' | 'bobPublic', Row> = {
  alicePrivate: { id: 1, owner: 'alice', isPublic: false },
  bobPrivate: { id: 2, owner: 'bob', isPublic: false },
  bobPublic: { id: 3, owner: 'bob', isPublic: true },
};

interface Scenario {
  over: Partial<RlsForm>;
  admitted: [Actor, Row];
  refused?: [Actor, Row];
}

/** alice is the admin (JWT app_metadata and profiles.role, a column added to the account's profiles); bob is a plain user. */
const SCENARIOS: Record<RlsPolicyType | 'role-column', Scenario> = {
  owner: {
    over: { policyType: 'owner' },
    admitted: ['alice', ROWS.alicePrivate],
    refused: ['bob', ROWS.alicePrivate],
  },
  authenticated: {
    over: { policyType: 'authenticated' },
    admitted: ['bob', ROWS.alicePrivate],
    refused: ['anon', ROWS.alicePrivate],
  },
  public: { over: { policyType: 'public' }, admitted: ['anon', ROWS.alicePrivate] },
  role: {
    over: { policyType: 'role', requiredRole: 'admin' },
    admitted: ['alice', ROWS.bobPrivate],
    refused: ['bob', ROWS.bobPrivate],
  },
  'role-column': {
    over: { policyType: 'role', requiredRole: 'admin', roleColumn: 'role' },
    admitted: ['alice', ROWS.bobPrivate],
    refused: ['bob', ROWS.bobPrivate],
  },
  custom: {
    over: { policyType: 'custom', customCondition: 'is_public and body is not null' },
    admitted: ['bob', ROWS.bobPublic],
    refused: ['bob', ROWS.bobPrivate],
  },
};

let tables = 0;

async function tableWith(sqls: string[]): Promise<string> {
  const table = `notes_${++tables}`;
  await db.exec(`
    create table public.${table} (id int primary key, user_id uuid, is_public boolean not null, body text not null default 'hi');
    grant select, insert, update, delete on public.${table} to anon, authenticated;
    insert into public.${table} (id, user_id, is_public) values
      ${Object.values(ROWS)
        .map((r) => `(${r.id}, '${users[r.owner]}', ${r.isPublic})`)
        .join(', ')};`);
  for (const sql of sqls) await db.exec(sql.replaceAll('"notes', `"${table}`));
  return table;
}

/** Runs `fn` as the actor inside a transaction that is rolled back, so every attempt sees the seeded rows. */
async function as(actor: Actor, fn: (tx: Transaction) => Promise<boolean>): Promise<boolean> {
  let admitted = false;
  await db.transaction(async (tx) => {
    const claims =
      actor === 'anon'
        ? { role: 'anon' }
        : {
            sub: users[actor],
            role: 'authenticated',
            app_metadata: { role: actor === 'alice' ? 'admin' : 'member' },
          };
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    await tx.exec(`set local role ${actor === 'anon' ? 'anon' : 'authenticated'}`);
    try {
      admitted = await fn(tx);
    } catch (error) {
      if (!/row-level security/.test(String(error))) throw error;
      admitted = false;
    }
    await tx.rollback();
  });
  return admitted;
}

/** One attempt of the operation on (a copy of) the row, as supabase-js sends it. */
function attempt(table: string, operation: Exclude<RlsOperation, 'ALL'>, row: Row) {
  return async (tx: Transaction) => {
    switch (operation) {
      case 'SELECT':
        return (await tx.query(`select id from ${table} where id = $1`, [row.id])).rows.length === 1;
      case 'INSERT':
        await tx.query(`insert into ${table} (id, user_id, is_public) values (100, $1, $2)`, [
          users[row.owner],
          row.isPublic,
        ]);
        return true;
      case 'UPDATE':
        return (
          (await tx.query(`update ${table} set body = 'edited' where id = $1`, [row.id])).affectedRows === 1
        );
      case 'DELETE':
        return (await tx.query(`delete from ${table} where id = $1`, [row.id])).affectedRows === 1;
    }
  };
}

const form = (over: Partial<RlsForm>): RlsForm => ({ ...RLS_DEFAULTS, tableName: 'notes', ...over });

beforeAll(async () => {
  db = await freshDatabase();
  users.alice = await createUser(db, 'alice@example.com');
  users.bob = await createUser(db, 'bob@example.com');
  await db.exec(`
    alter table public.profiles add column role text;
    -- The account's profiles answer only the data function's role: a project of the generator's users has its
    -- own profiles readable by each user.
    grant select on public.profiles to authenticated;
    create policy "own profile" on public.profiles for select to authenticated using ((select auth.uid()) = id);
    insert into public.profiles (id, role) values ('${users.alice}', 'admin'), ('${users.bob}', 'member')
    on conflict (id) do update set role = excluded.role;`);
});
afterAll(() => db.close());

describe.each(Object.entries(SCENARIOS))('%s policies applied to Postgres', (_, scenario) => {
  it.each(RLS_OPERATIONS)('%s: admits the user it is for and refuses the other', async (operation) => {
    const policy = generateRlsPolicy(form({ ...scenario.over, operation }));
    // UPDATE and DELETE find their rows through SELECT policies too (the SQL says so): apply the pair.
    const companion =
      operation === 'UPDATE' || operation === 'DELETE'
        ? [generateRlsPolicy(form({ ...scenario.over, operation: 'SELECT' })).sql]
        : [];
    const table = await tableWith([policy.sql, ...companion]);
    const operations =
      operation === 'ALL' ? (['SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const) : [operation];
    for (const op of operations) {
      const [who, row] = scenario.admitted;
      expect(await as(who, attempt(table, op, row)), `${op} by ${who}`).toBe(true);
      if (scenario.refused) {
        const [other, otherRow] = scenario.refused;
        expect(await as(other, attempt(table, op, otherRow)), `${op} by ${other}`).toBe(false);
      }
    }
  });
});

describe('owner policies check what is written, not only what is read', () => {
  it.each(['UPDATE', 'ALL'] as const)(
    '%s: the owner cannot hand a row to someone else',
    async (operation) => {
      const table = await tableWith([
        generateRlsPolicy(form({ operation })).sql,
        generateRlsPolicy(form({ operation: 'SELECT', policyName: 'read' })).sql,
      ]);
      const handOver = (tx: Transaction) =>
        tx.query(`update ${table} set user_id = $1 where id = 1`, [users.bob]).then(() => true);
      expect(await as('alice', handOver)).toBe(false);
    },
  );

  it('the note is true: without a SELECT policy an UPDATE ... WHERE finds no rows', async () => {
    const table = await tableWith([generateRlsPolicy(form({ operation: 'UPDATE' })).sql]);
    expect(await as('alice', attempt(table, 'UPDATE', ROWS.alicePrivate))).toBe(false);
  });

  it('creates the suggested index and can be applied twice', async () => {
    const { sql } = generateRlsPolicy(form({}));
    const table = await tableWith([sql, sql]);
    const { rows } = await db.query<{ indexname: string }>(
      'select indexname from pg_indexes where tablename = $1',
      [table],
    );
    expect(rows.map((r) => r.indexname)).toContain(`${table}_user_id_idx`);
  });
});

describe('names are quoted, never spliced', () => {
  const name = fc
    .string({ minLength: 1, maxLength: 12, unit: 'grapheme' })
    .filter((s) => s.trim() !== '' && !s.includes('\0') && new TextEncoder().encode(s).length <= 40);
  /** The form trims what is typed in its column, policy name and role fields; the table is typed quoted. */
  const field = name.filter((s) => s.trim() === s);

  it('any table, column, policy name and role apply and name exactly what was typed', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(name, field, field, field, async (table, column, policyName, role) => {
        const schema = `prop_${++n}`;
        // A table with no columns yet, so any generated table or column name is free to take.
        await db.exec(`create schema ${schema}`);
        await db
          .query(`select format('create table %I.%I ()', $1::text, $2::text)`, [schema, table])
          .then(({ rows }) => db.exec((rows[0] as { format: string }).format));
        await db.exec(
          (
            await db.query<{ format: string }>(
              `select format('alter table %I.%I add column %I uuid', $1::text, $2::text, $3::text)`,
              [schema, table, column],
            )
          ).rows[0]?.format ?? '',
        );
        const qualified = `${schema}."${table.replaceAll('"', '""')}"`;
        for (const over of [
          { policyType: 'owner', userColumn: column },
          { policyType: 'role', requiredRole: role, policyName: `${policyName} r` },
        ] as const) {
          await db.exec(generateRlsPolicy(form({ ...over, tableName: qualified, operation: 'ALL' })).sql);
        }
        const { rows } = await db.query<{ policyname: string }>(
          'select policyname from pg_policies where schemaname = $1 and tablename = $2 order by policyname',
          [schema, table],
        );
        expect(rows.map((r) => r.policyname)).toEqual(
          [
            generateRlsPolicy(form({ tableName: qualified, operation: 'ALL' })).policyName,
            `${policyName} r`,
          ].sort(),
        );
      }),
      { numRuns: 30 },
    );
  });
});

describe('role looked up in a table the user names', () => {
  it('a quoted table and a quoted column holding a dot name that table and column', async () => {
    await db.exec(`
      create table public."Team Roles" (id uuid primary key, "role.name" text);
      grant select on public."Team Roles" to authenticated;
      insert into public."Team Roles" values ('${users.alice}', 'admin'), ('${users.bob}', 'member');`);
    const policy = generateRlsPolicy(
      form({ policyType: 'role', requiredRole: 'admin', roleColumn: 'public."Team Roles"."role.name"' }),
    );
    expect(policy.using).toContain('from "public"."Team Roles" where');
    const table = await tableWith([policy.sql]);
    expect(await as('alice', attempt(table, 'SELECT', ROWS.bobPrivate))).toBe(true);
    expect(await as('bob', attempt(table, 'SELECT', ROWS.bobPrivate))).toBe(false);
  });
});

describe('a custom condition ending in a -- comment', () => {
  it.each(['SELECT', 'UPDATE', 'ALL'] as const)(
    '%s: the comment ends before the brackets that close it',
    async (operation) => {
      const policy = generateRlsPolicy(
        form({ policyType: 'custom', operation, customCondition: 'is_public -- public rows only' }),
      );
      const companion = generateRlsPolicy(
        form({ policyType: 'custom', customCondition: 'is_public', policyName: 'read' }),
      );
      const table = await tableWith([policy.sql, companion.sql]);
      expect(await as('bob', attempt(table, 'UPDATE', ROWS.bobPublic))).toBe(operation !== 'SELECT');
      expect(await as('bob', attempt(table, 'UPDATE', ROWS.bobPrivate))).toBe(false);
    },
  );
});

describe('a role looked up in the table the policy is on', () => {
  it('SELECT and ALL are refused (Postgres: infinite recursion); UPDATE applies and admits the admin only', async () => {
    for (const operation of ['SELECT', 'ALL'] as const)
      expect(() =>
        generateRlsPolicy(
          form({ tableName: 'members', policyType: 'role', roleColumn: 'members.role', operation }),
        ),
      ).toThrow(/recursion/);
    await db.exec(`
      create table public.members (id uuid primary key, role text, body text);
      grant select, update on public.members to authenticated;
      alter table public.members enable row level security;
      create policy "own" on public.members for select to authenticated using (true);
      insert into public.members values ('${users.alice}', 'admin', 'a'), ('${users.bob}', 'member', 'b');`);
    await db.exec(
      generateRlsPolicy(
        form({
          tableName: 'members',
          policyType: 'role',
          roleColumn: 'public.members.role',
          operation: 'UPDATE',
        }),
      ).sql,
    );
    const edit = (id: string) => (tx: Transaction) =>
      tx.query(`update public.members set body = 'x' where id = $1`, [id]).then((r) => r.affectedRows === 1);
    expect(await as('alice', edit(users.bob))).toBe(true);
    expect(await as('bob', edit(users.alice))).toBe(false);
  });
});
