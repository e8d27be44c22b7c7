import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetryRefusedError, sendHonouringRetryAfter } from './retry-after';

describe('sendHonouringRetryAfter', () => {
  let server: Server;
  let url = '';
  let answers: { status: number; retryAfter?: string }[] = [];
  let seen = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      const answer = answers[seen++] ?? { status: 200 };
      res.writeHead(
        answer.status,
        answer.retryAfter === undefined ? {} : { 'retry-after': answer.retryAfter },
      );
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => server.close());
  const run = (given: typeof answers, onWait?: (s: number) => void, signal?: AbortSignal) => {
    answers = given;
    seen = 0;
    return sendHonouringRetryAfter(() => fetch(url), { onWait, signal });
  };

  it('waits a short Retry-After and sends again', async () => {
    const waits: number[] = [];
    const started = Date.now();
    const res = await run(
      [
        { status: 429, retryAfter: '1' },
        { status: 503, retryAfter: '0' },
      ],
      (s) => waits.push(s),
    );
    expect(res.status).toBe(200);
    expect(seen).toBe(3);
    expect(waits).toEqual([1, 0]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
  it('refuses at once a wait past a minute, and stops after three retries of "0"', async () => {
    const started = Date.now();
    const long = await run([{ status: 429, retryAfter: '3600' }]).catch((e: unknown) => e);
    expect(long).toBeInstanceOf(RetryRefusedError);
    expect((long as Error).message).toBe('answered 429 and asked to retry after 3600 s');
    expect(seen).toBe(1);
    const huge = await run([{ status: 503, retryAfter: '9'.repeat(40) }]).catch((e: unknown) => e);
    expect((huge as Error).message).toBe('answered 503 and asked to retry after more than a day');
    const zero = await run(Array(10).fill({ status: 429, retryAfter: '0' })).catch((e: unknown) => e);
    expect(zero).toBeInstanceOf(RetryRefusedError);
    expect(seen).toBe(4);
    expect(Date.now() - started).toBeLessThan(2000);
  });
  it('hands back an answer whose Retry-After is absent or unreadable, and other statuses', async () => {
    for (const retryAfter of [undefined, '-1', 'later'])
      expect((await run([{ status: 429, ...(retryAfter && { retryAfter }) }])).status).toBe(429);
    expect((await run([{ status: 500, retryAfter: '1' }])).status).toBe(500);
    expect(seen).toBe(1);
  });
  it('a wait ends when the signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled')), 100);
    const started = Date.now();
    const error = await run([{ status: 429, retryAfter: '30' }], undefined, controller.signal).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toBe('cancelled');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
