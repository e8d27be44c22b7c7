// What the function is configured and driven with: tests pass their own database, clock and randomness.

import type { RandomBytes } from '../_shared/codes.ts';
import type { Sql } from '../_shared/sql.ts';
import type { VerifiedUser } from '../_shared/supabase-auth.ts';

export type { VerifiedUser } from '../_shared/supabase-auth.ts';

export interface RateLimits {
  /** POST /device/code per client IP per 10 minutes. */
  codesPerIpPer10Min: number;
  /** GET /device and POST /device/approve per signed-in user per minute (a wrong code counts). */
  lookupsPerUserPerMin: number;
  /** The same, per client IP per minute. */
  lookupsPerIpPerMin: number;
  /** Live (unrevoked, unexpired) CLI tokens one user holds: a new one past it is refused until one is revoked. */
  liveTokensPerUser: number;
}

export const DEFAULT_LIMITS: RateLimits = {
  codesPerIpPer10Min: 10,
  lookupsPerUserPerMin: 10,
  lookupsPerIpPerMin: 30,
  liveTokensPerUser: 100,
};

export interface DeviceAuthConfig {
  /** The web app's origin; `verification_uri` is `${webOrigin}/device`. */
  webOrigin: string;
  /** Origins allowed by CORS; defaults to `[webOrigin]`. */
  allowedOrigins?: readonly string[];
  ttlSeconds: number;
  intervalSeconds: number;
  limits?: Partial<RateLimits>;
}

export interface DeviceAuthDeps {
  sql: Sql;
  /** A Supabase access token -> its user when the session is live and the e-mail confirmed, else null. */
  verifyUser: (accessToken: string) => Promise<VerifiedUser | null>;
  now: () => Date;
  randomBytes: RandomBytes;
  config: DeviceAuthConfig;
}
