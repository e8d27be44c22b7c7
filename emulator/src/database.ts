import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { errorText } from './error-text';

const BOOTSTRAP_SQL = join(dirname(fileURLToPath(import.meta.url)), 'sql', 'bootstrap.sql');

/**
 * 16 MB of shared buffers, not Postgres's 128 MB: a local stack's data fits many times over, and Postgres zeroes its
 * shared memory at every start (half a CPU-second in WASM, paid by each test that starts a stack).
 */
const SETTINGS = ['-c', 'shared_buffers=16MB'];

/** On disk in `pgdata`, or in memory: empty, or the data directory `image` holds (PGlite's `dumpDataDir`). */
export async function openDatabase(pgdata: string | null, image?: Blob): Promise<PGlite> {
  if (pgdata) mkdirSync(pgdata, { recursive: true });
  const data = pgdata ? { dataDir: pgdata } : image ? { loadDataDir: image } : {};
  const startParams = [...PGlite.defaultStartParams, ...SETTINGS];
  return PGlite.create({ ...data, extensions: { pgcrypto }, startParams });
}

/** Runs bootstrap.sql on a database that has no auth schema yet. */
export async function bootstrap(db: PGlite): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(
    "select to_regclass('auth.users') is not null as present",
  );
  if (rows[0]?.present) return false;
  await db.exec(readFileSync(BOOTSTRAP_SQL, 'utf8'));
  return true;
}

export interface Migration {
  version: string;
  name: string;
  file: string;
}

/** `<version>_<name>.sql` as the Supabase CLI names them; a file without a numeric prefix is its own version. */
export function listMigrations(dir: string): Migration[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const base = file.slice(0, -'.sql'.length);
      const match = /^(\d+)_(.*)$/.exec(base);
      return { version: match?.[1] ?? base, name: match?.[2] ?? base, file: join(dir, file) };
    });
}

/** Applies the migrations not yet recorded, each in its own transaction; returns the versions applied. */
export async function migrate(db: PGlite, dir: string): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, name text, statements text[]
    );`);
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [migration.version, migration.name, [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${migration.file} failed: ${errorText(error)}`);
    }
    done.add(migration.version);
    applied.push(migration.version);
  }
  return applied;
}
