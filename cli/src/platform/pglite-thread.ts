/**
 * PGlite in a worker thread (pglite-worker.mjs) with a time limit on every statement: PGlite runs Postgres on the
 * thread that calls it, where statement_timeout never fires (its timer signal needs the thread back), so a
 * migration's `do $$ begin loop end loop; end $$` would hang `check rls`, `schema diff` and `check pr`. Here the
 * thread is ended when a statement outlives its limit, and the statement fails with StatementTimeout, which the
 * callers report at its file and line as they report any statement Postgres refuses.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { extensionModules, ONE_COMMAND_SETTINGS, type PGliteLike } from './pglite';
import { baselineWasmOnly } from './v8-flags';

type Env = Readonly<Record<string, string | undefined>>;

/** A statement's limit unless TOOLBOX_STATEMENT_TIMEOUT (seconds) says otherwise. */
const DEFAULT_LIMIT_S = 30;

/** Seconds each statement may run: TOOLBOX_STATEMENT_TIMEOUT when it is a positive number, else 30. */
export function statementLimit(env: Env): number {
  const given = Number(env.TOOLBOX_STATEMENT_TIMEOUT);
  return Number.isFinite(given) && given > 0 ? given : DEFAULT_LIMIT_S;
}

/** A statement stopped at its time limit; `message` is the one line the migration's finding shows. */
class StatementTimeout extends Error {
  constructor(seconds: number) {
    super(
      `the statement ran longer than ${seconds} s and was stopped (a loop that never ends?); TOOLBOX_STATEMENT_TIMEOUT sets the limit in seconds`,
    );
  }
}

/** dist/pglite-worker.mjs beside the bundle (or its chunks' folder), or the source file when run from src/. */
function workerFile(): URL {
  const candidates = [
    new URL('./pglite-worker.mjs', import.meta.url),
    new URL('../pglite-worker.mjs', import.meta.url),
  ];
  return candidates.find((url) => existsSync(fileURLToPath(url))) ?? (candidates[0] as URL);
}

interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string; position?: string | number };
}

export interface ThreadedPGlite extends PGliteLike {
  /** exec with another limit (seconds): the first run's setup of the project's database. */
  execWithin(sql: string, seconds: number): Promise<{ rows: unknown[] }[]>;
}

/**
 * A PGlite with the extensions `names` lists, started from `image` (a data directory's tar) when given, in a thread
 * of its own; each exec or query fails with StatementTimeout after `seconds`, and the thread is ended.
 * @public used through a dynamic import or a module object, which knip does not follow
 */
export async function openPGliteThread(
  names: readonly string[],
  image: Uint8Array | undefined,
  seconds: number,
): Promise<ThreadedPGlite> {
  baselineWasmOnly();
  const buffer = image
    ? image.byteOffset === 0 && image.byteLength === image.buffer.byteLength
      ? (image.buffer as ArrayBuffer)
      : (image.slice().buffer as ArrayBuffer)
    : undefined;
  const worker = new Worker(workerFile(), {
    workerData: { extensions: extensionModules(names), image: buffer, settings: ONE_COMMAND_SETTINGS },
    transferList: buffer ? [buffer] : [],
  });
  const pending = new Map<number, { done: (value: unknown) => void; fail: (error: unknown) => void }>();
  let ended: Error | undefined;
  let next = 1;
  const end = (error: Error) => {
    ended ??= error;
    for (const waiting of pending.values()) waiting.fail(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.error) waiting.fail(Object.assign(new Error(reply.error.message), reply.error));
    else waiting.done(reply.result);
  });
  worker.on('error', (error) => end(error));
  worker.on('exit', () => end(new Error('the database thread ended')));

  const call = (op: string, sql: string | undefined, limit: number | undefined) =>
    new Promise<unknown>((done, fail) => {
      if (ended) return fail(ended);
      const id = next++;
      const timer =
        limit === undefined
          ? undefined
          : setTimeout(() => {
              const error = new StatementTimeout(limit);
              end(error);
              void worker.terminate();
            }, limit * 1_000);
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          then(value);
        };
      pending.set(id, { done: settle(done), fail: settle(fail) });
      worker.postMessage({ id, op, sql });
    });

  // The thread says "ready" (id 0) once PGlite has started: a start that fails rejects here.
  await new Promise<void>((done, fail) => {
    pending.set(0, { done: () => done(), fail });
  });
  return {
    exec: (sql) => call('exec', sql, seconds) as Promise<{ rows: unknown[] }[]>,
    execWithin: (sql, limit) => call('exec', sql, limit) as Promise<{ rows: unknown[] }[]>,
    query: <T>(sql: string) => call('query', sql, seconds) as Promise<{ rows: T[] }>,
    dumpDataDir: async () => new Blob([(await call('dump', undefined, undefined)) as ArrayBuffer]),
    close: async () => {
      if (!ended) await call('close', undefined, seconds).catch(() => {});
      end(new Error('the database is closed'));
      await worker.terminate();
    },
  };
}
