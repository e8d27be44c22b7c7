// What the data function is driven with: tests pass their own database, clock and identity check.

import type { TransactionalSql } from '../_shared/sql.ts';
import type { VerifiedUser } from '../_shared/supabase-auth.ts';

export interface DataConfig {
  /** Origins allowed by CORS (the web app's). */
  allowedOrigins: readonly string[];
  /** Requests per minute per caller; default the limits table's requestsPerMinute. */
  requestsPerMinute?: number;
  /** How long a verified Supabase access token is trusted without asking the Auth server again (ms, default 30 s). */
  sessionCacheMs?: number;
  /** Each request transaction's statement_timeout (ms, default STATEMENT_TIMEOUT_MS in context.ts). */
  statementTimeoutMs?: number;
}

/** A team invitation's e-mail: the accept link and the code `toolbox team join` takes. */
export interface TeamMail {
  to: string;
  subject: string;
  link: string;
  code: string;
}

export interface DataDeps {
  sql: TransactionalSql;
  /** A Supabase access token -> its user when the session is live and the e-mail confirmed, else null. */
  verifyUser: (accessToken: string) => Promise<VerifiedUser | null>;
  now: () => Date;
  config: DataConfig;
  /** Sends a team invitation (the local stack's outbox); without it the inviter passes on the link or code. */
  sendMail?: (mail: TeamMail) => Promise<void>;
}
