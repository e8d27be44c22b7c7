// `toolbox login` against a device-auth server that names hostile waits: an interval or slow_down of a billion
// seconds (setTimeout fires at once past 2^31 ms: a tight polling loop), a negative one, an expiry of centuries.
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthError } from '../../errors';
import { testContext } from '../../test-context';
import { deviceLogin } from './device-login';

let server: Server;
let apiUrl = '';
let codeAnswer: Record<string, unknown> = {};
let tokenAnswer: Record<string, unknown> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(req.url?.endsWith('/device/code') ? 200 : 400, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url?.endsWith('/device/code') ? codeAnswer : tokenAnswer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

const flow = (interval: number, expiresIn: number) => ({
  device_code: 'd',
  user_code: 'ABCD-EFGH',
  verification_uri: 'http://localhost/device',
  verification_uri_complete: 'http://localhost/device?code=ABCD-EFGH',
  expires_in: expiresIn,
  interval,
});

/** The waits the login asks for, each passing on the clock, until it gives up (or 100 polls). */
async function waitsOf(code: Record<string, unknown>, token: Record<string, unknown>) {
  codeAnswer = code;
  tokenAnswer = token;
  const clock = fixedClock(new Date().toISOString());
  const ctx = testContext({
    apiUrl,
    anonKey: 'anon',
    clock,
    env: { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), 'toolbox-device-')) },
  });
  const waits: number[] = [];
  const outcome = await deviceLogin(ctx, {
    clientName: 'test',
    sleep: async (ms) => {
      waits.push(ms);
      clock.advance(ms);
      return waits.length < 100;
    },
  }).catch((error: unknown) => error);
  return { waits, outcome };
}

describe('device login against hostile waits', () => {
  it('an interval of a billion seconds is held to a minute, until the code expires', async () => {
    const { waits, outcome } = await waitsOf(flow(1e9, 900), { error: 'authorization_pending' });
    expect(waits).toEqual(Array(15).fill(60_000));
    expect(outcome).toBeInstanceOf(AuthError);
    expect((outcome as Error).message).toMatch(/code expired/);
  });

  it('a slow_down asking for a billion seconds is held to a minute between polls', async () => {
    const { waits } = await waitsOf(flow(5, 900), { error: 'slow_down', interval: 1e9 });
    expect(waits.slice(0, 3)).toEqual([5_000, 60_000, 60_000]);
  });

  it('a slow_down adds 5 s to the wait, for every later poll too (RFC 8628 3.5), whatever shorter one it names', async () => {
    for (const answer of [{}, { interval: 1 }, { interval: -3 }, { interval: 'soon' }]) {
      const { waits } = await waitsOf(flow(5, 900), { error: 'slow_down', ...answer });
      expect(waits.slice(0, 5), JSON.stringify(answer)).toEqual([5_000, 10_000, 15_000, 20_000, 25_000]);
    }
  });

  it('a zero or negative interval still waits a second between polls', async () => {
    for (const interval of [0, -5]) {
      const { waits } = await waitsOf(flow(interval, 3), { error: 'authorization_pending' });
      expect(waits).toEqual([1_000, 1_000, 1_000]);
    }
  });

  it('an expiry of centuries is held to an hour', async () => {
    const { waits, outcome } = await waitsOf(flow(60, 1e12), { error: 'authorization_pending' });
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(3_600_000);
    expect((outcome as Error).message).toMatch(/code expired/);
  });
});
