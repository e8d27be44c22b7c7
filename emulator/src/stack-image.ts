// The local stack's cluster as its start leaves it on the initdb image (the bootstrap, Realtime's publication and
// supabase/migrations applied), for tests that start a stack in memory: made once by startEmulator itself, dumped
// (checkpointed) and cached by core's cachedPGliteImage under the code of that start and every migration. A stack
// started on it finds its bootstrap and migrations done (0.5 CPU-s less a start).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedPGliteImage, initdbImage } from '@toolbox/core/testing/initdb-image';
import { DEFAULT_MIGRATIONS_DIR } from './data-dir';
import { startEmulator } from './index';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The image for `startEmulator({ initialData })`, from the cache or made now and cached. */
export function migratedStackImage(): Promise<Blob> {
  const inputs = [
    ...['sql/bootstrap.sql', 'database.ts', 'index.ts', 'realtime/change-feed.ts'].map((source) =>
      readFileSync(here(source), 'utf8'),
    ),
    ...readdirSync(DEFAULT_MIGRATIONS_DIR)
      .sort()
      .flatMap((file) => [file, readFileSync(join(DEFAULT_MIGRATIONS_DIR, file), 'utf8')]),
  ];
  return cachedPGliteImage('stack', inputs, async () => {
    const stack = await startEmulator({ port: 0, dataDir: ':memory:', initialData: await initdbImage() });
    try {
      await stack.db.exec('checkpoint');
      return await stack.db.dumpDataDir('none');
    } finally {
      await stack.close();
    }
  });
}
