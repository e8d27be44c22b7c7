import type { PgParse } from '@toolbox/core/sql/pg-parser';
import { baselineWasmOnly } from './v8-flags';

interface LibPgQuery {
  loadModule(): Promise<void>;
  parse(sql: string): Promise<unknown>;
}

/** Postgres's parser (libpg-query, loaded from its package: its glue finds its WASM file beside itself). */
export async function nodePgParser(): Promise<PgParse> {
  baselineWasmOnly();
  const module = await import('libpg-query');
  // A CommonJS package imported from an ES module bundle holds its exports on `default`.
  const pg = ('default' in module ? module.default : module) as LibPgQuery;
  await pg.loadModule();
  return (sql) => pg.parse(sql);
}
