// PGlite clusters for the tests that start a database, made once per machine and kept in node_modules/.cache/pglite:
// the empty cluster initdb leaves (initdbImage), and any cluster made from it whose making a caller names by its
// inputs (cachedPGliteImage: the emulator's migrated stack, supabase's migrated database). The one copy: core's
// tests, the emulator's, the CLI's, supabase's and bench load it through core's door
// `@toolbox/core/testing/initdb-image` (core imports no other package; the emulator's PGlite is the same version, the
// lockfile's). initdb takes seconds of CPU; loading an image (PGlite's `loadDataDir`) a fraction of that.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pid } from 'node:process';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const pglitePackage = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
const cacheDir = fileURLToPath(new URL('../../../node_modules/.cache/pglite/', import.meta.url));

/**
 * The tar (`dumpDataDir`) `make` gives, from the cache or made now and cached, under `name` and a hash of PGlite's
 * version and `inputs` (the texts the cluster is made from: a changed migration makes a new image).
 */
export async function cachedPGliteImage(
  name: string,
  inputs: readonly string[],
  make: () => Promise<Blob>,
): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(readFileSync(pglitePackage, 'utf8'));
  for (const input of inputs) hash.update(`\0${input}`);
  const file = join(cacheDir, `${name}-${hash.digest('hex').slice(0, 16)}.tar`);
  // Handed over as read: a Blob of the bytes would copy them in and stream them back out (Node 20, 0.2 CPU-s).
  if (existsSync(file)) return tarBlob(readFileSync(file));
  const image = await make();
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed, so a file running at the same time never reads half a tar.
  const partial = `${file}.${pid}`;
  writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
  renameSync(partial, file);
  return image;
}

/** The tar of a fresh cluster, as initdb leaves it. */
export function initdbImage(): Promise<Blob> {
  return cachedPGliteImage('initdb', [], async () => {
    const db = await PGlite.create();
    const image = await db.dumpDataDir('none');
    await db.close();
    return image;
  });
}

/** A Blob whose `arrayBuffer()`, all PGlite's `loadDataDir` reads of it, returns the file's bytes without a copy. */
function tarBlob(bytes: Uint8Array): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
  return Object.assign(new Blob([], { type: 'application/x-tar' }), { arrayBuffer: async () => buffer });
}
