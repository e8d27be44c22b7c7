// RFC 6455 at the frame level, against acceptWebSocket over a real TCP socket.

import type { IncomingMessage } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptWebSocket } from './websocket';

let server: Server | null = null;
afterEach(() => server?.close());

/** A masked client frame (RFC 6455 5.2), FIN set. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const mask = Buffer.from([1, 2, 3, 4]);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ (mask[i % 4] as number)));
  return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length]), mask, masked]);
}

/** Starts a socket server that accepts every connection as a WebSocket and records the text messages it reads. */
async function serve(messages: string[]): Promise<Socket> {
  const fakeUpgrade = {
    method: 'GET',
    headers: { upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': randomKey() },
  } as unknown as IncomingMessage;
  server = createServer((socket) => {
    const peer = acceptWebSocket(fakeUpgrade, socket, Buffer.alloc(0));
    if (peer) peer.onMessage = (text) => messages.push(text);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const client = connect(address.port, '127.0.0.1');
  await new Promise<void>((resolve) => client.once('connect', resolve));
  return client;
}

function randomKey(): string {
  return Buffer.from('0123456789abcdef').toString('base64');
}

/** Everything the server sent until it closed the connection (or 2 s passed). */
function untilClosed(client: Socket): Promise<Buffer> {
  const chunks: Buffer[] = [];
  client.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const done = () => {
      client.destroy();
      resolve(Buffer.concat(chunks));
    };
    const timer = setTimeout(done, 2000);
    client.once('close', () => {
      clearTimeout(timer);
      done();
    });
  });
}

describe('the realtime socket', () => {
  it('fails the connection with 1007 on a text message that is not UTF-8, and passes none of it on', async () => {
    const messages: string[] = [];
    const client = await serve(messages);
    const received = untilClosed(client);
    client.write(clientFrame(0x1, Buffer.from('"ok"')));
    client.write(clientFrame(0x1, Buffer.from([0x22, 0xe9, 0x22])));
    const bytes = await received;
    const close = bytes.subarray(bytes.indexOf('\r\n\r\n') + 4);
    expect(close.length, 'a close frame').toBeGreaterThanOrEqual(4);
    expect(close[0]).toBe(0x88); // FIN + close
    expect(close.readUInt16BE(2)).toBe(1007);
    expect(messages).toEqual(['"ok"']);
  });

  it.each([
    [1000, 1000],
    [3000, 3000],
    [4999, 4999],
    [999, 1002],
    [1004, 1002],
    [1005, 1002],
    [1006, 1002],
    [1015, 1002],
    [2999, 1002],
    [5000, 1002],
  ])(
    'answers a close frame with code %d by closing with %d (RFC 6455 7.4: never a reserved code back)',
    async (sent, answered) => {
      const client = await serve([]);
      const received = untilClosed(client);
      const payload = Buffer.alloc(2);
      payload.writeUInt16BE(sent, 0);
      client.write(clientFrame(0x8, payload));
      const bytes = await received;
      const close = bytes.subarray(bytes.indexOf('\r\n\r\n') + 4);
      expect(close[0]).toBe(0x88);
      expect(close.readUInt16BE(2)).toBe(answered);
    },
  );

  it('answers a close frame of one byte, which holds no code, with 1002', async () => {
    const client = await serve([]);
    const received = untilClosed(client);
    client.write(clientFrame(0x8, Buffer.from([0x03])));
    const bytes = await received;
    expect(bytes.subarray(bytes.indexOf('\r\n\r\n') + 4).readUInt16BE(2)).toBe(1002);
  });
});
