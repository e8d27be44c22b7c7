// The waits a data API asked for with `Retry-After` on a 429 or a 503 (RFC 9110 10.2.3): until one ends, the web
// sends nothing more to that endpoint (data-fetch.ts answers for it), and when it ends a queued edit is sent
// (account-session.ts). The data function sends it on its rate limit (exposed by CORS); hosted Supabase's gateway
// and a proxy in front may send it too.
import { retryAfterSeconds } from '@toolbox/core/account';

/** The longest wait honoured: a larger (or hostile) value waits this long, then the next action tries again. */
export const MAX_WAIT_MS = 60 * 60 * 1000;

/**
 * `Retry-After`'s wait in milliseconds from `now`, as core reads the header (retryAfterSeconds), capped at
 * MAX_WAIT_MS; undefined when absent or unreadable (a date already past waits 0).
 */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  const seconds = retryAfterSeconds(value, now);
  return seconds === undefined ? undefined : Math.min(seconds * 1000, MAX_WAIT_MS);
}

/** The endpoint a URL belongs to: a Supabase function (`…/functions/v1/data`), else the URL's origin. */
export function endpointOf(url: string): string {
  const parsed = new URL(url);
  const fn = /^\/functions\/v1\/[^/]+/.exec(parsed.pathname);
  return parsed.origin + (fn?.[0] ?? '');
}

export class ServerWaits {
  readonly now: () => number;
  #until = new Map<string, number>();
  #asked = new Map<string, number>();
  #timers = new Map<string, ReturnType<typeof setTimeout>>();
  #listeners = new Set<() => void>();
  #ended = new Set<() => void>();

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** Milliseconds left of `endpoint`'s wait (0: none). */
  left(endpoint: string): number {
    return Math.max((this.#until.get(endpoint) ?? 0) - this.now(), 0);
  }

  /** The longest wait running, as the server asked it, in whole seconds (0: none); changes only when told. */
  readonly asked = (): number => Math.max(0, ...this.#asked.values());

  /** Starts (or moves) `endpoint`'s wait of `ms`; it ends by itself. */
  wait(endpoint: string, ms: number) {
    clearTimeout(this.#timers.get(endpoint));
    if (ms <= 0) {
      this.#end(endpoint);
      return;
    }
    this.#until.set(endpoint, this.now() + ms);
    this.#asked.set(endpoint, Math.ceil(ms / 1000));
    this.#timers.set(
      endpoint,
      setTimeout(() => this.#end(endpoint), ms),
    );
    this.#tell();
  }

  /** Told when a wait starts or ends (what a page shows). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Told when a wait has ended: what was held back may go now. */
  onEnd(listener: () => void): () => void {
    this.#ended.add(listener);
    return () => this.#ended.delete(listener);
  }

  #end(endpoint: string) {
    this.#timers.delete(endpoint);
    const had = this.#until.delete(endpoint);
    this.#asked.delete(endpoint);
    if (!had) return;
    this.#tell();
    for (const listener of [...this.#ended]) listener();
  }

  #tell() {
    for (const listener of [...this.#listeners]) listener();
  }
}

/** The app's one record of them: every data client of the page shares it. */
export const serverWaits = new ServerWaits();
