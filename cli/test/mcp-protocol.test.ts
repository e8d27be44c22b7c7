// `toolbox mcp` at the JSON-RPC level, lines written to its stdin as a client or a broken client would: what the
// SDK's Client never sends (a malformed tools/call, a cursor from nowhere) and what it hides (closing stdin while a
// call runs). Each answer is checked against what the MCP specification says a server answers.
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TOOLSETS } from '../src/mcp/toolsets';
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

/** `toolbox mcp`, signed in, initialized as a client at `protocolVersion` would. */
async function raw(protocolVersion = '2025-11-25', args: string[] = []): Promise<Raw> {
  const child = spawn(process.execPath, [toolboxJs, 'mcp', ...args], {
    cwd: folder(),
    env: { PATH: process.env.PATH ?? '', HOME: folder(), XDG_CONFIG_HOME: signedInConfigHome() },
  });
  children.push(child);
  // A server that ended: a write to it fails, and an answer waited for is not coming.
  child.stdin.on('error', () => {});
  const messages: Message[] = [];
  let pending = '';
  const waiting = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    // A line's newline is looked for in the chunk that came, not in all of a long line each time.
    let end = chunk.indexOf('\n');
    if (end < 0) pending += chunk;
    for (let start = 0; end >= 0; start = end + 1, end = chunk.indexOf('\n', start)) {
      messages.push(JSON.parse(pending + chunk.slice(start, end)) as Message);
      pending = '';
      const next = chunk.indexOf('\n', end + 1);
      if (next < 0) pending = chunk.slice(end + 1);
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
      child.once('exit', (code) =>
        fail(new Error(`the server exited (${code}) before answering ${String(id)}`)),
      );
    });
  send({
    jsonrpc: '2.0',
    id: 'init',
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
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

/** The ids of the process's threads now (Linux: /proc/PID/task). */
const threads = (pid: number) => new Set(readdirSync(`/proc/${pid}/task`));

describe('toolbox mcp --help', () => {
  it('names every group --toolsets takes', () => {
    const { status, stdout } = spawnSync(process.execPath, [toolboxJs, 'mcp', '--help'], {
      encoding: 'utf8',
    });
    expect(status).toBe(0);
    const line = /--toolsets <names>\s+([\s\S]*?)\(default:\s+all\)/.exec(stdout)?.[1]?.replace(/\s+/g, ' ');
    for (const toolset of TOOLSETS) expect(line).toMatch(new RegExp(`\\b${toolset}\\b`));
  });
});

describe('toolbox mcp --root', () => {
  it.each([
    ['a folder that does not exist', (base: string) => join(base, 'missing')],
    [
      'a file',
      (base: string) => {
        const file = join(base, 'notes.md');
        writeFileSync(file, '# notes\n');
        return file;
      },
    ],
  ])('naming %s is refused at start, in one line (exit 2), not in every call after', (_, make) => {
    const root = make(folder());
    const { status, stderr } = spawnSync(process.execPath, [toolboxJs, 'mcp', '--root', root], {
      input: '',
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: folder(), XDG_CONFIG_HOME: signedInConfigHome() },
    });
    expect(status).toBe(2);
    expect(stderr).toMatch(
      new RegExp(`^toolbox: --root: ${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a folder`),
    );
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe('toolbox mcp: the protocol as the specification says', () => {
  it('many calls at once run a few at a time: each has its thread, not a hundred threads and 1.5 GB', async () => {
    const server = await raw();
    const pid = server.child.pid!;
    const idle = threads(pid).size;
    // A thread counts when it is seen in three samples 20 ms apart: one that has just ended can stay listed in /proc
    // for a moment after its join (the kernel clears its id before the task is gone), beside the call that took its
    // turn; on a loaded machine that moment was once over 20 ms.
    let peak = idle;
    const recent = [threads(pid), threads(pid)];
    const watch = setInterval(() => {
      const now = threads(pid);
      peak = Math.max(peak, [...now].filter((id) => recent.every((seen) => seen.has(id))).length);
      recent.shift();
      recent.push(now);
    }, 20);
    const ids = Array.from({ length: 60 }, (_, index) => index + 100);
    for (const id of ids)
      server.send({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'cron', arguments: { expression: '*/5 * * * *' } },
      });
    const answers = await Promise.all(ids.map((id) => server.answer(id, 120_000)));
    clearInterval(watch);
    server.child.stdin.end();
    expect(answers.filter((answer) => answer.result?.isError !== undefined)).toEqual([]);
    expect(answers.every((answer) => typeof answer.result?.structuredContent === 'object')).toBe(true);
    expect(peak - idle).toBeLessThanOrEqual(4);
  });

  it('calls waiting their turn can be cancelled; cancelled ones give their turn to the next', async () => {
    const server = await raw();
    const long = Array.from({ length: 10 }, (_, index) => index + 200);
    for (const id of long)
      server.send({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'sql_format', arguments: { file: '-', stdin: LONG_SQL } },
      });
    await new Promise((wait) => setTimeout(wait, 500));
    for (const id of long)
      server.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id } });
    const asked = performance.now();
    server.send({
      jsonrpc: '2.0',
      id: 300,
      method: 'tools/call',
      params: { name: 'cron', arguments: { expression: '*/5 * * * *' } },
    });
    expect((await server.answer(300)).result?.structuredContent).toMatchObject({ expression: '*/5 * * * *' });
    // Behind ten sql_format calls of over 15 s each, four at a time, had the cancelled ones run on.
    expect(performance.now() - asked).toBeLessThan(10_000);
    server.child.stdin.end();
  });

  it('a call of 30 MB, within its input limit (json: 100 MB), is answered and the session goes on', async () => {
    const server = await raw();
    const document = `[${'{"id":1,"name":"x"},'.repeat(1_500_000)}{"id":2}]`;
    const asked = performance.now();
    server.send({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: {
        name: 'regex-json',
        arguments: { operation: 'json', options: { action: 'minify', file: '-', stdin: document } },
      },
    });
    const { result } = await server.answer(1, 60_000);
    expect(result?.isError).toBeUndefined();
    // Read in a second or so; the SDK's transport takes 76 s over a line of 100 MB (joined anew at each chunk).
    expect(performance.now() - asked).toBeLessThan(20_000);
    server.send({ jsonrpc: '2.0', id: 2, method: 'ping' });
    expect((await server.answer(2)).result).toEqual({});
    server.child.stdin.end();
  });

  it('--max-input-size given at the default of 20 MB still raises a command whose own limit is lower', async () => {
    // commit lint reads at most 1 MB of its own; 1.5 MB of message is over it unless the flag was given.
    const lint = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: {
        name: 'commit_lint',
        arguments: { file: '-', stdin: `feat: add it\n\n${'word '.repeat(300_000)}\n` },
      },
    });
    const plain = await raw();
    plain.send(lint(1));
    expect(JSON.stringify((await plain.answer(1, 60_000)).result)).toMatch(/must NOT have more than 1000000/);
    plain.child.stdin.end();
    const given = await raw('2025-11-25', ['--max-input-size', '20MB']);
    given.send(lint(2));
    const text = JSON.stringify((await given.answer(2, 60_000)).result);
    given.child.stdin.end();
    expect(text).not.toMatch(/must NOT have more than|the limit for toolbox commit/);
    expect(text).toMatch(/body-max-line-length/);
  });

  it("--max-input-size raises every tool call's limit, as it does every command's", async () => {
    const count = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: {
        name: 'utilities',
        arguments: { operation: 'hash', options: { files: ['-'], stdin: 'word '.repeat(5_000_000) } },
      },
    });
    const plain = await raw();
    plain.send(count(1));
    expect(JSON.stringify((await plain.answer(1, 60_000)).result)).toMatch(
      /must NOT have more than 20000000/,
    );
    plain.child.stdin.end();
    const raised = await raw('2025-11-25', ['--max-input-size', '30MB']);
    raised.send(count(2));
    const { result } = await raised.answer(2, 60_000);
    raised.child.stdin.end();
    expect(result?.isError).toBeUndefined();
    // sha256sum of the same 25 MB.
    expect(result?.structuredContent).toMatchObject({
      results: [{ name: '-', digest: createHash('sha256').update('word '.repeat(5_000_000)).digest('hex') }],
    });
    // Lowered, the command itself reads no more (json's own limit is 100 MB): 900,000 characters pass the schema's
    // maxLength, but as UTF-8 they are 1.8 MB.
    const lowered = await raw('2025-11-25', ['--max-input-size', '1MB']);
    lowered.send({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: {
        name: 'regex-json',
        arguments: {
          operation: 'json',
          options: { action: 'minify', file: '-', stdin: `"${'é'.repeat(900_000)}"` },
        },
      },
    });
    const refused = await lowered.answer(3, 60_000);
    lowered.child.stdin.end();
    expect(refused.result?.isError).toBe(true);
    expect(JSON.stringify(refused.result)).toMatch(/1 MB/);
  });

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

  it('a line that is not JSON is answered -32700, and the session goes on', async () => {
    const server = await raw();
    server.child.stdin.write('{"jsonrpc":"2.0","id":1,"method":\n');
    expect((await server.answer(undefined)).error?.code).toBe(-32700);
    server.send({ jsonrpc: '2.0', id: 2, method: 'ping' });
    expect((await server.answer(2)).result).toEqual({});
    server.child.stdin.end();
  });

  it.each(['2024-11-05', '2025-03-26'])(
    'a client at %s, before resource links, is told a written file in text, not by a block it cannot read',
    async (version) => {
      const server = await raw(version);
      server.send({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'qr', arguments: { text: 'hello', output: 'hello.png' } },
      });
      const content = (await server.answer(1)).result?.content as { type: string; text?: string }[];
      server.child.stdin.end();
      expect(content.map((block) => block.type)).not.toContain('resource_link');
      expect(content).toContainEqual({
        type: 'text',
        text: expect.stringMatching(/^wrote \/.*\/hello\.png \(\d+ bytes, image\/png\)$/),
      });
      expect(content.map((block) => block.type)).toContain('image');
    },
  );

  it('a call writing over a file says a tool call never overwrites one, not to use a --force it does not take', async () => {
    const server = await raw();
    const write = (id: number) =>
      server.send({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name: 'qr', arguments: { text: 'hello', output: 'again.png' } },
      });
    write(1);
    expect((await server.answer(1)).result?.isError).toBeUndefined();
    write(2);
    const text = JSON.stringify((await server.answer(2)).result);
    server.child.stdin.end();
    expect(text).toMatch(
      /again\.png already exists; a tool call never overwrites a file: give another output name, or remove it first\./,
    );
    expect(text).not.toMatch(/--force/);
  });

  it('a tools/call asking for a task, which the server does not offer, is run as a plain call', async () => {
    const server = await raw();
    server.send({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'cron', arguments: { expression: '*/5 * * * *' }, task: { ttl: 60_000 } },
    });
    const { result, error } = await server.answer(1);
    server.child.stdin.end();
    expect(error).toBeUndefined();
    expect(result?.structuredContent).toMatchObject({ expression: '*/5 * * * *' });
  });

  it('tools/list is one page: a cursor, which it never gave, is -32602 Invalid params', async () => {
    const server = await raw();
    server.send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect((await server.answer(1)).result).not.toHaveProperty('nextCursor');
    server.send({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { cursor: 'garbage' } });
    expect((await server.answer(2)).error?.code).toBe(-32602);
    server.child.stdin.end();
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
