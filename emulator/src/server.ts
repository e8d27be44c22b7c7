import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AuthConfig } from './auth/config';
import { AuthError, apiVersionOf, errorReply } from './auth/errors';
import { bearerToken, parseJsonObject } from './auth/request';
import { handleAuth } from './auth/router';
import { corsHeaders, preflightHeaders } from './cors';
import { type FunctionsHost, functionPath, toRequest } from './functions-host';
import { handleRealtimeUpgrade, REALTIME_PATH, type RealtimeConfig } from './realtime/channels';
import { refuseUpgrade } from './realtime/websocket';
import { emptyReply, jsonReply, type Reply } from './reply';
import { storedEncryptedShares } from './stored-shares';

const AUTH_BODY_LIMIT = 1024 * 1024;
const FUNCTION_BODY_LIMIT = 16 * 1024 * 1024;

export interface Stack {
  auth: AuthConfig;
  functions: FunctionsHost;
  log: (line: string) => void;
  /** Host names (lower case, IPv6 in brackets) this stack answers to, whatever the port. */
  allowedHosts: ReadonlySet<string>;
  realtime: RealtimeConfig;
}

/** The loopback names a browser on this machine uses; DNS cannot point them anywhere else. */
export const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'] as const;

/** The `Host` header's name part (lower case, IPv6 in brackets), or null when it is missing or not a host. */
export function hostName(header: string | undefined): string | null {
  // Only `name[:port]`: no user info, path, query, fragment or spaces that URL parsing would drop.
  if (!header || /[\s/\\?#@]/.test(header)) return null;
  try {
    return new URL(`http://${header}`).hostname;
  } catch {
    return null;
  }
}

function sameSecret(given: string | null | undefined, secret: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** The outbox holds sign-in links: only a caller with the service role key (apikey or bearer) reads or clears it. */
function hasServiceKey(req: IncomingMessage, auth: AuthConfig): boolean {
  const apikey = Array.isArray(req.headers.apikey) ? req.headers.apikey[0] : req.headers.apikey;
  return sameSecret(apikey, auth.serviceRoleKey) || sameSecret(bearerToken(req.headers), auth.serviceRoleKey);
}

function apiVersionOfRequest(req: IncomingMessage): string | null {
  const header = req.headers['x-supabase-api-version'];
  return apiVersionOf(Array.isArray(header) ? header[0] : header);
}

class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is over the limit of ${limit / (1024 * 1024)} MB.`);
  }
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyTooLarge(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

async function route(req: IncomingMessage, url: URL, stack: Stack, gone: AbortSignal): Promise<Reply> {
  const method = req.method ?? 'GET';
  const origin = req.headers.origin;
  if (method === 'OPTIONS') return emptyReply(204, preflightHeaders(origin, stack.auth.webOrigins));

  if (url.pathname === '/auth/v1' || url.pathname.startsWith('/auth/v1/')) {
    let body: Promise<Record<string, unknown>> | null = null;
    return handleAuth(
      {
        method,
        path: url.pathname.slice('/auth/v1'.length) || '/',
        pathParams: [],
        query: url.searchParams,
        headers: req.headers,
        ip: req.socket.remoteAddress ?? 'unknown',
        json: () => {
          body ??= readBody(req, AUTH_BODY_LIMIT).then((buffer) => parseJsonObject(buffer.toString('utf8')));
          return body;
        },
      },
      stack.auth,
    );
  }

  const target = functionPath(url.pathname);
  if (target) {
    const body = await readBody(req, FUNCTION_BODY_LIMIT);
    const functionUrl = new URL(`${target.path}${url.search}`, stack.auth.apiUrl);
    return stack.functions.dispatch(target.name, toRequest(req, functionUrl, body, gone));
  }

  if (url.pathname === '/_emulator/outbox') {
    if (!hasServiceKey(req, stack.auth)) {
      return errorReply(
        new AuthError(401, 'no_authorization', 'The outbox requires the service_role key'),
        apiVersionOfRequest(req),
      );
    }
    if (method === 'GET') return jsonReply(200, stack.auth.outbox.list());
    if (method === 'DELETE') {
      stack.auth.outbox.clear();
      return emptyReply(204);
    }
    return jsonReply(405, { message: 'Method not allowed' }, { allow: 'GET, DELETE' });
  }

  if (url.pathname === '/_emulator/encrypted-shares') {
    if (!hasServiceKey(req, stack.auth))
      return errorReply(
        new AuthError(401, 'no_authorization', 'The stored shares require the service_role key'),
        apiVersionOfRequest(req),
      );
    if (method !== 'GET') return jsonReply(405, { message: 'Method not allowed' }, { allow: 'GET' });
    return jsonReply(200, await storedEncryptedShares(stack.auth.db));
  }

  if (url.pathname === '/' && method === 'GET') {
    return jsonReply(200, {
      name: 'Dev Toolbox local stack',
      auth: `${stack.auth.apiUrl}/auth/v1`,
      functions: `${stack.auth.apiUrl}/functions/v1`,
    });
  }
  return jsonReply(404, { message: 'no Route matched with those values' });
}

function write(res: ServerResponse, reply: Reply, extra: Record<string, string>): void {
  const headers: Record<string, string> = { ...reply.headers };
  for (const [name, value] of Object.entries(extra)) headers[name] ??= value;
  if (reply.body !== null) headers['content-length'] = String(Buffer.byteLength(reply.body));
  res.writeHead(reply.status, headers);
  res.end(reply.body ?? undefined);
}

/** The node:http request listener: one reply per request, one log line (method, path, status, ms). */
export function createListener(ready: Promise<Stack>, onError: (line: string) => void) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    // A client that goes away aborts its function's Request, as the edge runtime does: the data function then
    // starts no further statement and rolls back.
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    void (async () => {
      let path = '?';
      let reply: Reply;
      let log = onError;
      let origins: readonly string[] = [];
      try {
        const stack = await ready;
        log = stack.log;
        const url = new URL(req.url ?? '/', 'http://stack.invalid');
        path = url.pathname;
        const host = hostName(req.headers.host);
        if (host === null || !stack.allowedHosts.has(host)) {
          // DNS rebinding: a page whose name now points here must not read anything, so no CORS either.
          reply = errorReply(
            new AuthError(
              421,
              'host_not_allowed',
              'This local stack only answers requests for its own host names',
            ),
            apiVersionOfRequest(req),
          );
        } else {
          origins = stack.auth.webOrigins;
          reply = await route(req, url, stack, gone.signal);
        }
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          // The limit named, in the data function's shape (its own, smaller limit answers the same way).
          // The rest of the body is never read, so this connection cannot carry another request: say so, or a
          // client reusing it (undici's keep-alive pool) has its next request reset.
          reply = jsonReply(
            413,
            { code: 413, error_code: 'payload_too_large', msg: error.message },
            { connection: 'close' },
          );
        } else if (error instanceof AuthError) {
          reply = jsonReply(error.status, { code: error.code, message: error.message });
        } else {
          log(`internal error on ${req.method} ${path}: ${(error as Error).message}`);
          reply = jsonReply(500, {
            code: 'unexpected_failure',
            message: 'Unexpected failure, please check server logs for more information',
          });
        }
      }
      if (!res.headersSent) write(res, reply, corsHeaders(req.headers.origin, origins));
      // Only the path: query strings can carry link tokens, and headers and bodies carry keys and passwords.
      log(`${req.method} ${path} ${reply.status} ${Math.round(performance.now() - started)}ms`);
    })();
  };
}

/**
 * The node:http `clientError` listener: a request Node could not parse (its request line and headers over Node's
 * 16 KB, say a query string of 10,000 parameters, or no HTTP at all) answers as every other refusal does, one JSON
 * line, instead of Node's bare status line.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, reason, errorCode, msg] = tooLarge
    ? [
        431,
        'Request Header Fields Too Large',
        'request_header_fields_too_large',
        'The request line and headers are over the limit of 16 KB: send long input in the body.',
      ]
    : [400, 'Bad Request', 'bad_request', 'The request is not valid HTTP/1.1.'];
  const body = JSON.stringify({ code: status, error_code: errorCode, msg });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** The node:http `upgrade` listener: Realtime's websocket on its own host names, nothing else. */
export function createUpgradeListener(ready: Promise<Stack>) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    void ready.then(
      (stack) => {
        const url = new URL(req.url ?? '/', 'http://stack.invalid');
        const host = hostName(req.headers.host);
        if (host === null || !stack.allowedHosts.has(host))
          return refuseUpgrade(socket, 421, {
            error: 'This local stack only answers requests for its own host names',
          });
        if (url.pathname !== REALTIME_PATH)
          return refuseUpgrade(socket, 404, { error: 'no Route matched with those values' });
        stack.log(`GET ${url.pathname} 101`);
        handleRealtimeUpgrade(req, socket, head, url, stack.realtime);
      },
      () => socket.destroy(),
    );
  };
}
