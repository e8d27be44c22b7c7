// The database as the function sees it, and reading its values back.

export type SqlRow = Record<string, unknown>;
/** Parameterised SQL ($1, $2…) against the project's Postgres as the function's (owner) role. */
export type Sql = (text: string, params?: unknown[]) => Promise<{ rows: SqlRow[] }>;

export interface TransactionOptions {
  signal?: AbortSignal;
}

/**
 * The Sql port with transactions: `transaction(fn)` runs `fn` on one connection between BEGIN and COMMIT, and
 * rolls back when it throws. The data function runs each request in one (claims and role set locally).
 */
export interface TransactionalSql extends Sql {
  /** `signal`: when it aborts, the statement running is cancelled (where the driver can) and no other starts. */
  transaction<T>(fn: (tx: Sql) => Promise<T>, options?: TransactionOptions): Promise<T>;
}

export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function iso(value: unknown): string | null {
  return value === null || value === undefined ? null : toDate(value).toISOString();
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
