// Hostile request shapes against device-auth: each is the caller's mistake and answers one clear 4xx.

import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, freshDatabase, sqlOf } from '../../test/pglite.ts';
import { createDeviceAuthHandler } from './handler.ts';

let db: PGlite;
let handler: (req: Request) => Promise<Response>;
const sessions = new Map<string, { id: string; email: string }>();

beforeAll(async () => {
  db = await freshDatabase();
  handler = createDeviceAuthHandler({
    sql: sqlOf(db),
    verifyUser: async (token) => sessions.get(token) ?? null,
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

  it('stops reading a body past 64 KB with 413, whether Content-Length says so or the stream just keeps coming', async () => {
    const declared = await handler(
      new Request('http://fn.local/device-auth/device/code', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
        body: '{}',
      }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: 'payload_too_large' });

    // A chunked body of up to 64 MB, counted as it is pulled: the function must give up long before the end.
    let pulled = 0;
    const chunk = new TextEncoder().encode(`{"client_name":"${'x'.repeat(1024 * 1024)}`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 64 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    for (const path of ['/device/code', '/device/token', '/device/approve', '/tokens']) {
      const res = await handler(
        new Request(`http://fn.local/device-auth${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: path === '/device/code' ? body : new Blob([chunk, chunk]).stream(),
          duplex: 'half',
        } as RequestInit),
      );
      // Approving and creating a token ask who is calling first: nobody here, so 401 before the body is read.
      expect(res.status, path).toBe(path.startsWith('/device/') && path !== '/device/approve' ? 413 : 401);
      if (path === '/device/code') expect(pulled).toBeLessThan(4 * 1024 * 1024);
    }
  });

  it('refuses a body that is not UTF-8 with 400 rather than storing U+FFFD in its place', async () => {
    const res = await handler(
      new Request('http://fn.local/device-auth/device/code', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array([...new TextEncoder().encode('{"client_name":"caf'), 0xe9, 0x22, 0x7d]),
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_request', message: 'The body is not valid UTF-8.' });
  });

  it('holds at most 100 live CLI tokens a user: POST /tokens and approving a sign-in past them are 413', async () => {
    const id = await createUser(db, 'many-tokens@example.com');
    sessions.set('many-session', { id, email: 'many-tokens@example.com' });
    await db.query(
      `insert into public.cli_tokens (user_id, name, token_hash)
       select $1::uuid, 'ci ' || n, encode(sha256(convert_to('token ' || n || $1::text, 'UTF8')), 'hex')
         from generate_series(1, 100) n`,
      [id],
    );
    const post = (path: string, body: unknown) =>
      handler(
        new Request(`http://fn.local/device-auth${path}`, {
          method: 'POST',
          headers: { authorization: 'Bearer many-session', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    const refused = await post('/tokens', { name: 'one too many' });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: 'too_many_tokens' });

    const code = (await (await post('/device/code', { client_name: 'laptop' })).json()) as {
      user_code: string;
    };
    const approve = await post('/device/approve', { user_code: code.user_code, approve: true });
    expect(approve.status).toBe(413);
    expect(await approve.json()).toMatchObject({ error: 'too_many_tokens' });
    // Denying is always possible, and a revoked token makes room again.
    expect((await post('/device/approve', { user_code: code.user_code, approve: false })).status).toBe(200);
    await db.query(`update public.cli_tokens set revoked_at = now() where user_id = $1 and name = 'ci 1'`, [
      id,
    ]);
    expect((await post('/tokens', { name: 'room again' })).status).toBe(201);
  });
});
