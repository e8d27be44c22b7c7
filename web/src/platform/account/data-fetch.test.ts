import { createAccountClient } from '@toolbox/core/account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountApi, createPublicAccountApi } from './account-client';
import { accountStore, closeAccountSession } from './account-session';
import { dataFetch } from './data-fetch';
import { MAX_WAIT_MS, ServerWaits } from './server-waits';
import { createPublicShareApi, createShareApi } from './share-api';
import { createTeamApi } from './team-api';
import { store } from './test/account-store-fixtures';

// The data API as the web's store meets it on a bad day (README "Data API": an error is
// `{ code, error_code, msg }`; PUT /favourites/:tool answers 204).

type Answer = (url: string, init: RequestInit) => Promise<Response>;

/** A server answering each request with the next of `answers` (the last one again once they run out). */
function server(...answers: Answer[]) {
  const seen: { url: string; authorization: string | undefined }[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    seen.push({ url, authorization: (init.headers as Record<string, string>).authorization });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)];
    if (!answer) throw new Error('no answer');
    return answer(url, init);
  });
  return { fetch, seen };
}

/** A request the server never answers: only its abort ends it, as the browser's fetch. */
const never: Answer = (_url, init) =>
  new Promise((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  );
const noContent: Answer = async () => new Response(null, { status: 204 });

const expired: Answer = async () =>
  new Response(JSON.stringify({ code: 401, error_code: 'unauthorized', msg: 'JWT expired' }), {
    status: 401,
  });

function accountOver(fetch: Answer, refresh?: () => Promise<string | null>) {
  return createAccountClient({
    baseUrl: 'http://127.0.0.1:54321',
    anonKey: 'anon',
    getToken: () => 'old-token',
    fetch: dataFetch({ fetch, refresh, timeoutMs: 20 }),
  });
}

describe('the web data clients against a server that misbehaves', () => {
  it('gives up a request the server never answers: the edit stays queued and goes with the next replay', async () => {
    const api = server(never, noContent);
    const s = store(accountOver(api.fetch));
    await s.setFavourite('json-format', true);
    expect(s.pendingWrites).toBe(1);
    await s.flush();
    expect(s.pendingWrites).toBe(0);
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it('refreshes the session on a 401 mid-session and sends the request once more with the new token', async () => {
    const api = server(expired, noContent);
    const refresh = vi.fn(async () => 'new-token');
    const s = store(accountOver(api.fetch, refresh));
    await s.setFavourite('json-format', true);
    expect(s.pendingWrites).toBe(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(api.seen.map((r) => r.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('keeps the edit when the session cannot be refreshed, and asks only once', async () => {
    const api = server(expired);
    const refused = vi.fn();
    const s = store(
      accountOver(api.fetch, async () => null),
      undefined,
      { onRefused: refused },
    );
    await s.setFavourite('json-format', true);
    expect(s.pendingWrites).toBe(1);
    expect(refused).not.toHaveBeenCalled();
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the edit when a captive portal or a wrong server answers 200 with a page of its own', async () => {
    const portal: Answer = async () =>
      new Response('<!doctype html><title>Sign in to Hotel Wi-Fi</title>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      });
    const api = server(portal, portal, noContent);
    const refused = vi.fn();
    const s = store(accountOver(api.fetch), undefined, { onRefused: refused });
    await s.setFavourite('json-format', true);
    await s.setFavourite('regex-tester', true);
    expect(s.pendingWrites).toBe(2);
    expect(refused).not.toHaveBeenCalled();
    await s.flush();
    expect(s.pendingWrites).toBe(0);
  });

  it('says a board read answered by a captive portal’s page was not reached, as it says offline', async () => {
    const portal: Answer = async () =>
      new Response('<!doctype html><title>Sign in to Hotel Wi-Fi</title>', { status: 200 });
    const s = store(accountOver(server(portal).fetch));
    await expect(s.openProject('9d1c8a52-4b7e-4f3a-9c2d-1e5f6a7b8c9d')).resolves.toBeUndefined();
    expect(s.unreached('9d1c8a52-4b7e-4f3a-9c2d-1e5f6a7b8c9d')).toBe(true);
  });

  it('gives every request of the app’s data clients a deadline', async () => {
    const signals: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        signals.push(init.signal);
        return new Response(null, { status: 503 });
      }),
    );
    const calls = [
      createAccountApi().listProjects(),
      createPublicAccountApi().getProject('p'),
      createShareApi().listShares(),
      createPublicShareApi().openShare('s'),
      createTeamApi().listTeams(),
    ];
    await Promise.allSettled(calls);
    expect(signals).toHaveLength(calls.length);
    for (const signal of signals) expect(signal).toBeInstanceOf(AbortSignal);
  });
});

const busy =
  (status: number, retryAfter: string): Answer =>
  async () =>
    new Response(JSON.stringify({ code: status, error_code: 'over_request_rate_limit', msg: 'Too many' }), {
      status,
      headers: { 'retry-after': retryAfter },
    });

describe('the server asking to wait (Retry-After, RFC 9110 10.2.3)', () => {
  it('sends nothing to the API before the wait ends, keeps the edit, and sends it once the wait is over', async () => {
    const api = server(busy(429, '1'), noContent);
    vi.stubGlobal('fetch', api.fetch);
    const s = accountStore('user-waits');
    const started = Date.now();
    await s.setFavourite('json-format', true);
    expect(s.pendingWrites).toBe(1);
    // The next action within the wait: nothing goes, and the edit stays queued.
    await s.setFavourite('regex-tester', true);
    await s.refreshAll();
    expect(api.fetch).toHaveBeenCalledTimes(1);
    expect(s.pendingWrites).toBe(2);
    // No action of the user's: the queue goes by itself once the wait has passed.
    await vi.waitFor(() => expect(s.pendingWrites).toBe(0), { timeout: 4000, interval: 50 });
    const sent = api.seen.slice(1).map((r) => r.url.replace(/^.*\/data/, ''));
    expect(sent.slice(0, 2)).toEqual(['/favourites/json-format', '/favourites/regex-tester']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    closeAccountSession();
  });

  it('answers a request held back with the rate limit, saying how long the server asked to wait', async () => {
    const api = server(busy(503, '120'), noContent);
    const waits = new ServerWaits();
    const client = createAccountClient({
      baseUrl: 'http://127.0.0.1:54321',
      anonKey: 'anon',
      getToken: () => 'token',
      fetch: dataFetch({ fetch: api.fetch, waits }),
    });
    await expect(client.listPresets()).rejects.toMatchObject({ status: 503 });
    expect(waits.asked()).toBe(120);
    await expect(client.listPresets()).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/^The server asked to wait 120 s before the next request/),
    });
    expect(api.fetch).toHaveBeenCalledTimes(1);
    // Once the wait is over, requests go again.
    waits.wait('http://127.0.0.1:54321/functions/v1/data', 0);
    await client.listPresets().catch(() => undefined);
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['seconds', () => '30', 30],
    ['an HTTP date', () => new Date(Date.now() + 90_500).toUTCString(), 90],
    ['a date already past', () => 'Sun, 06 Nov 1994 08:49:37 GMT', 0],
    ['a hostile length, capped at an hour', () => '99999999999', MAX_WAIT_MS / 1000],
    ['not a wait', () => 'soon', 0],
    ['a negative number', () => '-5', 0],
  ])('reads Retry-After as %s', async (_what, value, seconds) => {
    const waits = new ServerWaits();
    const fetch = dataFetch({ fetch: busy(429, value()), waits });
    await fetch('http://127.0.0.1:54321/functions/v1/data/presets', { method: 'GET', headers: {} });
    expect([seconds, seconds + 1]).toContain(waits.asked());
    waits.wait('http://127.0.0.1:54321/functions/v1/data', 0);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});
