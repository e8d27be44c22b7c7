// The server side of RFC 6455 that a Phoenix channel socket needs: the handshake, text frames both ways (split
// frames joined), ping/pong and the closing handshake. No extensions (permessage-deflate is not offered back, so
// clients send plain frames) and no subprotocols.

import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** Larger messages close the socket with 1009 (Realtime's own limit on a client's message is far smaller). */
const MAX_MESSAGE_BYTES = 1024 * 1024;

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

const OP = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

export interface WebSocketPeer {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onMessage?: (text: string) => void;
  onBinary?: (data: Buffer) => void;
  onClose?: () => void;
}

/** Refuses the upgrade with a plain HTTP answer (Realtime answers a bad API key with 401 and a JSON body). */
export function refuseUpgrade(socket: Duplex, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  const reason = status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}

/** A close code an endpoint may put in a close frame (the rule of the `ws` package, from RFC 6455 7.4 and IANA). */
function isSendableCloseCode(code: number): boolean {
  return (
    (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) ||
    (code >= 3000 && code <= 4999)
  );
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 0x10000 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x80 | opcode;
  if (length < 126) header[1] = length;
  else if (length < 0x10000) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

/** Completes the handshake, or refuses a request that is not a version-13 WebSocket upgrade; null then. */
export function acceptWebSocket(req: IncomingMessage, socket: Duplex, head: Buffer): WebSocketPeer | null {
  const key = req.headers['sec-websocket-key'];
  if (
    req.method !== 'GET' ||
    req.headers.upgrade?.toLowerCase() !== 'websocket' ||
    req.headers['sec-websocket-version'] !== '13' ||
    typeof key !== 'string' ||
    Buffer.from(key, 'base64').length !== 16
  ) {
    refuseUpgrade(socket, 400, { error: 'Expected a WebSocket upgrade (version 13)' });
    return null;
  }
  const accept = createHash('sha1').update(`${key}${GUID}`).digest('base64');
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );

  let buffered: Buffer = head.length > 0 ? Buffer.from(head) : Buffer.alloc(0);
  let parts: Buffer[] = [];
  let partsBytes = 0;
  let partsOpcode = 0;
  let closed = false;

  const peer: WebSocketPeer = {
    send(text) {
      if (!closed) socket.write(frame(OP.text, Buffer.from(text, 'utf8')));
    },
    close(code = 1000, reason = '') {
      if (closed) return;
      closed = true;
      const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
      payload.writeUInt16BE(code, 0);
      payload.write(reason, 2);
      socket.end(frame(OP.close, payload));
    },
  };

  const fail = (code: number) => {
    peer.close(code);
    socket.destroy();
  };

  const handle = (opcode: number, fin: boolean, payload: Buffer) => {
    if (opcode === OP.ping) return socket.write(frame(OP.pong, payload));
    if (opcode === OP.pong) return;
    if (opcode === OP.close) {
      // No code: a plain close. One byte, or a code no endpoint may send (RFC 6455 7.4: 1004-1006, 1015, below
      // 1000, unassigned 1016-2999, past 4999): a protocol error, never echoed back.
      if (payload.length === 0) return peer.close(1000);
      const code = payload.length >= 2 ? payload.readUInt16BE(0) : 0;
      return peer.close(isSendableCloseCode(code) ? code : 1002);
    }
    if (opcode === OP.continuation ? partsOpcode === 0 : partsOpcode !== 0) return fail(1002);
    if (opcode !== OP.continuation) partsOpcode = opcode;
    partsBytes += payload.length;
    if (partsBytes > MAX_MESSAGE_BYTES) return fail(1009);
    parts.push(payload);
    if (!fin) return;
    const message = Buffer.concat(parts);
    const kind = partsOpcode;
    parts = [];
    partsBytes = 0;
    partsOpcode = 0;
    if (kind === OP.text) {
      // RFC 6455 8.1: a text message that is not UTF-8 fails the connection (1007), never reaches the channel.
      let text: string;
      try {
        text = UTF8.decode(message);
      } catch {
        return fail(1007);
      }
      peer.onMessage?.(text);
    } else if (kind === OP.binary) peer.onBinary?.(message);
    else fail(1002);
  };

  const read = () => {
    while (!closed && buffered.length >= 2) {
      const first = buffered[0] as number;
      const second = buffered[1] as number;
      // A client's frames are masked (RFC 6455 5.1); reserved bits mean an extension this server never agreed to.
      if ((second & 0x80) === 0 || (first & 0x70) !== 0) return fail(1002);
      let length = second & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffered.length < 4) return;
        length = buffered.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffered.length < 10) return;
        const long = buffered.readBigUInt64BE(2);
        if (long > BigInt(MAX_MESSAGE_BYTES)) return fail(1009);
        length = Number(long);
        offset = 10;
      }
      if (length > MAX_MESSAGE_BYTES) return fail(1009);
      if (buffered.length < offset + 4 + length) return;
      const mask = buffered.subarray(offset, offset + 4);
      const payload = Buffer.from(buffered.subarray(offset + 4, offset + 4 + length));
      for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] as number) ^ (mask[i % 4] as number);
      buffered = buffered.subarray(offset + 4 + length);
      const opcode = first & 0x0f;
      if (opcode >= 0x8 && ((first & 0x80) === 0 || length > 125)) return fail(1002);
      handle(opcode, (first & 0x80) !== 0, payload);
    }
  };

  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length > 0 ? Buffer.concat([buffered, chunk]) : chunk;
    read();
  });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    closed = true;
    peer.onClose?.();
  };
  socket.on('close', end);
  socket.on('error', () => socket.destroy());
  socket.on('end', () => {
    closed = true;
    socket.end();
  });
  queueMicrotask(read);
  return peer;
}
