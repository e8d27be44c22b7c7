// The two databases the data API's case table runs on: the local stack's PGlite (the emulator's Supabase bootstrap)
// and a real PostgreSQL server through postgres.js (the hosted driver, on Supabase's own init SQL), each with our
// migrations.

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { Sql, TransactionalSql } from '../functions/_shared/sql.ts';
import { postgresSql } from '../functions/data/postgres-sql.ts';
import { supabaseBootstrapSql } from './bootstrap-sql.ts';
import { freshDatabase, migrationFiles } from './pglite.ts';
import { prepareSupabaseDatabase } from './supabase-database.ts';

export interface Backend {
  name: string;
  /** The database's name on the server (PostgreSQL only). */
  database?: string;
  /** As the handler gets it (the owner role). */
  sql: TransactionalSql;
  /** Setup and inspection as the owner, outside the handler. */
  admin(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

export async function pgliteBackend(): Promise<Backend> {
  const db: PGlite = await freshDatabase();
  const sql = Object.assign(
    async (text: string, params: unknown[] = []) => ({
      rows: (await db.query<Record<string, unknown>>(text, params)).rows,
    }),
    {
      transaction: <T>(fn: (tx: Sql) => Promise<T>) =>
        db.transaction((tx) =>
          fn(async (text, params = []) => ({
            rows: (await tx.query<Record<string, unknown>>(text, params)).rows,
          })),
        ),
    },
  );
  return {
    name: 'PGlite',
    sql,
    admin: async (text, params = []) => (await db.query<Record<string, unknown>>(text, params)).rows,
    close: () => db.close(),
  };
}

const root = new URL('../../', import.meta.url);

/**
 * A fresh database on the test server (postgres-server.ts) with our migrations: Supabase's own init SQL when the
 * global setup had it (supabase-database.ts, connected as `postgres` like SUPABASE_DB_URL), else the emulator's
 * bootstrap.
 */
export async function postgresBackend(serverUrl: string): Promise<Backend> {
  if (!inject('supabaseInitMissing')) {
    const prepared = await prepareSupabaseDatabase(serverUrl);
    const db = postgres(prepared.url, { max: 4, onnotice: () => {} });
    return {
      name: 'PostgreSQL 15 (postgres.js)',
      database: prepared.database,
      sql: postgresSql(db),
      admin: async (text, params = []) => [...(await db.unsafe(text, params as never[]))],
      close: async () => {
        await db.end();
        await prepared.drop();
      },
    };
  }
  const name = `toolbox_${randomBytes(6).toString('hex')}`;
  const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = postgres(url.toString(), { max: 4, onnotice: () => {} });
  await db.unsafe(supabaseBootstrapSql());
  for (const file of migrationFiles())
    await db.unsafe(readFileSync(new URL(`supabase/migrations/${file}`, root), 'utf8'));
  return {
    name: 'PostgreSQL 15 (postgres.js)',
    database: name,
    sql: postgresSql(db),
    admin: async (text, params = []) => [...(await db.unsafe(text, params as never[]))],
    close: async () => {
      await db.end();
      await server.unsafe(`drop database ${name} with (force)`);
      await server.end();
    },
  };
}
