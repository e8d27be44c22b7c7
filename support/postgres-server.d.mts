export interface PostgresServer {
  /** Superuser URL, database `postgres`. */
  url: string;
  port: number;
  /** The folder holding the server's binaries (initdb, pg_ctl, and the client's psql and pg_dump). */
  bin: string;
  stop(): void;
}

export function startPostgres(): Promise<PostgresServer | { skipped: string }>;
