// The Sql port (with transactions) on postgres.js, the hosted driver: the Edge entry and the tests against a
// real PostgreSQL server both use this adapter.

import type { Sql, TransactionalSql, TransactionOptions } from '../_shared/sql.ts';

type Query = PromiseLike<Iterable<Record<string, unknown>>> & { cancel(): void; execute(): Query };
type Unsafe = (text: string, params?: never[]) => Query;

/** The members of a postgres.js client this adapter uses. */
export interface PostgresClient {
  unsafe: Unsafe;
  reserve(): Promise<{ unsafe: Unsafe; release(): void }>;
}

/**
 * Statements on a client; once `signal` aborts, the running one is cancelled (postgres.js sends the server a
 * cancel request for its backend, the statement fails with 57014 and the transaction rolls back) and no more start.
 */
function sqlOn(client: { unsafe: Unsafe }, signal?: AbortSignal, cancels: Promise<unknown>[] = []): Sql {
  return async (text, params = []) => {
    signal?.throwIfAborted();
    const query = client.unsafe(text, params as never[]);
    // postgres.js's cancel() resolves once the cancel request is sent (it returns a Promise, typed void).
    const cancel = () => {
      cancels.push(Promise.resolve(query.cancel() as unknown));
    };
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
    /**
     * BEGIN goes out with the transaction's first statements instead of a round trip of its own (postgres.js's
     * begin() waits for it): a connection of our own, BEGIN sent unawaited, statements queued behind it in order.
     */
    async transaction<T>(fn: (tx: Sql) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      const connection = await client.reserve();
      const cancels: Promise<unknown>[] = [];
      try {
        const begun = Promise.resolve(connection.unsafe('begin').execute());
        begun.catch(() => {});
        try {
          const result = await fn(sqlOn(connection, options.signal, cancels));
          await begun;
          await connection.unsafe('commit');
          return result;
        } catch (error) {
          // A cancel still on its way could otherwise reach the next request's statement on this connection; one
          // that arrives while the server waits for a command is ignored.
          await Promise.allSettled(cancels);
          await Promise.resolve(connection.unsafe('rollback')).catch(() => {});
          // A statement after a failed BEGIN fails for that reason; BEGIN's own error says more.
          await begun;
          throw error;
        }
      } finally {
        await Promise.allSettled(cancels);
        connection.release();
      }
    },
  });
}
