// A fresh PGlite (the initdb image every test file starts from) with what a Supabase project has (the emulator's bootstrap) plus our migrations.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pid } from 'node:process';
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

const cacheDir = fileURLToPath(new URL('node_modules/.cache/pglite/', root));
const pglitePackage = new URL('node_modules/@electric-sql/pglite/package.json', new URL('supabase/', root));

/**
 * The cluster as the bootstrap and the migrations leave it (PGlite's `dumpDataDir`, checkpointed first), cached in
 * node_modules/.cache/pglite under a hash of PGlite's version, the bootstrap and every migration's name and text:
 * loading it costs ~0.7 CPU-s, the initdb image plus the bootstrap and migrations ~1.3 (a run opens dozens).
 */
function migratedImageFile(migrations: string[]): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(pglitePackage, 'utf8')).version as string);
  hash.update(`\0${supabaseBootstrapSql()}`);
  for (const file of migrations) hash.update(`\0${file}\0${readFileSync(join(migrationsDir, file), 'utf8')}`);
  return join(cacheDir, `migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A Blob whose `arrayBuffer()`, all PGlite's `loadDataDir` reads of it, returns the file's bytes without a copy. */
function tarBlob(bytes: Uint8Array): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
  return Object.assign(new Blob([], { type: 'application/x-tar' }), { arrayBuffer: async () => buffer });
}

export async function freshDatabase(): Promise<PGlite> {
  const migrations = migrationFiles();
  const image = migratedImageFile(migrations);
  if (existsSync(image))
    return PGlite.create({ loadDataDir: tarBlob(readFileSync(image)), extensions: { pgcrypto } });
  const db = await PGlite.create({ loadDataDir: await initdbImage(), extensions: { pgcrypto } });
  await db.exec(supabaseBootstrapSql());
  for (const file of migrations) await db.exec(readFileSync(join(migrationsDir, file), 'utf8'));
  await db.exec('checkpoint');
  const dump = await db.dumpDataDir('none');
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed, so a file opening one at the same time never reads half a tar.
  const partial = `${image}.${pid}`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, image);
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
