import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { loaderFor } from './index';
import { run, toOptions } from './mcp';

/** The CLI's command table, as main.ts hands it to a command's run(). */
const load = async (name: string) => loaderFor(name)?.();

describe('toolbox mcp: flags to options', () => {
  it('serves every toolset for 300 s a call unless told otherwise', () => {
    expect(toOptions({ flags: {}, args: [] })).toEqual({
      list: false,
      toolsets: [],
      root: undefined,
      timeout: 300,
    });
    expect(
      toOptions({ flags: { toolsets: ['converters, account'], root: 'app', timeout: '30' }, args: [] }),
    ).toEqual({ list: false, toolsets: ['converters', 'account'], root: 'app', timeout: 30 });
    expect(() => toOptions({ flags: { timeout: '0' }, args: [] })).toThrow(
      new UsageError('--timeout must be between 1 and 86400.'),
    );
  });

  it('refuses a toolset that does not exist, naming the ones that do', async () => {
    await expect(
      run({ list: true, toolsets: ['converters', 'nope'], root: undefined, timeout: 300 }, testContext()),
    ).rejects.toThrow(
      /--toolsets: no toolset nope; the toolsets are developer, project, supabase, converters, utilities, account\./,
    );
  });

  it('--list prints the tools of the toolsets asked for, with their annotations and schemas', async () => {
    const ctx = testContext();
    await run({ list: true, toolsets: ['account'], root: undefined, timeout: 300 }, ctx, load);
    const text = ctx.captured.stdout;
    expect(text).toMatch(/^2 tools\n/);
    expect(text).toContain('account_edit  [account; destructive, openWorld]');
    expect(text).toContain('"enum": [');
    expect(text).not.toContain('\nog  [');
  });

  it('--list --json prints the catalog: each tool with its operations and how they map to the flags', async () => {
    const ctx = { ...testContext(), json: true };
    await run({ list: true, toolsets: ['converters'], root: undefined, timeout: 300 }, ctx, load);
    const tools = JSON.parse(ctx.captured.stdout) as { name: string; operations: { path: string[] }[] }[];
    expect(tools.map((tool) => tool.name)).toContain('jwt');
    expect(tools.find((tool) => tool.name === 'jwt')?.operations.map((op) => op.path.join(' '))).toEqual([
      'jwt decode',
      'jwt verify',
      'jwt sign',
    ]);
  });
});
