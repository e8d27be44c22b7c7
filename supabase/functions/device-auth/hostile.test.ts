// Hostile request shapes against device-auth: each is the caller's mistake and answers one clear 4xx.

import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, sqlOf } from '../../test/pglite.ts';
import { createDeviceAuthHandler } from './handler.ts';

let db: PGlite;
let handler: (req: Request) => Promise<Response>;

beforeAll(async () => {
  db = await freshDatabase();
  handler = createDeviceAuthHandler({
    sql: sqlOf(db),
    verifyUser: async () => null,
    now: () => new Date(),
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    config: { webOrigin: 'http://localhost:5173', ttlSeconds: 900, intervalSeconds: 5 },
  });
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('device-auth under hostile requests', () => {
  it('answers a method a path does not serve with 405 and the Allow header RFC 9110 requires', async () => {
    for (const [method, path, allow] of [
      ['GET', '/device/code', 'POST'],
      ['PUT', '/device', 'GET'],
      ['PATCH', '/tokens', 'GET, POST, DELETE'],
      ['GET', '/tokens/abc', 'DELETE'],
    ] as const) {
      const res = await handler(new Request(`http://fn.local/device-auth${path}`, { method }));
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(await res.json()).toMatchObject({ error: 'method_not_allowed' });
    }
  });
});
