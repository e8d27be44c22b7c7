// dist/pglite-worker.mjs: one PGlite in a thread of its own (pglite-thread.ts). PGlite runs Postgres on the thread
// that calls it and never yields while a statement runs: statement_timeout (a timer signal) never fires, and a
// migration's `loop end loop` would hold the command forever. Here the caller's thread keeps its timers and ends
// this one (worker.terminate()) when a statement outlives its limit. Plain JavaScript with no import of the
// CLI's modules, so the same file runs from the source tree (tests) and from dist/.
import { parentPort, workerData } from 'node:worker_threads';

const { extensions: wanted, image, settings } = workerData;
// Variables, so that esbuild leaves the imports to node_modules (pglite.ts says why).
const pgliteName = '@electric-sql/pglite';
const { PGlite } = await import(pgliteName);
const extensions = Object.fromEntries(
  await Promise.all(wanted.map(async ({ module, key }) => [key, (await import(module))[key]])),
);
// A tar Blob handing over its bytes at once (pglite.ts's tarImage).
const loadDataDir = image
  ? Object.assign(new Blob([], { type: 'application/x-tar' }), { arrayBuffer: async () => image })
  : undefined;
const startParams = [...PGlite.defaultStartParams, ...settings];
const db = await PGlite.create(
  loadDataDir ? { loadDataDir, extensions, startParams } : { extensions, startParams },
);

/** Postgres's error as the callers read it: its message and 1-based position in the statement. */
const errorOf = (error) => ({
  message: error?.message ?? String(error),
  ...(error?.position !== undefined ? { position: error.position } : {}),
});

parentPort.on('message', async ({ id, op, sql }) => {
  try {
    if (op === 'exec') {
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
      parentPort.postMessage({ id, result: null });
    }
  } catch (error) {
    parentPort.postMessage({ id, error: errorOf(error) });
  }
});
parentPort.postMessage({ id: 0, result: 'ready' });
