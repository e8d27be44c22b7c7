// HTTP plumbing every route shares: CORS, JSON answers, the bearer, the client address, request bodies.

import { NotUtf8, readTextUpTo } from './body.ts';

const ALLOWED_HEADERS =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, x-retry-count';

export function corsHeaders(
  origin: string | null,
  allowedOrigins: readonly string[],
): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && allowedOrigins.includes(origin)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Allow-Methods'] = 'GET, POST, DELETE, OPTIONS';
    headers['Access-Control-Max-Age'] = '600';
    // A 429's wait, for the web app to read (not a CORS-safelisted response header).
    headers['Access-Control-Expose-Headers'] = 'Retry-After';
  }
  return headers;
}

export function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...extra },
  });
}

export function empty(status: number, extra: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...extra } });
}

/** Errors answer `{ error, message }`; the device-token grant answers RFC 8628's `{ error }` (plus a description). */
export function failure(
  status: number,
  error: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return json(status, { error, message, ...extra });
}

export function bearer(req: Request): string | null {
  const value = req.headers.get('authorization');
  const match = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match?.[1] ?? null;
}

/**
 * The caller's address as the platform saw it: `CF-Connecting-IP`. A hosted project's API (Edge Functions
 * included) is reached through Cloudflare's edge ("API logs run through the Cloudflare edge servers", with
 * `cf-connecting-ip` among the request headers they keep: supabase.com/docs/guides/platform/logs), and Cloudflare
 * sets that header to the address of the connection it accepted, replacing any value a client sent
 * (developers.cloudflare.com/fundamentals/reference/http-headers/#cf-connecting-ip). `X-Forwarded-For` is no
 * good: Cloudflare appends to whatever the client sent, so its first entry is the client's choice, and after the
 * gateway's own hops its last entry is a proxy's address, the same for every caller. The local stack sets
 * `CF-Connecting-IP` to its socket's peer the same way (emulator/src/functions-host.ts). Null when there is none
 * (only a harness that is not the gateway sends none; per-IP limits then share one bucket or do not apply).
 */
export function clientIp(req: Request): string | null {
  let ip = req.headers.get('cf-connecting-ip')?.trim() ?? '';
  // An IPv4 client on a dual-stack socket reads ::ffff:a.b.c.d; show and count it as a.b.c.d.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) ip = mapped[1] as string;
  // Only something Postgres' inet accepts: v4 dotted quad or a v6 literal.
  return /^[0-9a-fA-F:.]{2,45}$/.test(ip) ? ip : null;
}

/** A request the caller must fix; the router answers it with its status (400 invalid_request unless said). */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly error = 'invalid_request',
  ) {
    super(message);
  }
}

/** device-auth's bodies are a name or a code (100 characters at most): 64 KB is far beyond any of them. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Postgres text refuses NUL, so a NUL anywhere in a request is the caller's mistake (400), never a 500. */
function refuseNul(text: string, what: string): void {
  if (text.includes('\u0000')) throw new BadRequest(`${what} must not contain NUL characters.`);
}

/** A path segment, percent-decoded; bad percent-encoding is the caller's mistake (400). */
export function pathSegment(raw: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new BadRequest('The path has invalid percent-encoding.');
  }
  refuseNul(decoded, 'The path');
  return decoded;
}

export async function readBody(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? '';
  // Never held whole past the limit, whatever Content-Length says or leaves out (a chunked body).
  const tooLarge = () =>
    new BadRequest('The request body is over the limit of 64 KB.', 413, 'payload_too_large');
  if (Number(req.headers.get('content-length') ?? 0) > BODY_LIMIT_BYTES) throw tooLarge();
  let text: string | null;
  try {
    text = await readTextUpTo(req, BODY_LIMIT_BYTES);
  } catch (error) {
    throw error instanceof NotUtf8 ? new BadRequest(error.message) : error;
  }
  if (text === null) throw tooLarge();
  if (type.includes('application/x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(text));
    for (const value of Object.values(form)) refuseNul(value, 'The body');
    return form;
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadRequest('The body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequest('The body must be a JSON object.');
  }
  // Every field the routes read is a top-level string or boolean; nested values are never stored.
  for (const value of Object.values(parsed)) if (typeof value === 'string') refuseNul(value, 'The body');
  return parsed as Record<string, unknown>;
}
