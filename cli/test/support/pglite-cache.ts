// The new-project database image the CLI keeps (cachedPGlite: $XDG_CACHE_HOME/toolbox/pglite/, keyed by the PGlite
// version and the project's SQL), shared by the test files whose commands start PGlite: initdb runs once per
// machine instead of once per file (seconds of CPU each). every-command.test.ts keeps a cache of its own: it runs
// the first run that makes the image.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const sharedCacheHome = fileURLToPath(
  new URL('../../../node_modules/.cache/toolbox-test-cache-home', import.meta.url),
);
mkdirSync(sharedCacheHome, { recursive: true });
