import { createAccountClient } from '@toolbox/core/account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountApi, createPublicAccountApi } from './account-client';
import { dataFetch } from './data-fetch';
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

afterEach(() => {
  vi.unstubAllGlobals();
});
