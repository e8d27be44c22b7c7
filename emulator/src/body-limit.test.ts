// A body over the stack's limit: 413 in the data function's shape, and the connection closed with it (its unread
// rest could not be told from a next request), so a client's keep-alive pool never reuses it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from './index';
import { migratedStackImage } from './stack-image';

let stack: RunningEmulator;

beforeAll(async () => {
  stack = await startEmulator({ port: 0, dataDir: ':memory:', initialData: await migratedStackImage() });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('a request body over the limit', () => {
  it.each([
    ['/auth/v1/signup', 2_000_000, '1 MB'],
    ['/functions/v1/data/projects', 17_000_000, '16 MB'],
  ])(
    'POST %s of %d bytes answers 413, and the requests after it on the same pool all answer',
    async (path, size, limit) => {
      const headers = { apikey: stack.anonKey, 'content-type': 'application/json' };
      const big = await fetch(`${stack.url}${path}`, { method: 'POST', headers, body: 'x'.repeat(size) });
      expect(big.status).toBe(413);
      expect(big.headers.get('connection')).toBe('close');
      expect(await big.json()).toEqual({
        code: 413,
        error_code: 'payload_too_large',
        msg: `The request body is over the limit of ${limit}.`,
      });
      for (let i = 0; i < 3; i++) {
        const next = await fetch(`${stack.url}/auth/v1/settings`, { headers });
        expect(next.status).toBe(200);
        await next.text();
      }
    },
  );
});
