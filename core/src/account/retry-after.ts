// A server's "come back later" (429 Too Many Requests, 503 Service Unavailable) with its Retry-After (RFC 9110
// 10.2.3): the one reading of it the CLI and the web share.

/** The statuses whose Retry-After is honoured. */
export const RETRY_AFTER_STATUSES: readonly number[] = [429, 503];

/** IMF-fixdate, RFC 850's and asctime()'s forms: a day name, then the day or (asctime) the month. */
const HTTP_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*(, ?\d| [A-Z][a-z]{2} )/;

/**
 * The whole seconds a Retry-After value asks for, from `now` (ms since the epoch): delay-seconds (digits only) or an
 * HTTP-date (0 when it has passed); undefined for anything else (a negative number, a fraction, words), which asks
 * for nothing.
 */
export function retryAfterSeconds(value: string | null, now: number): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Math.min(Number(text), Number.MAX_SAFE_INTEGER);
  if (!HTTP_DATE.test(text)) return undefined;
  // asctime() names no zone; HTTP dates are all GMT, and Date.parse would read it as local time.
  const at = Date.parse(/GMT$/.test(text) ? text : `${text} GMT`);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : undefined;
}
