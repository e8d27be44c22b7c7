// `toolbox mcp` at the JSON-RPC level, lines written to its stdin as a client or a broken client would: what the
// SDK's Client never sends (a malformed tools/call, a cursor from nowhere) and what it hides (closing stdin while a
// call runs). Each answer is checked against what the MCP specification says a server answers.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

type Message = { id?: unknown; result?: Record<string, unknown>; error?: { code: number; message: string } };

const folder = () => realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-mcp-protocol-')));

interface Raw {
  child: ChildProcessWithoutNullStreams;
  send(message: unknown): void;
  answer(id: unknown, ms?: number): Promise<Message>;
}

const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill();
});

/** `toolbox mcp`, signed in, initialized as a client at protocol 2025-11-25 would. */
async function raw(): Promise<Raw> {
  const child = spawn(process.execPath, [toolboxJs, 'mcp'], {
    cwd: folder(),
    env: { PATH: process.env.PATH ?? '', HOME: folder(), XDG_CONFIG_HOME: signedInConfigHome() },
  });
  children.push(child);
  const messages: Message[] = [];
  let pending = '';
  const waiting = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      messages.push(JSON.parse(pending.slice(0, end)) as Message);
      pending = pending.slice(end + 1);
    }
    for (const wake of waiting) wake();
  });
  const send = (message: unknown) => child.stdin.write(`${JSON.stringify(message)}\n`);
  const answer = (id: unknown, ms = 30_000) =>
    new Promise<Message>((done, fail) => {
      const look = () => {
        const found = messages.find((message) => message.id === id);
        if (!found) return;
        waiting.delete(look);
        clearTimeout(timer);
        done(found);
      };
      const timer = setTimeout(() => {
        waiting.delete(look);
        fail(new Error(`no answer to ${String(id)} in ${ms} ms`));
      }, ms);
      waiting.add(look);
      look();
    });
  send({
    jsonrpc: '2.0',
    id: 'init',
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  });
  await answer('init');
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return { child, send, answer };
}

/** SQL that `sql format` takes many seconds on (about 7 s of CPU per MB, bench/sql-format.bench.mjs). */
const LONG_SQL =
  'select id, name, created_at from public.todos where done = false order by created_at desc;\n'.repeat(
    30_000,
  );

describe('toolbox mcp: the protocol as the specification says', () => {
  it('a client closing stdin mid-call ends the server at once: the call is stopped, not left to run', async () => {
    const server = await raw();
    server.send({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'sql_format', arguments: { file: '-', stdin: LONG_SQL } },
    });
    await new Promise((wait) => setTimeout(wait, 1_000));
    const closed = performance.now();
    const exited = new Promise<number>((done) =>
      server.child.once('exit', () => done(performance.now() - closed)),
    );
    server.child.stdin.end();
    // The call alone takes over 15 s; the server's own shutdown well under 1 s (a loaded machine: 5 s).
    expect(await exited).toBeLessThan(5_000);
  });

  it('a tools/call whose params are malformed is -32602 Invalid params, naming what is wrong', async () => {
    const server = await raw();
    server.send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'cron', arguments: 'x' } });
    server.send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: {} });
    for (const [id, field] of [
      [1, 'arguments'],
      [2, 'name'],
    ] as const) {
      const { error } = await server.answer(id);
      expect(error?.code).toBe(-32602);
      expect(error?.message).toMatch(new RegExp(`Invalid tools/call request: [^]*"${field}"`));
    }
    server.child.stdin.end();
  });
});
