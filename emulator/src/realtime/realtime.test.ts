// Realtime's postgres_changes on the local stack, through supabase-js's own RealtimeClient (unmodified) and, for
// what the client never sends, a bare WebSocket: who hears which change is decided by each subscriber's RLS.

import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { RealtimeClient, type RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFunctions } from '../functions';
import { type RunningEmulator, startEmulator } from '../index';
import { signHs256 } from '../jwt';
import { migratedStackImage } from '../stack-image';
import { uniqueEmail } from '../test-clients';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

let stack: RunningEmulator;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  stack = await startEmulator({
    port: 0,
    dataDir: ':memory:',
    initialData: await migratedStackImage(),
    functions: defaultFunctions,
  });
});

afterAll(async () => {
  for (const client of clients) await client.disconnect();
  await stack?.close();
});

async function signUp(label: string): Promise<{ token: string; id: string }> {
  const res = await fetch(`${stack.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail(label), password: 'correct horse 1' }),
  });
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { token: body.access_token, id: body.user.id };
}

async function data(token: string, method: string, path: string, body?: unknown): Promise<Row> {
  const res = await fetch(`${stack.url}/functions/v1/data${path}`, {
    method,
    headers: {
      apikey: stack.anonKey,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? {} : ((await res.json()) as Row);
}

async function newProject(token: string, name: string): Promise<string> {
  const answer = (await data(token, 'POST', '/projects', { name })) as { project: { id: string } };
  return answer.project.id;
}

/** A client as a signed-in page holds one: the session's token set before any channel joins. */
async function realtime(token: string | null): Promise<RealtimeClient> {
  const client = new RealtimeClient(`${stack.url}/realtime/v1`, { params: { apikey: stack.anonKey } });
  if (token) await client.setAuth(token);
  clients.push(client);
  return client;
}

interface Listening {
  changes: Change[];
  status: Promise<{ status: string; error?: Error }>;
  /** Resolves with the first change (already heard or still to come) that `match` accepts. */
  next(match: (change: Change) => boolean, timeoutMs?: number): Promise<Change>;
}

/** Realtime's subscription to the boards' change signal (supabase/migrations/*_realtime.sql), or a narrower one. */
function listen(client: RealtimeClient, filter: { filter?: string } = {}, name = 'board'): Listening {
  const changes: Change[] = [];
  const waiting: { match: (c: Change) => boolean; resolve: (c: Change) => void }[] = [];
  const channel = client
    .channel(name)
    .on(
      'postgres_changes',
      { event: '*', schema: 'live', table: 'board_changes', ...filter },
      (change: Change) => {
        changes.push(change);
        for (const w of [...waiting]) if (w.match(change)) w.resolve(change);
      },
    );
  const status = new Promise<{ status: string; error?: Error }>((resolve) => {
    channel.subscribe((state, error) => {
      if (state !== 'SUBSCRIBED' || changes.length === 0)
        resolve({ status: state, ...(error ? { error } : {}) });
    });
  });
  return {
    changes,
    status,
    next(match, timeoutMs = 2000) {
      const seen = changes.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching change within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.push({
          match,
          resolve: (c) => {
            clearTimeout(timer);
            resolve(c);
          },
        });
      });
    },
  };
}

const record = (change: Change) => ('new' in change ? change.new : {}) as Row;
const projectOf = (change: Change) => record(change).project_id;

/** The socket's "Subscribed to PostgreSQL" system message arrives after the join's reply. */
function subscribedToPostgres(client: RealtimeClient, topic: string): Promise<void> {
  const channel = client.getChannels().find((c) => c.topic === `realtime:${topic}`);
  return new Promise((resolve) => {
    channel?.on('system', {}, (payload: { extension?: string; status?: string }) => {
      if (payload.extension === 'postgres_changes' && payload.status === 'ok') resolve();
    });
  });
}

describe('Realtime postgres_changes on the local stack', () => {
  it('sends each user the changes to their own rows only, within the time a page waits', async () => {
    const ada = await signUp('ada');
    const bob = await signUp('bob');
    const adaProject = await newProject(ada.token, 'Analytical engine');
    const bobProject = await newProject(bob.token, 'Difference engine');

    const adaClient = await realtime(ada.token);
    const bobClient = await realtime(bob.token);
    const adaHears = listen(adaClient);
    const adaReady = subscribedToPostgres(adaClient, 'board');
    const bobHears = listen(bobClient);
    const bobReady = subscribedToPostgres(bobClient, 'board');
    expect((await adaHears.status).status).toBe('SUBSCRIBED');
    expect((await bobHears.status).status).toBe('SUBSCRIBED');
    await Promise.all([adaReady, bobReady]);

    // Ada adds a card: the board's change signal is hers to hear, and holds no more than the project and a time.
    const started = performance.now();
    await data(ada.token, 'POST', `/projects/${adaProject}/components`, { title: 'Mill' });
    const heard = await adaHears.next((c) => projectOf(c) === adaProject);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(heard).toMatchObject({ schema: 'live', table: 'board_changes', eventType: 'UPDATE' });
    expect(Object.keys(record(heard)).sort()).toEqual(['changed_at', 'project_id']);
    // The old record holds the primary key only (replica identity default).
    expect((heard as { old: Row }).old).toEqual({ project_id: adaProject });

    // Bob's own change reaches him after Ada's was delivered: had he been sent hers, it would be here by now.
    await data(bob.token, 'POST', `/projects/${bobProject}/components`, { title: 'Column' });
    await bobHears.next((c) => projectOf(c) === bobProject);
    expect(bobHears.changes.map(projectOf)).toEqual([bobProject]);
    expect(adaHears.changes.map(projectOf)).toEqual([adaProject]);
  });

  it('follows one row with a filter, and stops once the channel is left', async () => {
    const ada = await signUp('ada');
    const kept = await newProject(ada.token, 'Kept');
    const other = await newProject(ada.token, 'Other');
    const client = await realtime(ada.token);
    const hears = listen(client, { filter: `project_id=eq.${kept}` }, 'one-board');
    const ready = subscribedToPostgres(client, 'one-board');
    expect((await hears.status).status).toBe('SUBSCRIBED');
    await ready;

    await data(ada.token, 'PATCH', `/projects/${other}`, { name: 'Other, renamed', version: 1 });
    await data(ada.token, 'PATCH', `/projects/${kept}`, { name: 'Kept, renamed', version: 1 });
    await hears.next((c) => projectOf(c) === kept);
    expect(hears.changes.map(projectOf)).toEqual([kept]);

    const channel = client.getChannels().find((c) => c.topic === 'realtime:one-board');
    expect(await channel?.unsubscribe()).toBe('ok');
    await data(ada.token, 'PATCH', `/projects/${kept}`, { name: 'Kept, again', version: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hears.changes).toHaveLength(1);
    // Nothing listens: the trigger queues nothing.
    const queued = await stack.db.query('select count(*)::int as n from _emulator_realtime.changes');
    expect(queued.rows).toEqual([{ n: 0 }]);
  });

  it("refuses a token it did not sign, and gives the API key alone nobody's private rows", async () => {
    const ada = await signUp('ada');
    const project = await newProject(ada.token, 'Secret');
    const forged = signHs256(
      { sub: ada.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 },
      'not the stack secret, not at all',
    );
    const refused = listen(await realtime(forged));
    const answer = await refused.status;
    expect(answer.status).toBe('CHANNEL_ERROR');
    expect(answer.error?.message).toBe('JwtSignatureError: Failed to validate JWT signature');

    const anonClient = await realtime(null);
    const anon = listen(anonClient, {}, 'anon-board');
    const anonReady = subscribedToPostgres(anonClient, 'anon-board');
    expect((await anon.status).status).toBe('SUBSCRIBED');
    await anonReady;
    const adaClient = await realtime(ada.token);
    const adaHears = listen(adaClient, {}, 'ada-board');
    const adaReady = subscribedToPostgres(adaClient, 'ada-board');
    expect((await adaHears.status).status).toBe('SUBSCRIBED');
    await adaReady;
    await data(ada.token, 'PATCH', `/projects/${project}`, { name: 'Still secret', version: 1 });
    await adaHears.next((c) => projectOf(c) === project);
    // Delivered in order: the anon socket, served by the same feed, would have it by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(anon.changes).toEqual([]);
  });
});

/** The HTTP answer to a WebSocket upgrade the stack refuses. */
function upgradeRefusal(path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(`${stack.url}${path}`, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    req.on('upgrade', () => reject(new Error('upgraded')));
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A bare socket speaking the 2.0.0 serializer, for what supabase-js never sends. */
async function rawSocket(query: string): Promise<{
  send(message: unknown[]): void;
  next(): Promise<unknown[]>;
  socket: WebSocket;
}> {
  const socket = new WebSocket(`${stack.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
  const inbox: unknown[][] = [];
  const waiting: ((m: unknown[]) => void)[] = [];
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as unknown[];
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  };
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error('socket refused'));
  });
  return {
    socket,
    send: (message) => socket.send(JSON.stringify(message)),
    next: () => {
      const ready = inbox.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

describe('the Realtime socket protocol on the local stack', () => {
  it('refuses a socket without an API key or with a forged one, as Realtime answers its handshake', async () => {
    const refusal = await upgradeRefusal('/realtime/v1/websocket?vsn=2.0.0');
    expect(refusal).toEqual({ status: 401, body: { error: 'API key is missing' } });
    const forgedKey = signHs256({ role: 'anon', exp: 4102444800 }, 'another secret entirely');
    expect(await upgradeRefusal(`/realtime/v1/websocket?apikey=${forgedKey}&vsn=2.0.0`)).toEqual({
      status: 401,
      body: { error: 'Failed to validate JWT signature' },
    });
    await expect(rawSocket('vsn=2.0.0')).rejects.toThrow('socket refused');
    const forged = signHs256({ role: 'anon', exp: 4102444800 }, 'another secret entirely');
    await expect(rawSocket(`apikey=${forged}&vsn=2.0.0`)).rejects.toThrow('socket refused');
  });

  it('answers heartbeats, refuses unknown topic shapes and tables outside the publication, and swaps tokens', async () => {
    const ada = await signUp('ada');
    const raw = await rawSocket(`apikey=${stack.anonKey}&vsn=2.0.0`);
    raw.send([null, '1', 'phoenix', 'heartbeat', {}]);
    expect(await raw.next()).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

    raw.send(['2', '2', 'room:lobby', 'phx_join', { config: {} }]);
    expect(await raw.next()).toEqual([
      '2',
      '2',
      'room:lobby',
      'phx_reply',
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
    raw.send(['3', '3', 'realtime:', 'phx_join', { config: {} }]);
    expect((await raw.next())[4]).toEqual({
      status: 'error',
      response: { reason: 'TopicNameRequired: You must provide a topic name' },
    });

    // `public.presets` is not in the publication: the join succeeds, the subscription does not.
    const presets = { event: '*', schema: 'public', table: 'presets' };
    raw.send([
      '4',
      '4',
      'realtime:p',
      'phx_join',
      { config: { postgres_changes: [presets] }, access_token: ada.token },
    ]);
    const joined = await raw.next();
    expect(joined[4]).toMatchObject({ status: 'ok', response: { postgres_changes: [{ ...presets }] } });
    const system = (await raw.next()) as [string, null, string, string, Record<string, unknown>];
    expect(system.slice(0, 4)).toEqual(['4', null, 'realtime:p', 'system']);
    expect(system[4]).toMatchObject({ extension: 'postgres_changes', status: 'error', channel: 'p' });
    expect(String(system[4].message)).toContain('Please check Realtime is enabled');

    // A token that is not the stack's ends the channel with Realtime's message.
    const projects = { event: '*', schema: 'live', table: 'board_changes' };
    raw.send([
      '5',
      '5',
      'realtime:b',
      'phx_join',
      { config: { postgres_changes: [projects] }, access_token: ada.token },
    ]);
    expect((await raw.next())[4]).toMatchObject({ status: 'ok' });
    expect((await raw.next())[4]).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });
    raw.send(['5', '6', 'realtime:b', 'access_token', { access_token: 'not.a.token' }]);
    expect((await raw.next())[4]).toEqual({
      extension: 'system',
      status: 'error',
      message: 'The token provided is not a valid JWT',
      channel: 'b',
    });
    expect((await raw.next()).slice(0, 4)).toEqual(['5', null, 'realtime:b', 'phx_close']);
    raw.send(['5', '7', 'realtime:b', 'phx_leave', {}]);
    expect((await raw.next())[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    raw.socket.close();
  });

  it('holds at most 100 channels a socket, as Realtime does: the 101st join is refused, a re-join is not', async () => {
    const raw = await rawSocket(`apikey=${stack.anonKey}&vsn=2.0.0`);
    /** The join's reply, skipping any system message sent meanwhile. */
    const reply = async (ref: string) => {
      for (;;) {
        const message = await raw.next();
        if (message[1] === ref && message[3] === 'phx_reply') return message[4];
      }
    };
    for (let i = 0; i < 100; i++) {
      raw.send([`j${i}`, `j${i}`, `realtime:c${i}`, 'phx_join', { config: {} }]);
      expect(await reply(`j${i}`), `join ${i}`).toMatchObject({ status: 'ok' });
    }
    raw.send(['x', 'x', 'realtime:c100', 'phx_join', { config: {} }]);
    expect(await reply('x')).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
    raw.send(['y', 'y', 'realtime:c0', 'phx_join', { config: {} }]);
    expect(await reply('y')).toMatchObject({ status: 'ok' });
    raw.send(['j1', 'z', 'realtime:c1', 'phx_leave', {}]);
    expect(await reply('z')).toEqual({ status: 'ok', response: {} });
    raw.send(['w', 'w', 'realtime:c100', 'phx_join', { config: {} }]);
    expect(await reply('w')).toMatchObject({ status: 'ok' });
    raw.socket.close();
  });
});
