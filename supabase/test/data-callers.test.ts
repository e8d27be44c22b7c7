// Who may do what, and who is counted where: DELETE /me takes a web session (a tbx_ CLI token gets 403), the
// request budget counts users by user and everyone else by the address in CF-Connecting-IP, and an address that
// spent its budget on unknown tokens gets 429 before any more of them is looked up.

import { AccountApiError, createAccountClient } from '@toolbox/core/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../functions/_shared/sql.ts';
import { createDataHandler } from '../functions/data/handler.ts';
import { type Backend, pgliteBackend } from './data-backends.ts';
import { harness } from './data-harness.ts';

let backend: Backend;
beforeAll(async () => {
  backend = await pgliteBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('DELETE /me', () => {
  it('answers a CLI token 403 with a one-line reason and erases nothing; a web session erases', async () => {
    const api = harness(backend);
    const user = await api.createUser('ci-secret@example.dev');
    await api.call(user.cliToken, 'POST', '/projects', { name: 'kept' });

    const refused = await api.call(user.cliToken, 'DELETE', '/me');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, error_code: 'forbidden' });
    expect(refused.body.msg).toMatch(/web session/);
    expect(refused.body.msg).not.toContain('\n');
    expect((await api.call(user.cliToken, 'GET', '/projects')).body.projects).toHaveLength(1);

    const erased = await api.call(user.session, 'DELETE', '/me');
    expect(erased.status).toBe(200);
    expect(erased.body.deleted.projects).toBe(1);
  });

  it("reaches core's client as AccountApiError(403, 'forbidden'), and a session's call as the counts", async () => {
    const api = harness(backend);
    const user = await api.createUser('client@example.dev');
    const clientFor = (token: string) =>
      createAccountClient({
        baseUrl: 'http://stack.test',
        anonKey: 'anon-key',
        getToken: () => token,
        fetch: (url, init) => api.handler(new Request(url, init)),
      });
    await clientFor(user.session).createProject({ name: 'p' });
    const error = await clientFor(user.cliToken)
      .deleteMyData()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccountApiError);
    expect(error).toMatchObject({ status: 403, errorCode: 'forbidden' });
    expect(await clientFor(user.session).deleteMyData()).toMatchObject({ projects: 1 });
  });
});

function from(address: string, token?: string, forged = '203.0.113.77'): Request {
  const headers: Record<string, string> = {
    apikey: 'anon-key',
    'cf-connecting-ip': address,
    // What a client may put in itself: never read.
    'x-forwarded-for': `${forged}, 10.0.0.1`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Request('http://stack.test/functions/v1/data/favourites', { headers });
}

describe('the request budget', () => {
  it('counts a signed-in user by user: two users behind one address each get their own minute', async () => {
    const api = harness(backend, { requestsPerMinute: 3 });
    const [a, b] = [await api.createUser('nat-a@example.dev'), await api.createUser('nat-b@example.dev')];
    const statuses = async (token: string) => {
      const seen = [];
      for (let i = 0; i < 4; i++) seen.push((await api.handler(from('198.51.100.1', token))).status);
      return seen;
    };
    expect(await statuses(a.cliToken)).toEqual([200, 200, 200, 429]);
    expect(await statuses(b.session)).toEqual([200, 200, 200, 429]);
  });

  it('says in Retry-After when the minute is over (1 to 60 s), readable by the web app across origins', async () => {
    const api = harness(backend, { requestsPerMinute: 1 });
    const user = await api.createUser('wait@example.dev');
    const ask = () => {
      const req = from('198.51.100.4', user.cliToken);
      req.headers.set('origin', 'https://toolbox.example');
      return api.handler(req);
    };
    expect((await ask()).status).toBe(200);
    const over = await ask();
    expect(over.status).toBe(429);
    const seconds = Number(over.headers.get('retry-after'));
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60, String(seconds)).toBe(true);
    expect(over.headers.get('access-control-expose-headers')).toMatch(/\bRetry-After\b/i);
  });

  it('counts anonymous callers by CF-Connecting-IP, whatever X-Forwarded-For says', async () => {
    const api = harness(backend, { requestsPerMinute: 2 });
    const seen = [];
    for (let i = 0; i < 3; i++)
      seen.push((await api.handler(from('198.51.100.2', undefined, `203.0.113.${i}`))).status);
    // GET /favourites needs a user: 401 while within budget, then 429.
    expect(seen).toEqual([401, 401, 429]);
    expect((await api.handler(from('198.51.100.3'))).status).toBe(401);
  });

  it('answers 700 unknown tbx_ tokens from one address with 429 after 600, without looking the rest up', async () => {
    let lookups = 0;
    const counted: Sql = async (text, params) => {
      if (text.includes('cli_tokens')) lookups += 1;
      return backend.sql(text, params);
    };
    const handler = createDataHandler({
      sql: Object.assign(counted, { transaction: backend.sql.transaction }),
      verifyUser: async () => null,
      now: () => new Date(),
      config: { allowedOrigins: [] },
    });
    const statuses = new Map<number, number>();
    for (let i = 0; i < 700; i++) {
      const guess = `tbx_${i.toString(16).padStart(43, '0')}`;
      const { status } = await handler(from('198.51.100.4', guess));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 600, 429: 100 });
    expect(lookups).toBe(600);
    // Another address is not held up by this one.
    expect((await handler(from('198.51.100.5', 'tbx_unknown'))).status).toBe(401);
  }, 60_000);
});
