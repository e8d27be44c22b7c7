import type { IncomingMessage } from 'node:http';
import type { OutboxMail } from './outbox';
import { jsonReply, type Reply } from './reply';

export type FunctionSql = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** What a function gets, as a hosted Edge Function gets SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY. */
export interface FunctionContext {
  /** Runs as the database owner (like SUPABASE_DB_URL hosted); `sql.transaction(fn)` runs fn in one transaction. */
  sql: FunctionSql & { transaction<T>(fn: (tx: FunctionSql) => Promise<T>): Promise<T> };
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** Puts a mail in the stack's outbox (GET /_emulator/outbox), as the hosted functions would send it. */
  mail?: (mail: Omit<OutboxMail, 'created_at'>) => void;
}

export type FunctionHandler = (req: Request) => Promise<Response>;
export type FunctionFactory = (ctx: FunctionContext) => FunctionHandler;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** `/functions/v1/<name>/rest` -> the function's name and the path it sees (`/<name>/rest`), or null. */
export function functionPath(pathname: string): { name: string; path: string } | null {
  const match = /^\/functions\/v1\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return { name: decodeURIComponent(match[1]), path: `/${match[1]}${match[2] ?? ''}` };
  } catch {
    return null;
  }
}

export function toRequest(req: IncomingMessage, url: URL, body: Buffer, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1] as string);
  }
  // As a hosted project's edge does (supabase/functions/_shared/http.ts clientIp): CF-Connecting-IP is the address
  // of the connection this stack accepted, whatever the client sent in it; X-Forwarded-For gets it appended.
  const peer = req.socket.remoteAddress ?? 'unknown';
  headers.set('cf-connecting-ip', peer);
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${peer}` : peer);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  // A copy typed on ArrayBuffer: with the DOM's lib in a program (highlight.js's types pull it in), a Buffer is no BodyInit.
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: new Uint8Array(body) } : {}),
    ...(signal ? { signal } : {}),
  });
}

async function fromResponse(response: Response): Promise<Reply> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers, body: body.length > 0 ? body : null };
}

export class FunctionsHost {
  private readonly handlers = new Map<string, FunctionHandler>();

  constructor(
    factories: Record<string, FunctionFactory>,
    context: FunctionContext,
    private readonly log: (line: string) => void,
  ) {
    for (const [name, factory] of Object.entries(factories)) this.handlers.set(name, factory(context));
  }

  async dispatch(name: string, request: Request): Promise<Reply> {
    const handler = this.handlers.get(name);
    if (!handler) return jsonReply(404, { code: 'NOT_FOUND', message: `Function "${name}" not found` });
    try {
      return await fromResponse(await handler(request));
    } catch (error) {
      this.log(`function ${name} failed: ${(error as Error).message}`);
      return jsonReply(500, { code: 'FUNCTION_ERROR', message: `Function "${name}" failed` });
    }
  }
}
