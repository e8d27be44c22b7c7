import { type PgParse, refusingNul } from '@toolbox/core/sql/pg-parser';
import wasmUrl from 'libpg-query/wasm/libpg-query.wasm?url';

let loaded: Promise<PgParse> | undefined;

/**
 * Postgres's parser (libpg-query's WASM) for the browser. Its loader fetches `libpg-query.wasm` beside its own
 * chunk, a name Vite does not emit; Vite does emit the file for the `?url` import above, so while the module
 * starts, that one fetch is sent to the emitted (hashed, same-origin) file. Nothing leaves the app's origin.
 */
export function webPgParser(): Promise<PgParse> {
  loaded ??= (async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      realFetch(
        String(input instanceof Request ? input.url : input).endsWith('libpg-query.wasm') ? wasmUrl : input,
        init,
      );
    try {
      const pg = await import('libpg-query');
      await pg.loadModule();
      return refusingNul((sql: string) => pg.parse(sql));
    } finally {
      globalThis.fetch = realFetch;
    }
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
