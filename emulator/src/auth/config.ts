import type { PGlite } from '@electric-sql/pglite';
import type { Outbox } from '../outbox';
import type { RateLimiter } from '../rate-limit';

/** Everything the auth routes need from the running stack. */
export interface AuthConfig {
  db: PGlite;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The stack's base URL, e.g. http://127.0.0.1:54321 (tokens' `iss` is `<apiUrl>/auth/v1`). */
  apiUrl: string;
  siteUrl: string;
  webOrigins: readonly string[];
  confirmEmail: boolean;
  now: () => number;
  refreshTokenReuseSeconds: number;
  limiter: RateLimiter;
  outbox: Outbox;
}

export const ACCESS_TOKEN_SECONDS = 3600;
/** How long a confirmation link works (Supabase config `otp_expiry`). */
export const LINK_SECONDS = 3600;
