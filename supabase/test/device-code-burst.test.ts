// POST /device/code's per-IP limit under a burst of concurrent requests, on PGlite and a real PostgreSQL 15 through
// postgres.js with a pool (as hosted): the check and the insert are one step, so exactly the limit is accepted.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceAuthHandler } from '../functions/device-auth/handler.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`POST /device/code bursts on ${backend.name}`, () => {
    let db: Backend;
    beforeAll(async () => {
      db = await backend.open();
    });
    afterAll(async () => {
      await db?.close();
    });

    it('accepts exactly 10 of 30 concurrent requests from one IP, and another IP still gets its 10', async () => {
      const handler = createDeviceAuthHandler({
        sql: db.sql,
        verifyUser: async () => null,
        now: () => new Date(),
        randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
        config: { webOrigin: 'http://localhost:5173', ttlSeconds: 900, intervalSeconds: 5 },
      });
      const burst = (ip: string, n: number) =>
        Promise.all(
          Array.from({ length: n }, async () => {
            const res = await handler(
              new Request('http://fn.local/device-auth/device/code', {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
                body: JSON.stringify({ client_name: 'burst' }),
              }),
            );
            return res.status;
          }),
        );
      const first = await burst('203.0.113.50', 30);
      expect(first.filter((s) => s === 200)).toHaveLength(10);
      expect(first.filter((s) => s === 429)).toHaveLength(20);
      const [{ n }] = (await db.admin(
        `select count(*)::int as n from public.device_authorizations where client_ip = '203.0.113.50'::inet`,
      )) as [{ n: number }];
      expect(n).toBe(10);
      const other = await Promise.all([burst('203.0.113.51', 12), burst('2001:db8::51', 12)]);
      for (const statuses of other) expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    });
  });
}
