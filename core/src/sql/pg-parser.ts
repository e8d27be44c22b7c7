/**
 * Postgres's own parser (libpg-query: the server's grammar compiled to WASM), loaded on first use.
 * The web and the tests use this loader; the CLI loads the same package beside its bundle (its WASM file
 * must sit next to its JS), and passes the function in.
 */
export type PgParse = (sql: string) => Promise<unknown>;

/** What Postgres says of a NUL byte in a query. */
const NUL_MESSAGE = 'invalid byte sequence for encoding "UTF8": 0x00';

/**
 * libpg-query's `parse` behind the one check it cannot make: it reads the text as a C string, so a NUL byte ended
 * it there and what followed went unread (a table missing from the diagram, a statement formatted unchecked).
 * Postgres refuses the byte in a query; this refuses it as libpg-query reports a syntax error (`sqlDetails`, its
 * cursor a 0-based count of code points), so each tool names the line as it does for one.
 */
export function refusingNul(parse: (sql: string) => Promise<unknown>): PgParse {
  return async (sql) => {
    const at = sql.indexOf('\0');
    if (at === -1) return parse(sql);
    const sqlDetails = { message: NUL_MESSAGE, cursorPosition: [...sql.slice(0, at)].length };
    throw Object.assign(new Error(NUL_MESSAGE), { sqlDetails });
  };
}

let loaded: Promise<PgParse> | undefined;

export function loadPgParser(): Promise<PgParse> {
  loaded ??= import('libpg-query').then(async (pg) => {
    await pg.loadModule();
    return refusingNul((sql: string) => pg.parse(sql));
  });
  return loaded;
}
