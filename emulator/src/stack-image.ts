// The local stack's cluster as its start leaves it on the initdb image (the bootstrap, Realtime's publication and
// supabase/migrations applied), for tests that start a stack in memory: made once by startEmulator itself, dumped
// (checkpointed) and kept in node_modules/.cache/pglite under a hash of PGlite's version, the code of that start and
// every migration. A stack started on it finds its bootstrap and migrations done (0.5 CPU-s less a start).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pid } from 'node:process';
import { fileURLToPath } from 'node:url';
import { initdbImage } from '@toolbox/core/testing/initdb-image';
import { DEFAULT_MIGRATIONS_DIR, REPO_ROOT } from './data-dir';
import { startEmulator } from './index';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const cacheDir = join(REPO_ROOT, 'node_modules', '.cache', 'pglite');

function imageFile(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(here('../node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  for (const source of ['sql/bootstrap.sql', 'database.ts', 'index.ts', 'realtime/change-feed.ts'])
    hash.update(`\0${readFileSync(here(source), 'utf8')}`);
  for (const file of readdirSync(DEFAULT_MIGRATIONS_DIR).sort())
    hash.update(`\0${file}\0${readFileSync(join(DEFAULT_MIGRATIONS_DIR, file), 'utf8')}`);
  return join(cacheDir, `stack-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A Blob whose `arrayBuffer()`, all PGlite's `loadDataDir` reads of it, returns the file's bytes without a copy. */
function tarBlob(bytes: Uint8Array): Blob {
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = (whole ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
  return Object.assign(new Blob([], { type: 'application/x-tar' }), { arrayBuffer: async () => buffer });
}

/** The image for `startEmulator({ initialData })`, from the cache or made now and cached. */
export async function migratedStackImage(): Promise<Blob> {
  const file = imageFile();
  if (existsSync(file)) return tarBlob(readFileSync(file));
  const stack = await startEmulator({ port: 0, dataDir: ':memory:', initialData: await initdbImage() });
  let image: Blob;
  try {
    await stack.db.exec('checkpoint');
    image = await stack.db.dumpDataDir('none');
  } finally {
    await stack.close();
  }
  mkdirSync(cacheDir, { recursive: true });
  // Written aside and renamed, so a file reading it at the same time never reads half a tar.
  const partial = `${file}.${pid}`;
  writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
  renameSync(partial, file);
  return image;
}
