import { tools } from '@toolbox/core/registry';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { commandModules } from './index';
import { type ListedTool, listTools, run, toOptions } from './list';

describe('toolbox list', () => {
  it('prints one tab-separated line per tool when stdout is not a terminal', async () => {
    const ctx = testContext();
    await run({ group: undefined }, ctx);
    const lines = ctx.captured.stdout.split('\n').slice(0, -1);
    expect(lines).toHaveLength(tools.length);
    expect(lines[0]).toBe('og-generator\tOG Image Generator\tdeveloper\t/og-generator\tog');
    expect(lines.every((line) => line.split('\t').length === 5)).toBe(true);
    expect(ctx.captured.stderr).toBe('');
  });

  it('prints an aligned table with a header and group titles on a terminal', async () => {
    const ctx = testContext({ isTTY: true });
    await run({ group: undefined }, ctx);
    const [header, first] = ctx.captured.stdout.split('\n');
    expect(header).toMatch(/^ID {2,}TITLE {2,}GROUP {2,}ROUTE {2,}COMMANDS$/);
    expect(first).toMatch(
      /^og-generator {2,}OG Image Generator {2,}Developer Tools {2,}\/og-generator {2,}og$/,
    );
    expect(header!.indexOf('TITLE')).toBe(first!.indexOf('OG Image Generator'));
    expect(ctx.captured.stdout).not.toContain('\u001b[');
  });

  it('makes the header bold only when colour is on', async () => {
    const ctx = testContext({ isTTY: true, color: true });
    await run({ group: undefined }, ctx);
    expect(ctx.captured.stdout.startsWith('\u001b[1mID')).toBe(true);
  });

  it('--json prints every tool as an array', async () => {
    const ctx = testContext({ json: true });
    await run({ group: undefined }, ctx);
    const listed = JSON.parse(ctx.captured.stdout) as ListedTool[];
    expect(listed.map((tool) => tool.id)).toEqual(tools.map((tool) => tool.id));
    expect(listed[0]).toEqual({
      id: 'og-generator',
      title: 'OG Image Generator',
      description: tools[0].description,
      group: 'developer',
      route: '/og-generator',
      commands: ['og'],
    });
  });

  it('--group keeps one group in registry order', async () => {
    const ctx = testContext({ json: true });
    await run(toOptions({ flags: { group: 'supabase' }, args: [] }), ctx);
    const listed = JSON.parse(ctx.captured.stdout) as ListedTool[];
    expect(listed.map((tool) => tool.id)).toEqual(
      tools.filter((tool) => tool.group === 'supabase').map((tool) => tool.id),
    );
  });

  it('lists, per tool, exactly its registry commands that have a module', () => {
    for (const tool of listTools()) {
      const declared: readonly string[] = tools.find((entry) => entry.id === tool.id)?.cli?.commands ?? [];
      expect(tool.commands).toEqual(declared.filter((name) => Object.hasOwn(commandModules, name)));
    }
  });
});
