// The Phoenix socket at /realtime/v1/websocket as Supabase Realtime serves it (lib/realtime_web/channels/
// user_socket.ex and realtime_channel.ex), for postgres_changes: the API key checked at connect (401 otherwise),
// `phx_join` on `realtime:<name>` with the access token and the postgres_changes config, the `phoenix` heartbeat,
// `access_token` to swap the token, `phx_leave`; the `system` messages and the changes themselves. Serializers
// 1.0.0 (JSON objects) and 2.0.0 (JSON arrays), chosen by `vsn`. Broadcast, presence and private channels
// (Realtime Authorization) are not part of the local stack.

import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type Claims, checkHs256 } from '../jwt';
import type { ChangeData, ChangeFeed, ChangeListener } from './change-feed';
import { parseSubscription, type Subscription } from './postgres-changes';
import { acceptWebSocket, refuseUpgrade, type WebSocketPeer } from './websocket';

export const REALTIME_PATH = '/realtime/v1/websocket';

export interface RealtimeConfig {
  jwtSecret: string;
  feed: ChangeFeed;
  now: () => number;
}

interface Message {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

type TokenCheck = { ok: true; claims: Claims } | { ok: false; code: string; message: string };

/** Realtime's checks of a token (ChannelsAuthorization and RealtimeChannel.confirm_token), with its messages. */
function checkToken(token: unknown, secret: string, nowMs: number): TokenCheck {
  const malformed = {
    ok: false as const,
    code: 'MalformedJWT',
    message: 'The token provided is not a valid JWT',
  };
  if (typeof token !== 'string' || token === '') return malformed;
  const now = Math.floor(nowMs / 1000);
  const check = checkHs256(token, secret, now);
  if (!check.ok) {
    if (check.reason.includes('signature is invalid') || check.reason.includes('unverifiable'))
      return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
    if (check.reason.includes('expired')) {
      const exp = Number(
        JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).exp,
      );
      return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${now - exp} seconds ago` };
    }
    return malformed;
  }
  const { claims } = check;
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number')
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  return { ok: true, claims };
}

/** supabase.com/docs/guides/realtime/quotas: "Channels per connection", 100 on every plan. */
const MAX_CHANNELS_PER_CONNECTION = 100;

/** Realtime's id of a subscription (`:erlang.phash2(params)`): the same params get the same id. */
function subscriptionId(params: unknown): number {
  return createHash('sha256').update(JSON.stringify(params)).digest().readUInt32BE(0) >>> 5;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  accessToken: string;
  listener: ChangeListener;
  expiry: ReturnType<typeof setTimeout> | null;
}

class Connection {
  readonly #peer: WebSocketPeer;
  readonly #config: RealtimeConfig;
  readonly #vsn2: boolean;
  readonly #apiKey: string;
  readonly #channels = new Map<string, Channel>();

  constructor(peer: WebSocketPeer, config: RealtimeConfig, vsn2: boolean, apiKey: string) {
    this.#peer = peer;
    this.#config = config;
    this.#vsn2 = vsn2;
    this.#apiKey = apiKey;
    peer.onMessage = (text) => void this.#receive(text);
    // Broadcast's binary pushes: not part of the local stack, ignored as Realtime ignores unknown messages.
    peer.onBinary = () => undefined;
    peer.onClose = () => {
      for (const channel of this.#channels.values()) this.#drop(channel);
    };
  }

  #send(message: Message) {
    const { join_ref, ref, topic, event, payload } = message;
    this.#peer.send(
      JSON.stringify(
        this.#vsn2 ? [join_ref, ref, topic, event, payload] : { join_ref, ref, topic, event, payload },
      ),
    );
  }

  #reply(to: Message, status: 'ok' | 'error', response: Record<string, unknown>) {
    this.#send({
      join_ref: to.join_ref,
      ref: to.ref,
      topic: to.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  #system(channel: Channel, extension: string, status: 'ok' | 'error', message: string) {
    this.#send({
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.topic.slice('realtime:'.length) },
    });
  }

  #decode(text: string): Message | null {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return null;
    }
    const fields = this.#vsn2
      ? Array.isArray(raw) && raw.length === 5
        ? { join_ref: raw[0], ref: raw[1], topic: raw[2], event: raw[3], payload: raw[4] }
        : null
      : typeof raw === 'object' && raw !== null && !Array.isArray(raw)
        ? (raw as Record<string, unknown>)
        : null;
    if (!fields || typeof fields.topic !== 'string' || typeof fields.event !== 'string') return null;
    const text2 = (value: unknown) =>
      typeof value === 'string' ? value : value == null ? null : String(value);
    const payload = fields.payload;
    return {
      join_ref: text2(fields.join_ref),
      ref: text2(fields.ref),
      topic: fields.topic,
      event: fields.event,
      payload:
        typeof payload === 'object' && payload !== null && !Array.isArray(payload)
          ? (payload as Record<string, unknown>)
          : {},
    };
  }

  async #receive(text: string) {
    const message = this.#decode(text);
    // Phoenix cannot decode it: the socket goes.
    if (!message) return this.#peer.close(1003, 'invalid message');
    if (message.topic === 'phoenix' && message.event === 'heartbeat') return this.#reply(message, 'ok', {});
    if (message.event === 'phx_join') return this.#join(message);
    const channel = this.#channels.get(message.topic);
    if (!channel || (message.join_ref !== null && message.join_ref !== channel.joinRef))
      return this.#reply(message, 'error', { reason: 'unmatched topic' });
    if (message.event === 'phx_leave') {
      this.#drop(channel);
      return this.#reply(message, 'ok', {});
    }
    if (message.event === 'access_token') return this.#swapToken(channel, message.payload.access_token);
    // Anything else (broadcast, presence, unknown events) is ignored, as Realtime logs and ignores it.
  }

  async #join(message: Message) {
    const { topic, payload } = message;
    if (!topic.startsWith('realtime:')) return this.#reply(message, 'error', { reason: 'unmatched topic' });
    if (topic === 'realtime:')
      return this.#reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
    const config = (
      typeof payload.config === 'object' && payload.config !== null ? payload.config : {}
    ) as Record<string, unknown>;
    // Realtime's channels per connection (100 on every plan): past it a join is refused; a topic joined again
    // replaces its channel below and does not count twice.
    if (this.#channels.size >= MAX_CHANNELS_PER_CONNECTION && !this.#channels.has(topic))
      return this.#reply(message, 'error', { reason: 'ChannelRateLimitReached: Too many channels' });
    if (config.private === true) {
      return this.#reply(message, 'error', {
        reason:
          'PrivateChannels: the local stack does not implement Realtime Authorization (private channels)',
      });
    }
    const given = payload.access_token ?? payload.user_token;
    const token = typeof given === 'string' && !given.startsWith('sb_') ? given : this.#apiKey;
    const check = checkToken(token, this.#config.jwtSecret, this.#config.now());
    if (!check.ok) return this.#reply(message, 'error', { reason: `${check.code}: ${check.message}` });

    // A second join of a topic replaces the first, as Phoenix does.
    const previous = this.#channels.get(topic);
    if (previous) {
      this.#drop(previous);
      this.#send({ join_ref: previous.joinRef, ref: null, topic, event: 'phx_close', payload: {} });
    }

    const params = Array.isArray(config.postgres_changes)
      ? config.postgres_changes.filter((p) => p != null)
      : [];
    const withIds = params.map((p) => ({ ...(p as Record<string, unknown>), id: subscriptionId(p) }));
    const parsed = params.map((p, i) => ({ result: parseSubscription(p), id: withIds[i]?.id ?? 0 }));
    const subscriptions: Subscription[] = [];
    const channel: Channel = {
      topic,
      joinRef: message.join_ref ?? message.ref,
      accessToken: token,
      expiry: null,
      listener: {
        subscriptions,
        claims: check.claims,
        deliver: (ids: number[], data: ChangeData) =>
          this.#send({ join_ref: null, ref: null, topic, event: 'postgres_changes', payload: { ids, data } }),
      },
    };
    this.#channels.set(topic, channel);
    this.#armExpiry(channel);
    this.#reply(message, 'ok', { postgres_changes: withIds });
    if (parsed.length === 0) return;

    for (const { result, id } of parsed) {
      if (!result.ok) return this.#system(channel, 'postgres_changes', 'error', result.message);
      const subscription = { ...result.value, id };
      const tables = await this.#config.feed.publishedTables(subscription);
      const missing = subscription.filters.find((f) => !tables.some((t) => t.columns.includes(f.column)));
      if (tables.length === 0 || missing) {
        const describe = `event: ${subscription.event}, schema: ${subscription.schema}, table: ${subscription.table}, filters: ${JSON.stringify(
          subscription.filters.map((f) => [f.column, f.op, f.value]),
        )}`;
        return this.#system(
          channel,
          'postgres_changes',
          'error',
          missing
            ? `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe}]. Exception: invalid column for filter ${missing.column}`
            : `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe}]`,
        );
      }
      subscriptions.push(subscription);
    }
    if (this.#channels.get(topic) !== channel) return;
    await this.#config.feed.add(channel.listener);
    this.#system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /** Realtime re-checks the token when it expires (confirm_token): an expired one ends the channel. */
  #armExpiry(channel: Channel) {
    if (channel.expiry) clearTimeout(channel.expiry);
    const exp = Number(channel.listener.claims.exp);
    const wait = Math.max(0, exp * 1000 - this.#config.now());
    // setTimeout's limit is 2^31-1 ms; a token valid for longer is checked again then.
    channel.expiry = setTimeout(
      () => {
        const check = checkToken(channel.accessToken, this.#config.jwtSecret, this.#config.now());
        if (check.ok) return this.#armExpiry(channel);
        this.#shutdown(channel, check.message);
      },
      Math.min(wait, 2 ** 31 - 1),
    );
    channel.expiry.unref?.();
  }

  #shutdown(channel: Channel, message: string) {
    this.#system(channel, 'system', 'error', message);
    this.#drop(channel);
    this.#send({
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  async #swapToken(channel: Channel, token: unknown) {
    if (
      token == null ||
      token === channel.accessToken ||
      (typeof token === 'string' && token.startsWith('sb_'))
    )
      return;
    const check = checkToken(token, this.#config.jwtSecret, this.#config.now());
    if (!check.ok) return this.#shutdown(channel, check.message);
    channel.accessToken = token as string;
    channel.listener.claims = check.claims;
    this.#armExpiry(channel);
    if (channel.listener.subscriptions.length > 0)
      this.#system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  #drop(channel: Channel) {
    if (channel.expiry) clearTimeout(channel.expiry);
    if (this.#channels.get(channel.topic) === channel) this.#channels.delete(channel.topic);
    void this.#config.feed.remove(channel.listener);
  }
}

/** Answers an upgrade on REALTIME_PATH: the API key checked first, as Realtime's UserSocket.connect does. */
export function handleRealtimeUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  url: URL,
  config: RealtimeConfig,
): void {
  const header = req.headers.apikey;
  const apiKey = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header) ?? '';
  const check = apiKey === '' ? null : checkToken(apiKey, config.jwtSecret, config.now());
  const vsn = url.searchParams.get('vsn') ?? '1.0.0';
  const refusal = !check
    ? 'API key is missing'
    : !check.ok
      ? check.message
      : vsn !== '1.0.0' && vsn !== '2.0.0'
        ? `Unsupported serializer version: ${vsn}`
        : null;
  if (refusal) {
    refuseUpgrade(socket, check?.ok ? 400 : 401, { error: refusal });
    return;
  }
  const peer = acceptWebSocket(req, socket, head);
  if (peer) new Connection(peer, config, vsn === '2.0.0', apiKey);
}
