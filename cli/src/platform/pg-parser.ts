import type { PgParse } from '@toolbox/core/sql/pg-parser';
import { baselineWasmOnly } from './v8-flags';

interface LibPgQuery {
  loadModule(): Promise<void>;
  parse(sql: string): Promise<unknown>;
}

/**
 * Postgres's parser (libpg-query) loaded from node_modules at run time, not bundled: its WASM file has to sit
 * beside its own JS, which a bundle would separate. Required (its CommonJS build), not imported: `sql` runs from
 * a CommonJS bundle compiled through the launcher's code cache (fast-commands.ts), where a dynamic import() has no
 * loader to call, and a require skips the ES module loader's scan of the package for its exports. The name is a
 * variable so esbuild leaves the require alone; the require is made from this file's URL, so the package is found
 * beside the CLI whichever bundle holds this module.
 */
export async function nodePgParser(): Promise<PgParse> {
  const name = 'libpg-query';
  const { createRequire } = process.getBuiltinModule('node:module');
  const pg = createRequire(import.meta.url)(name) as LibPgQuery;
  baselineWasmOnly();
  await pg.loadModule();
  return (sql) => pg.parse(sql);
}
