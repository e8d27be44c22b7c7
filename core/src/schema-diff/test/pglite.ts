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
import { extensionsNamed, SUPABASE_PROJECT_SQL, SUPABASE_SESSION_SQL } from '../../sql/supabase-project';
import { initdbImage } from '../../testing/initdb-image';
import { applySqlFiles, type SqlFile } from '../apply';
import { readSchemaCatalog } from '../catalog';
import type { SchemaModel } from '../model';

const CONTRIB = { vector, btree_gin, btree_gist, citext, hstore, pg_trgm, unaccent };

const PROJECT_EXTENSIONS = { pgcrypto, uuid_ossp };

let projectImage: Promise<Blob> | undefined;

/**
 * A new Supabase project's cluster, made once per test file from the machine's cached initdb image and kept in
 * memory: initdb costs seconds (more on a loaded machine), loading its image a fraction of that (the CLI keeps the
 * same image on disk, `cachedPGlite`).
 */
function newProjectImage(): Promise<Blob> {
  projectImage ??= (async () => {
    const db = await PGlite.create({ loadDataDir: await initdbImage(), extensions: PROJECT_EXTENSIONS });
    try {
      await db.exec(SUPABASE_PROJECT_SQL);
      return await db.dumpDataDir('none');
    } finally {
      await db.close();
    }
  })();
  return projectImage;
}

/**
 * A new Supabase project's database (its default privileges on `public` included) before its first migration,
 * with the extensions `sql` creates loaded.
 */
export async function supabaseDatabase(sql = ''): Promise<PGlite> {
  const wanted = Object.entries(CONTRIB).filter(([name]) => extensionsNamed(sql).includes(name));
  const db = await PGlite.create({
    loadDataDir: await newProjectImage(),
    extensions: { ...PROJECT_EXTENSIONS, ...Object.fromEntries(wanted) },
  });
  // A loaded image's session has not read the database's search_path.
  await db.exec(SUPABASE_SESSION_SQL);
  return db;
}

export async function apply(db: PGlite, files: readonly SqlFile[]): Promise<void> {
  await applySqlFiles(files, (sql) => db.exec(sql), await loadPgParser());
}

export async function read(db: PGlite): Promise<SchemaModel> {
  return readSchemaCatalog(async (sql) => (await db.query(sql)).rows as never);
}
