import type { PgParse } from '@toolbox/core/sql/pg-parser';
import { baselineWasmOnly } from './v8-flags';

interface LibPgQuery {
  loadModule(): Promise<void>;
  parse(sql: string): Promise<unknown>;
}

declare global {
  /** Where libpg-query's WASM file is, for its glue (bundled by build.mjs, pgQueryBundled). */
  var __toolboxPgQueryWasm: string | undefined;
}

/**
 * Postgres's parser (libpg-query), bundled with the command that needs it, so its JavaScript comes from the
 * launcher's code cache with the command's own. Its WASM file stays in node_modules: the bundled glue asks
 * `__toolboxPgQueryWasm` where (build.mjs), set here from the package found beside the CLI whichever bundle holds
 * this module (unbundled, in the tests, the glue finds it beside itself).
 */
export async function nodePgParser(): Promise<PgParse> {
  const { createRequire } = process.getBuiltinModule('node:module');
  const packageJson = createRequire(import.meta.url).resolve('libpg-query/package.json');
  globalThis.__toolboxPgQueryWasm ??= `${packageJson.slice(0, -'package.json'.length)}wasm/`;
  baselineWasmOnly();
  const module = await import('libpg-query');
  // A CommonJS package imported from an ES module bundle holds its exports on `default`.
  const pg = ('default' in module ? module.default : module) as LibPgQuery;
  await pg.loadModule();
  return (sql) => pg.parse(sql);
}
