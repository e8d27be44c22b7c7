import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSON_QUERY_MESSAGES } from '@toolbox/core/tools/json-query';
import { describe, expect, it } from 'vitest';
import { runJqInThread } from './jq-thread';

/** A real worker thread running `source` in place of jq's. */
function workerRunning(source: string): URL {
  const file = join(mkdtempSync(join(tmpdir(), 'toolbox-jq-thread-')), 'worker.mjs');
  writeFileSync(file, source);
  return pathToFileURL(file);
}

const input = { filter: '.', document: '{}' };

describe('runJqInThread', () => {
  it('names a thread that exits without an answer as stopped, at once, not as a filter past its time limit', async () => {
    const started = Date.now();
    const run = runJqInThread(input, 5, workerRunning('process.exit(7);\n'));
    await expect(run).rejects.toThrow(
      'jq stopped before it finished the filter: its thread exited with code 7 without an answer.',
    );
    await expect(run).rejects.not.toThrow(JSON_QUERY_MESSAGES.timedOut);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("names a thread that fails with an error as stopped, with the error's words", async () => {
    await expect(
      runJqInThread(input, 5, workerRunning("throw new Error('out of table space');\n")),
    ).rejects.toThrow('jq stopped before it finished the filter: out of table space.');
  });

  it('still reports a filter that never ends as past its time limit', async () => {
    await expect(runJqInThread(input, 0.5, workerRunning('for (;;);\n'))).rejects.toThrow(
      JSON_QUERY_MESSAGES.timedOut,
    );
  });
});
