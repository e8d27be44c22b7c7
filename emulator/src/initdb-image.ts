// An empty PGlite cluster as initdb leaves it, made once per machine and PGlite version and kept in
// node_modules/.cache: tests start their in-memory databases from it (PGlite's `loadDataDir`) instead of running
// initdb in each file, which takes seconds of CPU. Bootstrap, migrations and everything after still run.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const pglitePackage = new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url);
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/pglite/', import.meta.url));

/** The tar of a fresh cluster (`dumpDataDir`), from the cache or made now and cached. */
export async function initdbImage(): Promise<Blob> {
  const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string };
  const file = join(cacheDir, `initdb-${version}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await PGlite.create();
  const image = await db.dumpDataDir('none');
  await db.close();
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed, so a file running at the same time never reads half a tar.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  return image;
}
