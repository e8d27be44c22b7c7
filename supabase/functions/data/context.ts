// One request as the routes see it: the caller, its transaction (running as `authenticated` or `anon` with the
// caller's claims, so RLS decides), the URL and the parsed body.

import { isUuid } from '../_shared/account/mod.ts';
import type { Sql, SqlRow } from '../_shared/sql.ts';
import type { Caller } from './caller.ts';
import { Failure, notFound } from './failure.ts';

export interface RequestContext {
  caller: Caller;
  /** The request's transaction, as the caller's database role. */
  tx: Sql;
  url: URL;
  /** The JSON body (null when there was none). */
  body: unknown;
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

export async function one(tx: Sql, text: string, params: unknown[]): Promise<SqlRow | undefined> {
  return (await tx(text, params)).rows[0];
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
