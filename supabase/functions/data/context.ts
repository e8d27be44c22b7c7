// One request as the routes see it: the caller, its transaction (running as `authenticated` or `anon` with the
// caller's claims, so RLS decides), the URL and the parsed body.

import { isUuid } from '../_shared/account/mod.ts';
import type { Sql, SqlRow } from '../_shared/sql.ts';
import type { Caller } from './caller.ts';
import { Failure, notFound } from './failure.ts';

/** Runs `fn` in a new transaction as the caller (claims, role and statement timeout set), as the request's is. */
export type AsCaller = <T>(fn: (tx: Sql) => Promise<T>) => Promise<T>;

export interface RequestContext {
  caller: Caller;
  /** The request's transaction, as the caller's database role. */
  tx: Sql;
  url: URL;
  /** The JSON body (null when there was none). */
  body: unknown;
  /** Aborts when the client goes away. */
  signal: AbortSignal;
  /** More transactions as the caller, for an answer written after the request's transaction ended (export). */
  asCaller: AsCaller;
}

/**
 * Each request transaction's `statement_timeout`. Every statement of the API is an index lookup of one caller's
 * rows, milliseconds even for the largest board the limits allow (a 2,000-card save); 5 s is far past that, so it
 * only stops a statement waiting on a lock or gone wrong, and it stays below Supabase's own 8 s for
 * `authenticated` and well inside an Edge Function's wall-clock limit, so the client gets an answer (504) instead
 * of a dropped connection while the pool's connection is freed.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;

/**
 * Runs a request's statements behind its set-up statement (claims, role, timeout), without waiting for it: on
 * postgres.js they go out on the same connection right after it, a round trip less; a failed set-up fails them.
 * Once the client has gone no statement starts. The running one is cancelled by the driver where it can be
 * (postgres.js); PGlite runs in this process and cannot be interrupted, so there the statement in flight finishes
 * and the request ends at the next one, its transaction rolled back.
 */
export async function afterSetUp<T>(
  tx: Sql,
  setUp: Promise<unknown>,
  signal: AbortSignal,
  fn: (tx: Sql) => Promise<T>,
): Promise<T> {
  setUp.catch(() => {});
  const result = await fn(async (text, params) => {
    signal.throwIfAborted();
    const [, rows] = await Promise.all([setUp, tx(text, params)]);
    return rows;
  });
  await setUp;
  return result;
}

/** The signed-in user's id, or 401 for an anonymous caller. */
export function userOf(ctx: RequestContext): string {
  if (ctx.caller.userId === null)
    throw new Failure(401, 'unauthorized', 'Sign in first: this call needs your session or a CLI token.');
  return ctx.caller.userId;
}

/** A path id: a uuid, else no row can have it (404 rather than a database error). */
export function idParam(value: string | undefined): string {
  if (value === undefined || !isUuid(value)) throw notFound();
  return value.toLowerCase();
}

/**
 * Ids as a Postgres array literal for `$n::text::uuid[]` (the same text on every driver). An `= any(...)` of it is
 * planned from its real length; a subquery over a JSON array is guessed at 100 rows, which turned a board read
 * into a hash join over every user's components.
 */
export function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!isUuid(id)) throw new Error(`data: not a uuid: ${JSON.stringify(id)}`);
  return `{${ids.join(',')}}`;
}

export async function one(tx: Sql, text: string, params: unknown[]): Promise<SqlRow | undefined> {
  return (await tx(text, params)).rows[0];
}

/**
 * Takes, until the transaction ends, the lock of one cap: `what` (a table) of `owner` (a team's id; null: the
 * caller). A capped insert counts, then inserts: two at once both counted the same rows and both went in, past the
 * cap (1,003 projects from a burst at 998 on PostgreSQL 15). Behind the lock the count, a later statement in READ
 * COMMITTED, reads every such insert committed before it.
 */
export async function lockCap(tx: Sql, what: string, owner: string | null): Promise<void> {
  await tx(
    'select pg_advisory_xact_lock(hashtext($1), hashtext(coalesce($2::text, (select auth.uid())::text)))',
    [what, owner],
  );
}

/** `set a = $n, b = $n+1 …` for the present members of a patch, columns named by the caller (never by the client). */
export function setList(
  columns: Record<string, unknown>,
  firstParam: number,
  casts: Record<string, string> = {},
): { sql: string; params: unknown[] } {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  return {
    sql: entries.map(([column], i) => `${column} = $${firstParam + i}${casts[column] ?? ''}`).join(', '),
    params: entries.map(([, value]) => value),
  };
}
