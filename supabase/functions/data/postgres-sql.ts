// The Sql port (with transactions) on postgres.js, the hosted driver: the Edge entry and the tests against a
// real PostgreSQL server both use this adapter.

import type { Sql, TransactionalSql } from '../_shared/sql.ts';

type Unsafe = (text: string, params?: never[]) => PromiseLike<Iterable<Record<string, unknown>>>;

/** The members of a postgres.js client this adapter uses. */
export interface PostgresClient {
  unsafe: Unsafe;
  begin(fn: (tx: { unsafe: Unsafe }) => Promise<void>): PromiseLike<unknown>;
}

function sqlOn(client: { unsafe: Unsafe }): Sql {
  return async (text, params = []) => ({ rows: [...(await client.unsafe(text, params as never[]))] });
}

export function postgresSql(client: PostgresClient): TransactionalSql {
  return Object.assign(sqlOn(client), {
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      // The value is handed out only after begin() has committed.
      const results: T[] = [];
      await client.begin(async (tx) => {
        results.push(await fn(sqlOn(tx)));
      });
      for (const value of results) return value;
      throw new Error('data: the transaction ended without a result');
    },
  });
}
