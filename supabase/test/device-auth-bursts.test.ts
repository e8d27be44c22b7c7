// The device-auth function under bursts of concurrent requests, on PGlite and a real PostgreSQL 15 through
// postgres.js with a pool (as hosted): POST /device/code's per-IP limit and the live-token cap hold exactly, an
// approved code yields one token however many polls arrive at once, and a token revoked while in use answers 401,
// never a 500.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../functions/_shared/codes.ts';
import { createDeviceAuthHandler, type VerifiedUser } from '../functions/device-auth/handler.ts';
import type { Backend } from './data-backends.ts';
import { BACKENDS } from './data-cases.ts';

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`device-auth bursts on ${backend.name}`, () => {
    let db: Backend;
    let handler: (req: Request) => Promise<Response>;
    const sessions = new Map<string, VerifiedUser>();
    beforeAll(async () => {
      db = await backend.open();
      handler = createDeviceAuthHandler({
        sql: db.sql,
        verifyUser: async (token) => sessions.get(token) ?? null,
        now: () => new Date(),
        randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
        config: { webOrigin: 'http://localhost:5173', ttlSeconds: 900, intervalSeconds: 1 },
      });
    });
    afterAll(async () => {
      await db?.close();
    });

    const call = async (method: string, path: string, body?: unknown, token?: string, ip = '192.0.2.1') => {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'cf-connecting-ip': ip };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await handler(
        new Request(`http://fn.local/device-auth${path}`, {
          method,
          headers,
          ...(body !== undefined && { body: JSON.stringify(body) }),
        }),
      );
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    };
    const user = async (email: string) => {
      const [row] = await db.admin(
        'insert into auth.users (id, email, email_confirmed_at) values (gen_random_uuid(), $1, now()) returning id',
        [email],
      );
      const session = `session-${email}`;
      sessions.set(session, { id: String(row?.id), email });
      return { id: String(row?.id), session };
    };
    const count = async (text: string, params: unknown[]) => Number((await db.admin(text, params))[0]?.n);

    it('accepts exactly 10 of 30 concurrent codes from one IP, and another IP still gets its 10', async () => {
      const burst = async (ip: string, n: number) =>
        (
          await Promise.all(
            Array.from({ length: n }, () =>
              call('POST', '/device/code', { client_name: 'burst' }, undefined, ip),
            ),
          )
        ).map((a) => a.status);
      const first = await burst('203.0.113.50', 30);
      expect(first.filter((s) => s === 200)).toHaveLength(10);
      expect(first.filter((s) => s === 429)).toHaveLength(20);
      expect(
        await count(
          `select count(*)::int as n from public.device_authorizations where client_ip = '203.0.113.50'::inet`,
          [],
        ),
      ).toBe(10);
      for (const statuses of await Promise.all([burst('203.0.113.51', 12), burst('2001:db8::51', 12)]))
        expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    });

    it('holds the 100 live tokens a user may have against a burst of POST /tokens at 98', async () => {
      const ann = await user('ann@example.com');
      await db.admin(
        `insert into public.cli_tokens (user_id, name, token_hash)
         select $1::uuid, 't' || n, encode(sha256(convert_to('t' || n || $1::text, 'UTF8')), 'hex') from generate_series(1, 98) n`,
        [ann.id],
      );
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => call('POST', '/tokens', { name: `burst ${i}` }, ann.session)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 413, 413, 413, 413, 413, 413]);
      expect(
        await count('select count(*)::int as n from public.cli_tokens where user_id = $1', [ann.id]),
      ).toBe(100);
    });

    it('an approved code polled five times at once yields one token; the other polls are told it was used', async () => {
      const bob = await user('bob@example.com');
      const flow = (await call('POST', '/device/code', { client_name: 'laptop' }, undefined, '192.0.2.77'))
        .body;
      expect(
        (await call('POST', '/device/approve', { user_code: flow.user_code, approve: true }, bob.session))
          .status,
      ).toBe(200);
      const polls = await Promise.all(
        Array.from({ length: 5 }, () => call('POST', '/device/token', { device_code: flow.device_code })),
      );
      const tokens = polls.filter((p) => p.status === 200);
      expect(tokens).toHaveLength(1);
      for (const p of polls.filter((p) => p.status !== 200)) {
        expect(p.status).toBe(400);
        expect(['expired_token', 'slow_down']).toContain(p.body.error);
      }
      expect(
        await count('select count(*)::int as n from public.cli_tokens where user_id = $1', [bob.id]),
      ).toBe(1);
    });

    it('a token revoked while a burst of /whoami uses it: 200 or 401 each, never a 500, then 401', async () => {
      const cy = await user('cy@example.com');
      const token = (await call('POST', '/tokens', { name: 'ci' }, cy.session)).body.token as string;
      const hash = await sha256Hex(token);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i === 7
            ? db
                .admin('update public.cli_tokens set revoked_at = now() where token_hash = $1', [hash])
                .then(() => ({ status: 401 }))
            : call('GET', '/whoami', undefined, token),
        ),
      );
      expect(answers.every((a) => a.status === 200 || a.status === 401)).toBe(true);
      expect((await call('GET', '/whoami', undefined, token)).status).toBe(401);
    });
  });
}
