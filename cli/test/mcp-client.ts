// The built `toolbox mcp` driven by the MCP SDK's own Client over stdio, as an agent's client drives it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogTool } from '../src/mcp/catalog';
import { toolboxJs } from './run-built';

/** The catalog the build wrote, which the server lists. */
export const catalog = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'dist', 'mcp-tools.json'), 'utf8'),
) as CatalogTool[];

export interface Served {
  client: Client;
  transport: StdioClientTransport;
  /** The server's process id (to look at its CPU time). */
  pid: number | null;
  /** Milliseconds from spawn to the first tools/list answer. */
  listedAfter: number;
  close(): Promise<void>;
}

/**
 * Spawns `toolbox mcp ARGS` in `cwd` with `env` (besides PATH) and connects; `roots` makes the client offer these
 * folders as its roots (file:// URIs).
 */
export async function serve(
  env: Record<string, string>,
  options: { args?: string[]; cwd?: string; roots?: string[] } = {},
): Promise<Served> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [toolboxJs, 'mcp', ...(options.args ?? [])],
    env: { PATH: process.env.PATH ?? '', ...env },
    ...(options.cwd ? { cwd: options.cwd } : {}),
    stderr: 'pipe',
  });
  const client = new Client(
    { name: 'toolbox-test', version: '1.0.0' },
    { capabilities: options.roots ? { roots: { listChanged: true } } : {} },
  );
  if (options.roots) {
    const roots = options.roots;
    client.setRequestHandler(ListRootsRequestSchema, async () => ({
      roots: roots.map((root) => ({ uri: `file://${root}`, name: root })),
    }));
  }
  const started = performance.now();
  await client.connect(transport);
  await client.listTools();
  const listedAfter = performance.now() - started;
  return {
    client,
    transport,
    pid: transport.pid,
    listedAfter,
    close: () => client.close(),
  };
}

/** The text of a result's first text block. */
export function textOf(result: unknown): string {
  const content = ((result as { content?: unknown }).content ?? []) as { type: string; text?: string }[];
  return content.find((block) => block.type === 'text')?.text ?? '';
}
