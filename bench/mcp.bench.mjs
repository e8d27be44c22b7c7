// Issue 78: `toolbox mcp` as an agent's client meets it, over stdio: spawn to the first tools/list answer, and a small
// tool's call round trip on a running server (`cron`, a worker thread per call), beside the same command through the
// CLI (a process per run, `toolbox --json cron …`). Signed in as a script would be (a confirmed credential, no
// network). The client is a bare JSON-RPC writer, so the figures are the server's.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedInConfigHome } from '../cli/test/signed-in-config-home.mjs';

const CRON = ['30 9 * * 1-5', '--next', '2', '--from', '2026-01-15T12:00:00Z', '--tz', 'Europe/Paris'];
const CRON_CALL = { expression: CRON[0], next: 2, from: CRON[4], tz: CRON[6] };

/** A running `toolbox mcp`: send a request, await its answer by id. */
function server(toolbox, env) {
  const child = spawn(process.execPath, [toolbox, 'mcp'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
  const waiting = new Map();
  let buffer = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    buffer += chunk;
    for (let at = buffer.indexOf('\n'); at !== -1; at = buffer.indexOf('\n')) {
      const message = JSON.parse(buffer.slice(0, at));
      buffer = buffer.slice(at + 1);
      waiting.get(message.id)?.(message);
    }
  });
  let id = 0;
  const send = (message) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
  return {
    request(method, params) {
      id += 1;
      const answer = new Promise((resolve) => waiting.set(id, resolve));
      send({ id, method, params });
      return answer;
    },
    notify: (method) => send({ method }),
    close: () =>
      new Promise((resolve) => {
        child.on('close', resolve);
        child.stdin.end();
      }),
  };
}

const INITIALIZE = {
  protocolVersion: '2025-06-18',
  capabilities: {},
  clientInfo: { name: 'bench', version: '1' },
};

async function spawnToList(toolbox, env) {
  const started = performance.now();
  const mcp = server(toolbox, env);
  await mcp.request('initialize', INITIALIZE);
  mcp.notify('notifications/initialized');
  const { result } = await mcp.request('tools/list', {});
  const ms = performance.now() - started;
  await mcp.close();
  return { ms, tools: result.tools.length };
}

export async function run({ root, measure }) {
  const toolbox = join(root, 'cli', 'dist', 'toolbox.js');
  const missing = measure.ensureBuilt({ root, output: toolbox, filter: 'dev-toolbox-cli' });
  if (missing) return [{ metric: 'mcp: spawn to tools/list', skipped: missing }];
  const home = mkdtempSync(join(tmpdir(), 'toolbox-bench-mcp-'));
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    XDG_CONFIG_HOME: signedInConfigHome('toolbox-bench-'),
  };

  const listed = [];
  let tools = 0;
  for (let i = 0; i < 11; i++) {
    const { ms, tools: count } = await spawnToList(toolbox, env);
    listed.push(ms);
    tools = count;
  }

  const mcp = server(toolbox, env);
  await mcp.request('initialize', INITIALIZE);
  mcp.notify('notifications/initialized');
  await mcp.request('tools/list', {});
  const calls = [];
  for (let i = 0; i < 16; i++) {
    const started = performance.now();
    const { result } = await mcp.request('tools/call', { name: 'cron', arguments: CRON_CALL });
    if (result.isError) throw new Error(`cron through toolbox mcp: ${result.content[0]?.text}`);
    if (i > 0) calls.push(performance.now() - started); // the first loads the worker's chunks from disk
  }
  await mcp.close();

  const [floor, cli] = measure.timeCommands(
    [
      { command: process.execPath, args: ['-e', '0'] },
      { command: process.execPath, args: [toolbox, '--json', 'cron', ...CRON] },
    ],
    { runs: 11, env },
  );
  const list = measure.summarize(listed);
  const call = measure.summarize(calls);
  const spread = ({ min, max, runs }) => `${runs} runs, ${min.toFixed(0)}-${max.toFixed(0)} ms`;
  return [
    {
      metric: 'mcp: spawn to first tools/list answer',
      value: list.median,
      unit: 'ms',
      budget: 500,
      note: `${tools} tools; ${spread(list)}; node -e 0 ${floor.median.toFixed(0)} ms`,
    },
    {
      metric: 'mcp: cron call round trip (running server)',
      value: call.median,
      unit: 'ms',
      note: spread(call),
    },
    {
      metric: 'mcp: the same cron through the CLI (a process)',
      value: cli.median,
      unit: 'ms',
      note: spread(cli),
    },
  ];
}
