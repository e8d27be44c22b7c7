import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import type { AuthConfig } from './auth/config';
import { allowedOrigins, DEFAULT_WEB_ORIGINS } from './cors';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_MIGRATIONS_DIR,
  dataPaths,
  lockDataDir,
  makePrivate,
  resolveJwtSecret,
  writeStackFile,
} from './data-dir';
import { bootstrap, migrate, openDatabase } from './database';
import { errorText } from './error-text';
import {
  type FunctionContext,
  type FunctionFactory,
  type FunctionSql,
  FunctionsHost,
} from './functions-host';
import { makeApiKey } from './jwt';
import { Outbox } from './outbox';
import { DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from './rate-limit';
import { ChangeFeed, ensurePublication } from './realtime/change-feed';
import {
  answerClientError,
  createListener,
  createUpgradeListener,
  hostName,
  LOOPBACK_HOSTS,
  type Stack,
} from './server';

export { DataDirInUseError } from './data-dir';
export { deviceAuthFunctionPolledEvery } from './device-auth-host';
export { defaultFunctions, loadDefaultFunctions } from './functions';
export type { Claims } from './jwt';
export { verifyAccessToken } from './jwt';
export type { OutboxMail } from './outbox';
export type { FunctionContext, FunctionFactory };

export interface EmulatorOptions {
  /** Default 54321; 0 picks any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default `<repo>/.data`; `':memory:'` keeps nothing on disk. */
  dataDir?: string;
  jwtSecret?: string;
  confirmEmail?: boolean;
  /** The web app's origin (GoTrue's SITE_URL), default http://localhost:5173. */
  siteUrl?: string;
  /** CORS allow-list. */
  webOrigins?: string[];
  /**
   * Host names served besides the loopback names, the bind host and the site URL's host (any port). Every other
   * `Host` header gets 421, so a DNS-rebinding page cannot talk to the stack.
   */
  allowedHosts?: string[];
  functions?: Record<string, FunctionFactory>;
  rateLimits?: Partial<RateLimits>;
  log?: (line: string) => void;
  /** Clock in milliseconds, for tests (token times, refresh reuse window, rate-limit windows, link expiry). */
  now?: () => number;
  /** Seconds a rotated refresh token may still be swapped (default 10, as the Supabase CLI sets it). */
  refreshTokenReuseSeconds?: number;
  /** Default `<repo>/supabase/migrations`. */
  migrationsDir?: string;
  /**
   * An in-memory stack's database starts from this PGlite data directory (`dumpDataDir`) instead of an empty
   * one; bootstrap and migrations still run on it. Tests hand in one cluster made once (core's
   * testing/initdb-image.ts): initdb takes seconds of CPU. Ignored with a data directory on disk.
   */
  initialData?: Blob;
}

export interface RunningEmulator {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  db: PGlite;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
  ) {
    super(`Port ${port} on ${host} is already in use (is another local stack running?)`);
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Starts the local stack: binds the port first (fails fast), then opens PGlite, bootstraps and migrates. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const now = options.now ?? Date.now;
  const paths = dataPaths(options.dataDir ?? DEFAULT_DATA_DIR);
  const jwtSecret = resolveJwtSecret(options.jwtSecret, paths);
  const anonKey = makeApiKey('anon', jwtSecret);
  const serviceRoleKey = makeApiKey('service_role', jwtSecret);

  let resolveStack: (stack: Stack) => void = () => {};
  let rejectStack: (error: Error) => void = () => {};
  const ready = new Promise<Stack>((resolve, reject) => {
    resolveStack = resolve;
    rejectStack = reject;
  });
  ready.catch(() => {});
  const server = createServer(createListener(ready, log));
  server.on('clientError', answerClientError);
  // Upgraded sockets are no longer the HTTP server's to close: close() ends them.
  const upgraded = new Set<Duplex>();
  const upgrade = createUpgradeListener(ready);
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    upgrade(req, socket, head);
  });
  const port = await listen(server, options.port ?? 54321, host);
  const url = `http://${urlHost(host)}:${port}`;

  let db: PGlite | null = null;
  let unlock = () => {};
  try {
    if (paths) unlock = lockDataDir(paths);
    let step = 'open the database';
    try {
      db = await openDatabase(paths?.pgdata ?? null, options.initialData);
      step = 'set up the database';
      await bootstrap(db);
      await ensurePublication(db);
      step = 'apply the migrations';
      await migrate(db, options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
    } catch (error) {
      if (error instanceof Error && error.message) throw error;
      // PGlite's file errors carry no message: say what was being done, where, and the errno's meaning.
      const where = paths ? ` in ${paths.pgdata}` : ' in memory';
      throw new Error(`Could not ${step}${where}: ${errorText(error)}`, { cause: error });
    }
    if (paths) makePrivate(paths);
  } catch (error) {
    rejectStack(error as Error);
    await closeServer(server);
    await (db as PGlite | null)?.close().catch(() => {});
    unlock();
    throw error;
  }
  const database = db as PGlite;

  const siteUrl = options.siteUrl ?? 'http://localhost:5173';
  const auth: AuthConfig = {
    db: database,
    jwtSecret,
    anonKey,
    serviceRoleKey,
    apiUrl: url,
    siteUrl,
    webOrigins: allowedOrigins(siteUrl, options.webOrigins ?? DEFAULT_WEB_ORIGINS),
    confirmEmail: options.confirmEmail ?? false,
    now,
    refreshTokenReuseSeconds: options.refreshTokenReuseSeconds ?? 10,
    limiter: new RateLimiter({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits }, now),
    outbox: new Outbox(),
  };
  const context: FunctionContext = {
    sql: Object.assign(
      async (text: string, params?: unknown[]) => ({
        rows: (await database.query<Record<string, unknown>>(text, params)).rows,
      }),
      {
        transaction: <T>(fn: (tx: FunctionSql) => Promise<T>) =>
          database.transaction((tx) =>
            fn(async (text, params) => ({
              rows: (await tx.query<Record<string, unknown>>(text, params)).rows,
            })),
          ),
      },
    ),
    supabaseUrl: url,
    anonKey,
    serviceRoleKey,
    siteUrl,
    mail: (mail) => auth.outbox.add({ ...mail, created_at: new Date(now()).toISOString() }),
  };
  let functions: FunctionsHost;
  const feed = new ChangeFeed(database, log);
  try {
    functions = new FunctionsHost(options.functions ?? {}, context, log);
    await feed.start();
  } catch (error) {
    rejectStack(error as Error);
    await closeServer(server);
    await database.close();
    unlock();
    throw error;
  }
  const allowedHosts = new Set<string>(LOOPBACK_HOSTS);
  for (const name of [urlHost(host), new URL(siteUrl).host, ...(options.allowedHosts ?? [])]) {
    const parsed = hostName(name);
    if (parsed) allowedHosts.add(parsed);
  }
  resolveStack({ auth, functions, log, allowedHosts, realtime: { jwtSecret, feed, now } });
  if (paths) {
    writeStackFile(paths, url, anonKey);
    makePrivate(paths);
  }

  let closing: Promise<void> | null = null;
  return {
    url,
    anonKey,
    serviceRoleKey,
    jwtSecret,
    db: database,
    close() {
      closing ??= (async () => {
        for (const socket of upgraded) socket.destroy();
        await closeServer(server);
        await feed.stop();
        await database.close();
        // PGlite may have added files since start (WAL, relations); they are the user's alone too.
        if (paths) makePrivate(paths);
        unlock();
      })();
      return closing;
    },
  };
}
