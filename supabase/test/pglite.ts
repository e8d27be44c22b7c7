// A fresh PGlite (the initdb image every test file starts from) with what a Supabase project has (the emulator's bootstrap) plus our migrations.

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { initdbImage } from '@toolbox/core/testing/initdb-image';
import type { Sql } from '../functions/device-auth/handler.ts';
import { supabaseBootstrapSql } from './bootstrap-sql.ts';

const root = new URL('../../', import.meta.url);
const migrationsDir = fileURLToPath(new URL('supabase/migrations/', root));

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

export async function freshDatabase(): Promise<PGlite> {
  const db = await PGlite.create({ loadDataDir: await initdbImage(), extensions: { pgcrypto } });
  await db.exec(supabaseBootstrapSql());
  for (const file of migrationFiles()) await db.exec(readFileSync(`${migrationsDir}/${file}`, 'utf8'));
  return db;
}

export function sqlOf(db: PGlite): Sql {
  return async (text, params = []) => {
    const { rows } = await db.query<Record<string, unknown>>(text, params as unknown[]);
    return { rows };
  };
}

export async function createUser(db: PGlite, email: string, confirmed = true): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'insert into auth.users (email, email_confirmed_at) values ($1, $2) returning id',
    [email, confirmed ? new Date().toISOString() : null],
  );
  return (rows[0] as { id: string }).id;
}
