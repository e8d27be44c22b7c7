import { tools } from '@toolbox/core/registry';
import { describe, expect, it } from 'vitest';
import { loaderFor } from '../commands/index';
import { buildCatalog, selectTools, TOOL_NAME } from './catalog';

const catalog = await buildCatalog(async (name) => loaderFor(name)?.());
const operations = catalog.flatMap((tool) => tool.operations.map((operation) => operation.path.join(' ')));

describe('the tools toolbox mcp offers, generated from the commands', () => {
  it('reaches every command of every registry tool, each once', () => {
    for (const tool of tools)
      for (const command of tool.cli?.commands ?? [])
        expect(operations.some((path) => path.split(' ')[0] === command)).toBe(true);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it('lists at most 40 tools by default, named as every client accepts', () => {
    expect(catalog.length).toBeLessThanOrEqual(40);
    for (const tool of catalog) expect(tool.name).toMatch(TOOL_NAME);
  });

  it('keeps what changes something apart from what only reads, and says which is destructive', () => {
    const named = (name: string) => catalog.find((tool) => tool.name === name);
    expect(named('account')?.operations.map((op) => op.path.join(' '))).toEqual([
      'whoami',
      'projects list',
      'projects show',
      'projects pull',
      'preset list',
      'preset show',
      'share open',
      'share list',
      'team list',
      'team members',
    ]);
    expect(named('account_edit')?.operations.map((op) => op.path.join(' '))).toEqual([
      'projects push',
      'projects rm',
      'projects move',
      'projects add-card',
      'projects move-card',
      'projects tick',
      'preset save',
      'preset rm',
      'preset move',
      'share',
      'share revoke',
      'team create',
      'team invite',
      'team join',
      'team role',
      'team remove',
      'team leave',
      'team transfer',
    ]);
    expect(named('account_edit')?.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    expect(named('release')?.annotations).toMatchObject({ destructiveHint: true, openWorldHint: true });
    expect(named('jwt')?.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
  });

  it("describes a tool split from its group by the operation's own words (release is not changelog)", () => {
    const release = catalog.find((tool) => tool.name === 'release')!;
    const changelog = catalog.find((tool) => tool.name === 'changelog')!;
    expect(release.description.split('\n')[0]).toBe(release.operations[0]?.description);
    expect(release.description.split('\n')[0]).not.toBe(changelog.description.split('\n')[0]);
  });

  it('gives every generator tool `preset`, and an operation field where a tool has several commands', () => {
    const jwt = catalog.find((tool) => tool.name === 'jwt')!;
    expect(jwt.inputSchema).toMatchObject({
      required: ['operation'],
      properties: { operation: { enum: ['jwt decode', 'jwt verify', 'jwt sign'] } },
    });
    for (const tool of catalog)
      for (const operation of tool.operations)
        if (operation.toolId !== undefined)
          expect(Object.keys(operation.inputSchema.properties)).toContain('preset');
  });

  it("offers the registry's small utilities as one `utilities` tool, each operation with its own tool's presets", () => {
    const utilityTools = tools.filter((tool) => 'utility' in tool && tool.utility);
    expect(utilityTools.length).toBeGreaterThan(0);
    const utilities = catalog.find((tool) => tool.name === 'utilities')!;
    expect(utilities.toolset).toBe('utilities');
    for (const tool of utilityTools) {
      for (const command of tool.cli?.commands ?? []) {
        expect(catalog.some((other) => other.name === command)).toBe(false);
        const operations = utilities.operations.filter((operation) => operation.path[0] === command);
        expect(operations.length).toBeGreaterThan(0);
        for (const operation of operations) expect(operation.toolId).toBe(tool.id);
      }
    }
    expect(selectTools(catalog, ['utilities'])).toEqual([utilities]);
  });

  it('--toolsets picks by group', () => {
    expect(selectTools(catalog, ['account']).map((tool) => tool.name)).toEqual(['account', 'account_edit']);
    expect(selectTools(catalog, []).length).toBe(catalog.length);
  });
});
