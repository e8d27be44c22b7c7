/**
 * Postgres's own parser (libpg-query: the server's grammar compiled to WASM), loaded on first use.
 * The web and the tests use this loader; the CLI loads the same package beside its bundle (its WASM file
 * must sit next to its JS), and passes the function in.
 */
export type PgParse = (sql: string) => Promise<unknown>;

let loaded: Promise<PgParse> | undefined;

export function loadPgParser(): Promise<PgParse> {
  loaded ??= import('libpg-query').then(async (pg) => {
    await pg.loadModule();
    return (sql: string) => pg.parse(sql);
  });
  return loaded;
}
