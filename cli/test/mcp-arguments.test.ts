// `toolbox mcp`'s answer to arguments its schemas refuse, through the SDK's Client: one line a model can act on,
// naming the argument and what would be accepted.
import { mkdtempSync, readdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Served, serve, textOf } from './mcp-client';
import { signedInConfigHome } from './signed-in-config-home.mjs';

const folder = () => realpathSync(mkdtempSync(join(tmpdir(), 'toolbox-mcp-arguments-')));

let served: Served;
/** The folder the server started in: its root. */
const root = folder();
beforeAll(async () => {
  served = await serve(
    { HOME: folder(), XDG_CONFIG_HOME: signedInConfigHome(), XDG_CACHE_HOME: folder() },
    { cwd: root },
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

  it('an argument the tool does not take is named, with the ones it does', async () => {
    const text = await refused('cron', { expression: '*/5 * * * *', count: 3 });
    expect(text).toMatch(/^invalid arguments for cron: arguments has no property "count"/);
    expect(text).toMatch(/\bexpression\b.*\bnext\b/);
    expect(
      await refused('utilities', { operation: 'case', options: { text: 'hi', style: 'snake' } }),
    ).toMatch(/^invalid arguments for utilities: \/options has no property "style" \(it takes text, to, /);
  });

  it('a value outside a choice is answered with the choices', async () => {
    expect(await refused('qr', { text: 'hi', level: 'X' })).toMatch(
      /^invalid arguments for qr: \/level must be one of "L", "M", "Q", "H"/,
    );
  });
});

describe('toolbox mcp: without `output`', () => {
  it('a command that names its own file (pdf: document.pdf) writes nothing; the PDF comes back inline', async () => {
    const result = await served.client.callTool({
      name: 'markdown-pdf',
      arguments: { operation: 'pdf', options: { file: '-', stdin: '# Notes\n\nHello.\n' } },
    });
    expect(result.isError ?? false).toBe(false);
    expect(readdirSync(root)).toEqual([]);
    expect(result.content).toContainEqual(
      expect.objectContaining({
        type: 'resource',
        resource: expect.objectContaining({
          mimeType: 'application/pdf',
          blob: expect.stringMatching(/^JVBERi/),
        }),
      }),
    );
  });
});
