// The Sql port (with transactions) on postgres.js, the hosted driver: the Edge entry and the tests against a
// real PostgreSQL server both use this adapter.

import type { Sql, TransactionalSql, TransactionOptions } from '../_shared/sql.ts';

type Query = PromiseLike<Iterable<Record<string, unknown>>> & { cancel(): void };
type Unsafe = (text: string, params?: never[]) => Query;

/** The members of a postgres.js client this adapter uses. */
export interface PostgresClient {
  unsafe: Unsafe;
  begin(fn: (tx: { unsafe: Unsafe }) => Promise<void>): PromiseLike<unknown>;
}

/**
 * Statements on a client; once `signal` aborts, the running one is cancelled (postgres.js sends the server a
 * cancel request for its backend, the statement fails with 57014 and the transaction rolls back) and no more start.
 */
function sqlOn(client: { unsafe: Unsafe }, signal?: AbortSignal): Sql {
  return async (text, params = []) => {
    signal?.throwIfAborted();
    const query = client.unsafe(text, params as never[]);
    const cancel = () => query.cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    try {
      return { rows: [...(await query)] };
    } finally {
      signal?.removeEventListener('abort', cancel);
    }
  };
}

export function postgresSql(client: PostgresClient): TransactionalSql {
  return Object.assign(sqlOn(client), {
    async transaction<T>(fn: (tx: Sql) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      // The value is handed out only after begin() has committed.
      const results: T[] = [];
      await client.begin(async (tx) => {
        results.push(await fn(sqlOn(tx, options.signal)));
      });
      for (const value of results) return value;
      throw new Error('data: the transaction ended without a result');
    },
  });
}
