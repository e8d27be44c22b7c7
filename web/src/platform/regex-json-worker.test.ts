import { ToolInputError } from '@toolbox/core/errors';
import { describe, expect, it, vi } from 'vitest';
import { answer } from './regex-json-worker';
import {
  JsonLocatedError,
  RegexJsonWorker,
  WorkerSupersededError,
  WorkerTimeoutError,
} from './regex-json-worker-client';
import type { WorkerRequest, WorkerResponse } from './regex-json-worker-protocol';

/** A stand-in Worker: answers through `answer()` after `delayMs`, or never when `hang` is set. */
function fakeWorkers(options: { hang?: boolean; delayMs?: number } = {}) {
  const made: { terminated: boolean }[] = [];
  const factory = () => {
    const state = { terminated: false };
    made.push(state);
    const worker = {
      onmessage: null as ((event: MessageEvent<WorkerResponse>) => void) | null,
      onerror: null,
      postMessage(request: WorkerRequest) {
        if (options.hang) return;
        setTimeout(() => {
          if (!state.terminated)
            worker.onmessage?.({
              data: { id: request.id, answer: answer(request.job) },
            } as MessageEvent<WorkerResponse>);
        }, options.delayMs ?? 0);
      },
      terminate() {
        state.terminated = true;
      },
    };
    return worker as unknown as Worker;
  };
  return { factory, made };
}

describe('answer (the worker body)', () => {
  it('runs regex and JSON jobs and reports input errors as data', () => {
    expect(answer({ kind: 'regex', request: { pattern: 'a', flags: 'g', text: 'aa' } })).toMatchObject({
      kind: 'regex',
      result: { count: 2 },
    });
    expect(answer({ kind: 'minify', text: '{ "a": 1 }' })).toEqual({ kind: 'text', text: '{"a":1}' });
    expect(answer({ kind: 'validate', text: '[1,]' })).toMatchObject({
      kind: 'input-error',
      error: { title: 'Invalid JSON', location: { line: 1, column: 4, offset: 3 } },
    });
    expect(answer({ kind: 'csv', text: '[]', delimiter: 'comma' })).toEqual({
      kind: 'input-error',
      error: { message: 'Failed to convert JSON to CSV', title: 'Conversion Failed' },
    });
  });
});

describe('RegexJsonWorker', () => {
  it('returns text and rebuilds input errors with their location', async () => {
    const client = new RegexJsonWorker(fakeWorkers().factory);
    expect(
      await client.text({ kind: 'format', text: '[1]', options: { indent: '2', sortKeys: false } }),
    ).toBe('[\n  1\n]');
    await expect(client.text({ kind: 'minify', text: '{' })).rejects.toBeInstanceOf(ToolInputError);
    const answerOf = await client.run({ kind: 'validate', text: '{' });
    expect(answerOf.kind).toBe('input-error');
    await expect(client.text({ kind: 'validate', text: '{' })).rejects.toBeInstanceOf(JsonLocatedError);
  });

  it('terminates a worker past the limit and starts a fresh one for the next job', async () => {
    vi.useFakeTimers();
    const hanging = fakeWorkers({ hang: true });
    const client = new RegexJsonWorker(hanging.factory);
    const run = client.run({ kind: 'regex', request: { pattern: '(a+)+$', flags: '', text: 'aaaa!' } }, 2000);
    const caught = run.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await caught).toBeInstanceOf(WorkerTimeoutError);
    expect(hanging.made).toEqual([{ terminated: true }]);
    client.run({ kind: 'minify', text: '1' }).catch(() => {});
    expect(hanging.made).toHaveLength(2);
    client.dispose();
    expect(hanging.made[1]?.terminated).toBe(true);
    vi.useRealTimers();
  });

  it('supersedes a pending regex with a newer job on a fresh worker', async () => {
    const slow = fakeWorkers({ delayMs: 50 });
    const client = new RegexJsonWorker(slow.factory);
    const first = client
      .run({ kind: 'regex', request: { pattern: 'a', flags: 'g', text: 'aa' } }, 2000)
      .catch((error: unknown) => error);
    const second = client.run({ kind: 'regex', request: { pattern: 'b', flags: 'g', text: 'b' } }, 2000);
    expect(await first).toBeInstanceOf(WorkerSupersededError);
    expect(await second).toMatchObject({ kind: 'regex', result: { count: 1 } });
    expect(slow.made).toEqual([{ terminated: true }, { terminated: false }]);
  });

  it('supersedes a pending format of a large document with a newer job on a fresh worker', async () => {
    const slow = fakeWorkers({ delayMs: 50 });
    const client = new RegexJsonWorker(slow.factory);
    const large = `[${'1,'.repeat(600_000)}1]`;
    const format = client
      .run({ kind: 'format', text: large, options: { indent: '2', sortKeys: false } })
      .catch((error: unknown) => error);
    const minify = client.text({ kind: 'minify', text: '[1, 2]' });
    expect(await format).toBeInstanceOf(WorkerSupersededError);
    expect(await minify).toBe('[1,2]');
    expect(slow.made).toEqual([{ terminated: true }, { terminated: false }]);
  });

  it('supersedes a pending JSON job on the same worker: the newer one waits behind it', async () => {
    const slow = fakeWorkers({ delayMs: 50 });
    const client = new RegexJsonWorker(slow.factory);
    // A live check still pending when "To CSV" is pressed: its answer comes first and is ignored.
    const check = client.run({ kind: 'validate', text: '[1]' }).catch((error: unknown) => error);
    const csv = client.text({ kind: 'csv', text: '[{"a":1}]', delimiter: 'comma' });
    expect(await check).toBeInstanceOf(WorkerSupersededError);
    expect(await csv).toBe('a\r\n1');
    expect(slow.made).toEqual([{ terminated: false }]);
  });
});
