// Every line `toolbox mcp` writes, checked against the MCP specification's own JSON Schema for the protocol version
// the session speaks (fixtures/mcp-schema, SOURCES.md): the answers to initialize, tools/list, calls that answer
// text, images, a written file, an error, the server's roots/list request and its progress notifications.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

const folder = () => realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-mcp-spec-')));

type Message = { id?: unknown; method?: string; result?: unknown; error?: unknown };

/** A session at `version`: its requests sent one by one, each answered before the next; every line it wrote. */
async function session(
  version: string,
  requests: { method: string; params?: unknown }[],
): Promise<Message[]> {
  const root = folder();
  const child = spawn(process.execPath, [toolboxJs, 'mcp', '--timeout', '5'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: folder(), XDG_CONFIG_HOME: signedInConfigHome() },
  });
  const lines: Message[] = [];
  let pending = '';
  let wake = () => {};
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (pending + chunk).split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      lines.push(message);
      // The server asks for the client's roots: answered with the folder it started in.
      if (message.method === 'roots/list')
        child.stdin.write(
          `${JSON.stringify({ jsonrpc: '2.0', id: message.id, result: { roots: [{ uri: `file://${root}` }] } })}\n`,
        );
    }
    wake();
  });
  const all = [
    {
      method: 'initialize',
      params: {
        protocolVersion: version,
        capabilities: { roots: {} },
        clientInfo: { name: 'spec', version: '1' },
      },
    },
    ...requests,
  ];
  for (const [id, request] of all.entries()) {
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, ...request })}\n`);
    if (id === 0)
      child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
    await new Promise<void>((done) => {
      wake = () => {
        if (lines.some((line) => line.id === id && line.method === undefined)) done();
      };
      wake();
    });
  }
  child.stdin.end();
  return lines;
}

const call = (name: string, args: unknown, progress = false) => ({
  method: 'tools/call',
  params: { name, arguments: args, ...(progress ? { _meta: { progressToken: 'p' } } : {}) },
});

/** What a server sends that a client validates against the schema's definitions. */
function validator(version: string) {
  const schema = JSON.parse(
    readFileSync(join(import.meta.dirname, 'fixtures', 'mcp-schema', `${version}.json`), 'utf8'),
  ) as { $schema?: string };
  const ajv = schema.$schema?.includes('2020-12')
    ? new Ajv2020({ strict: false, logger: false })
    : new Ajv({ strict: false, logger: false });
  ajv.addSchema(schema, 'mcp');
  const definitions = 'definitions' in schema ? 'definitions' : '$defs';
  return (definition: string, value: unknown) => {
    const validate = ajv.getSchema(`mcp#/${definitions}/${definition}`);
    if (!validate) throw new Error(`no ${definition} in the ${version} schema`);
    return validate(value)
      ? []
      : (validate.errors ?? []).map((error) => `${definition}${error.instancePath} ${error.message}`);
  };
}

describe('toolbox mcp: every message as the specification schema says', () => {
  it.each(['2025-11-25', '2025-03-26'])('at protocol %s', async (version) => {
    const LONG_SQL = 'select id, name from public.todos where done = false order by id;\n'.repeat(60_000);
    const lines = await session(version, [
      { method: 'tools/list' },
      call('cron', { expression: '*/5 * * * *' }),
      call('qr', { text: 'hello', format: 'png' }),
      call('qr', { text: 'hello', output: 'hello.png' }),
      call('cron', { expression: 'not a cron line' }),
      call('sql_format', { file: '-', stdin: LONG_SQL }, true),
      { method: 'ping' },
    ]);
    const check = validator(version);
    const results: Record<number, string> = { 0: 'InitializeResult', 1: 'ListToolsResult', 7: 'Result' };
    const problems = lines.flatMap((line) => {
      const envelope = check('JSONRPCMessage', line);
      if (line.method === 'roots/list') return [...envelope, ...check('ListRootsRequest', line)];
      if (line.method === 'notifications/progress')
        return [...envelope, ...check('ProgressNotification', line)];
      if (line.method !== undefined) return [...envelope, `unexpected ${line.method}`];
      return [...envelope, ...check(results[line.id as number] ?? 'CallToolResult', line.result)];
    });
    expect(problems).toEqual([]);
    expect(lines.filter((line) => line.error !== undefined)).toEqual([]);
    expect(lines.some((line) => line.method === 'roots/list')).toBe(true);
    // sql_format would run for half a minute: stopped at --timeout 5, after the heartbeat's progress every 2 s.
    expect(lines.some((line) => line.method === 'notifications/progress')).toBe(true);
  });
});
