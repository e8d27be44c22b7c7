// A second client that is not ours (issue 78): the MCP project's own inspector CLI (@modelcontextprotocol/inspector-cli)
// lists the built `toolbox mcp`'s tools and calls one over stdio.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { catalog } from './mcp-client';
import { toolboxJs } from './run-built';
import { signedInConfigHome } from './signed-in-config-home.mjs';

const inspector = join(
  dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector-cli/package.json')),
  'build',
  'index.js',
);

/**
 * Runs the inspector in a folder of its own. It reads its package.json for its client name from `../package.json`
 * when that exists relative to the working folder (inspector-cli 1.0.3, build/index.js callMethod), so the folder
 * has a parent holding one.
 */
function inspect(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const parent = realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-inspector-')));
  writeFileSync(join(parent, 'package.json'), '{}\n');
  const cwd = join(parent, 'root');
  mkdirSync(cwd);
  const env = { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: signedInConfigHome() };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [inspector, process.execPath, toolboxJs, 'mcp', '--root', cwd, ...args],
      { cwd, env, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it('lists the tools with their schemas and annotations', async () => {
  const result = await inspect('--method', 'tools/list');
  expect(result.code, result.stderr).toBe(0);
  const { tools } = JSON.parse(result.stdout) as {
    tools: { name: string; inputSchema: unknown; outputSchema: unknown; annotations: unknown }[];
  };
  expect(tools.map((tool) => tool.name)).toEqual(catalog.map((tool) => tool.name));
  const release = tools.find((tool) => tool.name === 'release');
  expect(release?.annotations).toMatchObject({ destructiveHint: true });
  expect(tools.every((tool) => tool.inputSchema && tool.outputSchema)).toBe(true);
});

it('calls a tool and gets its structured result', async () => {
  const result = await inspect(
    '--method',
    'tools/call',
    '--tool-name',
    'cron',
    '--tool-arg',
    'expression=30 9 * * 1-5',
    '--tool-arg',
    'from=2026-01-15T12:00:00Z',
    '--tool-arg',
    'tz=Europe/Paris',
  );
  expect(result.code, result.stderr).toBe(0);
  const answer = JSON.parse(result.stdout) as {
    structuredContent: { description: string; runs: { local: string }[] };
  };
  expect(answer.structuredContent.description).toBe('At 09:30, on Monday through Friday');
  expect(answer.structuredContent.runs[0]?.local).toBe('2026-01-16 09:30:00 +01:00');
});

it('gets a tool error (not a failed call) for arguments outside the schema', async () => {
  const result = await inspect('--method', 'tools/call', '--tool-name', 'cron', '--tool-arg', 'next=many');
  const answer = JSON.parse(result.stdout) as { isError?: boolean; content: { text: string }[] };
  expect(answer.isError).toBe(true);
  expect(answer.content[0]?.text).toMatch(/^invalid arguments for cron/);
});
