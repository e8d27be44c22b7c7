/**
 * MCP's stdio transport (server.ts): one JSON-RPC message a line on stdin, one a line on stdout. The SDK's own
 * (1.32.2) joins a line's chunks anew at each chunk, so a call of 100 MB (`json`'s input limit) took 76 s to read,
 * and it ends the session on a line over 10 MiB, though the tools' schemas take `stdin` up to 100 MB. Here a line's
 * chunks are joined once, when its newline comes; one longer than a string can hold is answered with an error.
 */
import { constants } from 'node:buffer';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { type JSONRPCMessage, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';

const NEWLINE = 0x0a;

export class StdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  /** The line so far: its chunks, and their bytes. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Past the longest line a string holds: the rest of it is dropped, up to its newline. */
  private dropping = false;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly maxLine: number = constants.MAX_STRING_LENGTH,
  ) {}

  private readonly ondata = (chunk: Buffer) => {
    let start = 0;
    for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
      const last = chunk.subarray(start, end);
      const line = this.dropping ? undefined : Buffer.concat([...this.pending, last]);
      this.pending = [];
      this.pendingBytes = 0;
      this.dropping = false;
      start = end + 1;
      if (line) this.receive(line.toString('utf8').replace(/\r$/, ''));
    }
    if (start === chunk.length || this.dropping) return;
    const rest = chunk.subarray(start);
    this.pendingBytes += rest.length;
    if (this.pendingBytes <= this.maxLine) this.pending.push(rest);
    else {
      this.pending = [];
      this.dropping = true;
      void this.send({
        jsonrpc: '2.0',
        error: { code: -32700, message: `Parse error: a message over ${this.maxLine} bytes` },
      });
    }
  };

  private receive(line: string) {
    if (line.trim() === '') return;
    let message: JSONRPCMessage;
    try {
      message = JSONRPCMessageSchema.parse(JSON.parse(line));
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    this.onmessage?.(message);
  }

  private readonly onfailure = (error: Error) => this.onerror?.(error);

  async start() {
    this.input.on('data', this.ondata);
    this.input.on('error', this.onfailure);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((done) => {
      if (this.output.write(`${JSON.stringify(message)}\n`)) done();
      else this.output.once('drain', done);
    });
  }

  async close() {
    this.input.off('data', this.ondata);
    this.input.off('error', this.onfailure);
    this.input.pause();
    this.pending = [];
    this.onclose?.();
  }
}
