// A fresh PGlite (the initdb image every test file starts from) with what a Supabase project has (the emulator's bootstrap) plus our migrations.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { cachedPGliteImage, initdbImage } from '@toolbox/core/testing/initdb-image';
import type { Sql } from '../functions/device-auth/handler.ts';
import { supabaseBootstrapSql } from './bootstrap-sql.ts';

const root = new URL('../../', import.meta.url);
const migrationsDir = fileURLToPath(new URL('supabase/migrations/', root));

export function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/**
 * A database as the bootstrap and the migrations leave it, from the cluster core's cachedPGliteImage keeps under the
 * bootstrap and every migration's name and text (checkpointed before its dump): loading it costs ~0.7 CPU-s, the
 * initdb image plus the bootstrap and migrations ~1.3 (a run opens dozens).
 */
export async function freshDatabase(): Promise<PGlite> {
  const bootstrap = supabaseBootstrapSql();
  const migrations = migrationFiles().map((file) => ({
    file,
    sql: readFileSync(join(migrationsDir, file), 'utf8'),
  }));
  const image = await cachedPGliteImage(
    'migrated',
    [bootstrap, ...migrations.flatMap(({ file, sql }) => [file, sql])],
    async () => {
      const db = await PGlite.create({ loadDataDir: await initdbImage(), extensions: { pgcrypto } });
      try {
        await db.exec(bootstrap);
        for (const { sql } of migrations) await db.exec(sql);
        await db.exec('checkpoint');
        return await db.dumpDataDir('none');
      } finally {
        await db.close();
      }
    },
  );
  return PGlite.create({ loadDataDir: image, extensions: { pgcrypto } });
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
