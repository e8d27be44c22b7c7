// An empty PGlite cluster as initdb leaves it, for the tests that start a database: made once per machine and
// PGlite version and kept in node_modules/.cache/pglite, the file the emulator's and the CLI's tests load too
// (emulator/src/initdb-image.ts, which core does not import). initdb takes seconds of CPU; loading the image
// (PGlite's `loadDataDir`) a fraction of that. Extensions are loaded as with a fresh cluster.
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
