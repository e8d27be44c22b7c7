// What the Data API's roles reach: `authenticated` (or `anon`) with the caller's JWT claims, as PostgREST sets them.

import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freshDatabase } from './pglite.ts';

let db: PGlite;
let alice: string;
let bob: string;
let aliceToken: string;

async function as<T>(
  role: 'authenticated' | 'anon',
  sub: string | null,
  run: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub, role })]);
    await tx.exec(`set local role ${role}`);
    return run(tx);
  });
}

async function insertToken(userId: string, name: string): Promise<string> {
  const hash = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const { rows } = await db.query<{ id: string }>(
    'insert into public.cli_tokens (user_id, name, token_hash) values ($1, $2, $3) returning id',
    [userId, name, hash],
  );
  return (rows[0] as { id: string }).id;
}

beforeAll(async () => {
  db = await freshDatabase();
  alice = await createUser(db, 'alice@example.com');
  bob = await createUser(db, 'bob@example.com');
  aliceToken = await insertToken(alice, 'alice laptop');
  await insertToken(bob, 'bob CI');
  await db.query(
    `insert into public.device_authorizations (device_code_hash, user_code, client_name, expires_at)
     values (repeat('a', 64), 'BCDFGHJK', 'toolbox on x', now() + interval '15 minutes')`,
  );
});
afterAll(() => db.close());

describe('cli_tokens RLS', () => {
  // Tokens are listed and revoked by the device-auth function as the owner; the API roles reach none.
  it('shows a signed-in user no token row, not even their own, nor its hash', async () => {
    for (const query of [
      'select id, name from public.cli_tokens',
      'select token_hash from public.cli_tokens',
    ])
      await expect(as('authenticated', alice, (tx) => tx.query(query))).rejects.toThrow(/permission denied/);
  });

  it('lets a user revoke nothing through the API roles, and keeps a revoked token revoked', async () => {
    await expect(
      as('authenticated', alice, (tx) =>
        tx.query('update public.cli_tokens set revoked_at = now() where id = $1', [aliceToken]),
      ),
    ).rejects.toThrow(/permission denied/);
    const own = await db.query('update public.cli_tokens set revoked_at = now() where id = $1', [aliceToken]);
    expect(own.affectedRows).toBe(1);
    await expect(
      db.query('update public.cli_tokens set revoked_at = null where id = $1', [aliceToken]),
    ).rejects.toThrow(/stays revoked/);
  });

  it('allows no other writes', async () => {
    await expect(
      as('authenticated', alice, (tx) =>
        tx.query('update public.cli_tokens set name = $2 where id = $1', [aliceToken, 'x']),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      as('authenticated', alice, (tx) =>
        tx.query(
          `insert into public.cli_tokens (user_id, name, token_hash) values ($1, 'x', repeat('b', 64))`,
          [alice],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      as('authenticated', alice, (tx) => tx.query('delete from public.cli_tokens')),
    ).rejects.toThrow(/permission denied/);
  });

  it('shows anon nothing', async () => {
    await expect(as('anon', null, (tx) => tx.query('select id from public.cli_tokens'))).rejects.toThrow(
      /permission denied/,
    );
  });
});

describe('device tables', () => {
  it.each(['device_authorizations', 'device_auth_attempts'])(
    '%s is out of reach of the API roles',
    async (table) => {
      for (const role of ['anon', 'authenticated'] as const) {
        await expect(as(role, alice, (tx) => tx.query(`select * from public.${table}`))).rejects.toThrow(
          /permission denied/,
        );
      }
    },
  );

  it('accepts only well-formed user codes', async () => {
    await expect(
      db.query(
        `insert into public.device_authorizations (device_code_hash, user_code, client_name, expires_at)
         values (repeat('c', 64), 'AEIOU123', 'x', now())`,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
