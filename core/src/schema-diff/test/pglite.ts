// Test helper only: a fresh PGlite with a Supabase project's environment, SQL applied to it, its schema read back.
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { hstore } from '@electric-sql/pglite/contrib/hstore';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { vector } from '@electric-sql/pglite-pgvector';
import { loadPgParser } from '../../sql/pg-parser';
import { extensionsNamed, SUPABASE_PLATFORM_SQL } from '../../sql/supabase-project';
import { applySqlFiles, type SqlFile } from '../apply';
import { readSchemaCatalog } from '../catalog';
import type { SchemaModel } from '../model';

const CONTRIB = { vector, btree_gin, btree_gist, citext, hstore, pg_trgm, unaccent };

/** A Supabase project's database before its first migration, with the extensions `sql` creates loaded. */
export async function supabaseDatabase(sql = ''): Promise<PGlite> {
  const wanted = Object.entries(CONTRIB).filter(([name]) => extensionsNamed(sql).includes(name));
  const db = await PGlite.create({ extensions: { pgcrypto, uuid_ossp, ...Object.fromEntries(wanted) } });
  await db.exec(SUPABASE_PLATFORM_SQL);
  return db;
}

export async function apply(db: PGlite, files: readonly SqlFile[]): Promise<void> {
  await applySqlFiles(files, (sql) => db.exec(sql), await loadPgParser());
}

export async function read(db: PGlite): Promise<SchemaModel> {
  return readSchemaCatalog(async (sql) => (await db.query(sql)).rows as never);
}

/** The schema `files` make, on a fresh database. */
export async function schemaOf(files: readonly SqlFile[]): Promise<SchemaModel> {
  const db = await supabaseDatabase(files.map((f) => f.sql).join('\n'));
  try {
    await apply(db, files);
    return await read(db);
  } finally {
    await db.close();
  }
}
