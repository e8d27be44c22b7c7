export interface RateLimits {
  tokenPer5Min: number;
  signupPer5Min: number;
  verifyPer5Min: number;
  /** `POST /recover` per client IP. */
  recoverPer5Min: number;
  /** Seconds between two mails to one address (GoTrue's SMTP `max_frequency`, hosted default 60). */
  emailFrequencySeconds: number;
}

/** AUTH.md §6, from GoTrue's `apilimiter.go` and the Supabase CLI's `[auth.rate_limit]`. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  tokenPer5Min: 150,
  signupPer5Min: 30,
  verifyPer5Min: 30,
  recoverPer5Min: 30,
  emailFrequencySeconds: 60,
};

export type RateBucket = 'token' | 'signup' | 'verify' | 'recover';

const WINDOW_MS = 5 * 60 * 1000;

const LIMIT_OF: Record<RateBucket, keyof RateLimits> = {
  token: 'tokenPer5Min',
  signup: 'signupPer5Min',
  verify: 'verifyPer5Min',
  recover: 'recoverPer5Min',
};

/** Fixed five-minute windows per bucket and client IP. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly lastMail = new Map<string, number>();

  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number,
  ) {}

  /** Counts one request; false once the bucket is over its limit for this window. */
  take(bucket: RateBucket, ip: string): boolean {
    const key = `${bucket}\u0000${ip}`;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      this.forgetOld(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.limits[LIMIT_OF[bucket]];
  }

  /**
   * Records a mail to `address` and answers 0, or the seconds to wait when the last one went out less than
   * `emailFrequencySeconds` ago. Counted per address whether or not an account has it, so the wait never tells.
   */
  mailWait(address: string): number {
    const now = this.now();
    const spacing = this.limits.emailFrequencySeconds * 1000;
    const last = this.lastMail.get(address);
    if (last !== undefined && now - last < spacing) return Math.ceil((spacing - (now - last)) / 1000);
    if (this.lastMail.size > 10_000) {
      for (const [key, at] of this.lastMail) if (now - at >= spacing) this.lastMail.delete(key);
    }
    this.lastMail.set(address, now);
    return 0;
  }

  private forgetOld(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= WINDOW_MS) this.windows.delete(key);
    }
  }
}
