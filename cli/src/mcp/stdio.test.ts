import { PassThrough } from 'node:stream';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { StdioTransport } from './stdio';

/** A transport over in-memory streams: what it passes on, what it answers by itself. */
async function transport(maxLine?: number) {
  const input = new PassThrough();
  const output = new PassThrough();
  const answered: unknown[] = [];
  output.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) if (line) answered.push(JSON.parse(line));
  });
  const received: JSONRPCMessage[] = [];
  const stdio = new StdioTransport(input, output, maxLine);
  stdio.onmessage = (message) => received.push(message);
  await stdio.start();
  const settled = () => new Promise((done) => setImmediate(done));
  return { input, answered, received, settled };
}

const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

describe('StdioTransport', () => {
  it('passes on each line, whatever its chunks, a CRLF line too', async () => {
    const { input, received, settled } = await transport();
    const line = `${JSON.stringify(ping)}\r\n${JSON.stringify({ ...ping, id: 2 })}\n`;
    for (const char of line) input.write(char);
    await settled();
    expect(received).toEqual([ping, { ...ping, id: 2 }]);
  });

  it('answers a line longer than it may hold with -32700, dropping it, and reads the next', async () => {
    const { input, answered, received, settled } = await transport(100);
    input.write(`{"jsonrpc":"2.0","id":9,"method":"ping","params":{"pad":"${'x'.repeat(80)}`);
    input.write(`${'y'.repeat(80)}"}}\n${JSON.stringify(ping)}\n`);
    await settled();
    expect(answered).toEqual([
      { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: a message over 100 bytes' } },
    ]);
    expect(received).toEqual([ping]);
  });

  it('answers what is not JSON with -32700, and JSON that is not one JSON-RPC message with -32600', async () => {
    const { input, answered, received, settled } = await transport();
    input.write('{not json\n');
    input.write('{"jsonrpc":"2.0","id":3,"method":5}\n');
    input.write(`[${JSON.stringify(ping)}]\n`);
    input.write(`${JSON.stringify(ping)}\n`);
    await settled();
    expect(answered).toEqual([
      { jsonrpc: '2.0', error: { code: -32700, message: expect.stringMatching(/^Parse error: /) } },
      {
        jsonrpc: '2.0',
        id: 3,
        error: { code: -32600, message: expect.stringMatching(/^Invalid Request: /) },
      },
      {
        jsonrpc: '2.0',
        error: { code: -32600, message: 'Invalid Request: one JSON-RPC message a line, not a batch' },
      },
    ]);
    expect(received).toEqual([ping]);
  });
});
