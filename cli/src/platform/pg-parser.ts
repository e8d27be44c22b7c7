import type { PgParse } from '@toolbox/core/sql/pg-parser';
import { baselineWasmOnly } from './v8-flags';

/**
 * Postgres's parser (libpg-query) loaded from node_modules at run time, not bundled: its WASM file has to sit
 * beside its own JS, which a bundle would separate. The name is a variable so esbuild leaves the import alone.
 */
export async function nodePgParser(): Promise<PgParse> {
  const name = 'libpg-query';
  const pg: { loadModule(): Promise<void>; parse(sql: string): Promise<unknown> } = await import(name);
  baselineWasmOnly();
  await pg.loadModule();
  return (sql) => pg.parse(sql);
}
