// Requests per minute per caller (a user, or an address for anonymous callers and refused tokens): fixed one-minute windows,
// kept in this instance's memory (a hosted function may run several instances; each counts its own).

export class RequestBudget {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Counts one request; false once the caller is over the budget for this minute. */
  take(key: string): boolean {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.forgetOld(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.perMinute;
  }

  /** Whether the key has used this minute's budget up already (counts nothing). */
  exhausted(key: string): boolean {
    const window = this.windows.get(key);
    return window !== undefined && this.now() - window.start < 60_000 && window.count >= this.perMinute;
  }

  /** Whole seconds until the key's minute is over (1 to 60): the 429's Retry-After. */
  secondsLeft(key: string): number {
    const window = this.windows.get(key);
    const left = window ? window.start + 60_000 - this.now() : 0;
    return Math.min(60, Math.max(1, Math.ceil(left / 1000)));
  }

  private forgetOld(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= 60_000) this.windows.delete(key);
  }
}
