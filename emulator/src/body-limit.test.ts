// Requests past what the stack reads: a body over its limit answers 413 in the data function's shape, and the
// connection closed with it (its unread rest could not be told from a next request), so a client's keep-alive pool
// never reuses it; a request line or headers Node cannot parse answer one JSON line too.

import { connect } from 'node:net';
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

describe('a request Node cannot parse', () => {
  it('answers a query string of 10,000 parameters with 431 and a one-line JSON error, as every other refusal', async () => {
    const query = Array.from({ length: 10_000 }, (_, i) => `p${i}=1`).join('&');
    const res = await fetch(`${stack.url}/functions/v1/data/projects?${query}`, {
      headers: { apikey: stack.anonKey },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({
      code: 431,
      error_code: 'request_header_fields_too_large',
      msg: 'The request line and headers are over the limit of 16 KB: send long input in the body.',
    });
  });

  it('answers bytes that are no HTTP request with 400 and a one-line JSON error', async () => {
    const { port } = new URL(stack.url);
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    const answer = Buffer.concat(chunks).toString('utf8');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 400,
      error_code: 'bad_request',
      msg: 'The request is not valid HTTP/1.1.',
    });
  });
});

describe("the stack's own endpoints", () => {
  it.each([
    ['/_emulator/outbox', 'PUT', 'GET, DELETE'],
    ['/_emulator/encrypted-shares', 'POST', 'GET'],
  ])('%s answers %s with 405 and the Allow header RFC 9110 requires', async (path, method, allow) => {
    const res = await fetch(`${stack.url}${path}`, { method, headers: { apikey: stack.serviceRoleKey } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    await res.text();
  });
});
