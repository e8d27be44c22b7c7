// An empty PGlite cluster as initdb leaves it, for the tests that start a database: made once per machine and
// PGlite version and kept in node_modules/.cache/pglite. The one copy: core's tests, the emulator's, the CLI's,
// supabase's and bench load it through core's door `@toolbox/core/testing/initdb-image` (core imports no other
// package; the emulator's PGlite is the same version, the lockfile's). initdb takes seconds of CPU; loading the
// image (PGlite's `loadDataDir`) a fraction of that. What comes after initdb (extensions, bootstrap, migrations)
// still runs on it.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pid } from 'node:process';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const pglitePackage = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/pglite/', import.meta.url));

/** The tar of a fresh cluster (`dumpDataDir`), from the cache or made now and cached. */
export async function initdbImage(): Promise<Blob> {
  const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string };
  const file = join(cacheDir, `initdb-${version}.tar`);
  // Handed over as read: a Blob of the bytes would copy them in and stream them back out (Node 20, 0.2 CPU-s).
  if (existsSync(file)) return tarBlob(readFileSync(file));
  const db = await PGlite.create();
  const image = await db.dumpDataDir('none');
  await db.close();
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed, so a file running at the same time never reads half a tar.
  const partial = `${file}.${pid}`;
  writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
  renameSync(partial, file);
  return image;
}

/** A Blob whose `arrayBuffer()`, all PGlite's `loadDataDir` reads of it, returns the file's bytes without a copy. */
function tarBlob(bytes: Uint8Array): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
  return Object.assign(new Blob([], { type: 'application/x-tar' }), { arrayBuffer: async () => buffer });
}
