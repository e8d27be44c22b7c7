/**
 * MCP's stdio transport (server.ts): one JSON-RPC message a line on stdin, one a line on stdout. The SDK's own
 * (1.32.2) joins a line's chunks anew at each chunk, so a call of 100 MB (`json`'s input limit) took 76 s to read,
 * and it ends the session on a line over 10 MiB, though the tools' schemas take `stdin` up to 100 MB. Here a line's
 * chunks are joined once, when its newline comes; one longer than a string can hold is answered with an error.
 * A line that is not a JSON-RPC message is answered (-32700, -32600) where the SDK's drops it without a word.
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
      this.refuse(-32700, `Parse error: a message over ${this.maxLine} bytes`);
    }
  };

  /** A line passed on as a message, or answered as JSON-RPC says: -32700 not JSON, -32600 not one message. */
  private receive(line: string) {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      this.refuse(-32700, `Parse error: ${(error as Error).message}`);
      return;
    }
    if (Array.isArray(json)) {
      this.refuse(-32600, 'Invalid Request: one JSON-RPC message a line, not a batch');
      return;
    }
    const message = JSONRPCMessageSchema.safeParse(json);
    if (message.success) {
      this.onmessage?.(message.data);
      return;
    }
    const id = (json as { id?: unknown } | null)?.id;
    const issue = message.error.issues[0];
    this.refuse(
      -32600,
      `Invalid Request: not a JSON-RPC 2.0 request, notification or response${issue ? ` (${issue.path.join('.') || 'message'}: ${issue.message})` : ''}`,
      typeof id === 'string' || typeof id === 'number' ? id : undefined,
    );
  }

  /** The error a line gets that no request handler sees (its id, when it has one that can be read). */
  private refuse(code: number, message: string, id?: string | number) {
    void this.send({ jsonrpc: '2.0', ...(id !== undefined ? { id } : {}), error: { code, message } });
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
