// `toolbox mcp`'s answer to arguments its schemas refuse, through the SDK's Client: one line a model can act on,
// naming the argument and what would be accepted.
import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Served, serve, textOf } from './mcp-client';
import { signedInConfigHome } from './signed-in-config-home.mjs';

const folder = () => realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-mcp-arguments-')));

let served: Served;
beforeAll(async () => {
  served = await serve(
    { HOME: folder(), XDG_CONFIG_HOME: signedInConfigHome(), XDG_CACHE_HOME: folder() },
    { cwd: folder() },
  );
});
afterAll(async () => {
  await served.close();
});

async function refused(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await served.client.callTool({ name, arguments: args });
  expect(result.isError).toBe(true);
  const text = textOf(result);
  expect(text).not.toMatch(/\n/);
  return text;
}

describe('toolbox mcp: refused arguments', () => {
  it('a tool with operations called without one is told to give `operation`, not what every operation needs', async () => {
    expect(await refused('utilities', { options: { text: 'hi' } })).toMatch(
      /^invalid arguments for utilities: arguments must have required property 'operation'/,
    );
  });
});
