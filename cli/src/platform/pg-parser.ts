import { type PgParse, refusingNul } from '@toolbox/core/sql/pg-parser';
import { baselineWasmOnly } from './v8-flags';

interface LibPgQuery {
  loadModule(): Promise<void>;
  parse(sql: string): Promise<unknown>;
}

/** Postgres's parser (libpg-query, loaded from its package: its glue finds its WASM file beside itself). */
export async function nodePgParser(): Promise<PgParse> {
  baselineWasmOnly();
  // Required, as bench/lib/pg-parse.cjs does: Node's import() of this CommonJS package also scans its source for the
  // names it exports (cjs-module-lexer) and wraps it in an ES module.
  const pg = process.getBuiltinModule('node:module').createRequire(import.meta.url)(
    'libpg-query',
  ) as LibPgQuery;
  await pg.loadModule();
  return refusingNul((sql) => pg.parse(sql));
}
