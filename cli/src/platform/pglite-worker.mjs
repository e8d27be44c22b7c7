// dist/pglite-worker.mjs: PGlite in a thread of its own (pglite-thread.ts), one database at a time. PGlite runs
// Postgres on the thread that calls it and never yields while a statement runs: statement_timeout (a timer signal)
// never fires, and a migration's `loop end loop` would hold the command forever. Here the caller's thread keeps its
// timers and ends this one (worker.terminate()) when a statement outlives its limit. A database closed in time
// leaves the thread to start the command's next one (`open`): Node's start of a thread and PGlite's modules are
// paid once. Plain JavaScript with no import of the CLI's modules, so the same file runs from the source tree
// (tests) and from dist/.
import { parentPort } from 'node:worker_threads';

// Variables, so that esbuild leaves the imports to node_modules (pglite.ts says why).
const pgliteName = '@electric-sql/pglite';
let db;

/** A PGlite with the extensions `wanted` lists, from `image` (a data directory's tar) when given. */
async function open({ extensions: wanted, image, settings }) {
  const { PGlite } = await import(pgliteName);
  const extensions = Object.fromEntries(
    await Promise.all(wanted.map(async ({ module, key }) => [key, (await import(module))[key]])),
  );
  // A tar Blob handing over its bytes at once (pglite.ts's tarImage).
  const loadDataDir = image
    ? Object.assign(new Blob([], { type: 'application/x-tar' }), { arrayBuffer: async () => image })
    : undefined;
  const startParams = [...PGlite.defaultStartParams, ...settings];
  db = await PGlite.create(
    loadDataDir ? { loadDataDir, extensions, startParams } : { extensions, startParams },
  );
}

/** Postgres's error as the callers read it: its message and 1-based position in the statement. */
const errorOf = (error) => ({
  message: error?.message ?? String(error),
  ...(error?.position !== undefined ? { position: error.position } : {}),
});

parentPort.on('message', async ({ id, op, sql, database }) => {
  try {
    if (op === 'open') {
      await open(database);
      parentPort.postMessage({ id, result: 'ready' });
    } else if (op === 'exec') {
      const results = await db.exec(sql);
      parentPort.postMessage({ id, result: results.map((r) => ({ rows: r.rows })) });
    } else if (op === 'query') {
      const { rows } = await db.query(sql);
      parentPort.postMessage({ id, result: { rows } });
    } else if (op === 'dump') {
      const bytes = await (await db.dumpDataDir('none')).arrayBuffer();
      parentPort.postMessage({ id, result: bytes }, [bytes]);
    } else if (op === 'close') {
      await db.close();
      db = undefined;
      parentPort.postMessage({ id, result: null });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: errorOf(error) });
  }
});
