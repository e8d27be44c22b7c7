import { describe, expect, it } from 'vitest';
import { type ToolGroup, toolGroups } from './define-tool';
import { findTool, isToolId, searchTools, toolForCommand, tools } from './registry';

/** Every tool route of both spec documents by sidebar group, in the sidebar's order. */
const routesByGroup: Record<ToolGroup, string[]> = {
  developer: [
    'og-generator',
    'favicon-maker',
    'api-docs',
    'markdown-pdf',
    'mockup-generator',
    'color-palette',
    'regex-json',
    'readme-generator',
    'meta-tags',
    'dev-utilities',
  ],
  project: [
    'folder-structure-generator',
    'commit-message-assistant',
    'changelog-generator',
    'visual-workspace-generator',
  ],
  supabase: [
    'component-scaffolder',
    'tailwind-utilities',
    'icon-library',
    'database-visualizer',
    'rls-policy-generator',
    'edge-function-scaffolder',
    'realtime-code-generator',
  ],
  /** Issue 29: the utilities developers reach for every day, beyond the two spec documents. */
  converters: [
    'jwt',
    'time',
    'cron',
    'url',
    'convert',
    'json-to-types',
    'diff',
    'sql-format',
    'certificates',
    'qr-code',
  ],
};

describe('tool registry', () => {
  it('holds every tool route of both spec documents and issue 29, once', () => {
    const specRoutes = Object.values(routesByGroup).flat();
    expect(tools.map((tool) => tool.id).sort()).toEqual([...specRoutes].sort());
    expect(new Set(tools.map((tool) => tool.id)).size).toBe(21 + routesByGroup.converters.length);
  });

  it('orders the sidebar groups as the spec, then the Code & Supabase group', () => {
    expect(toolGroups.map((group) => group.title)).toEqual([
      'Developer Tools',
      'Project Tools',
      'Code & Supabase',
      'Converters & Decoders',
    ]);
    for (const { id } of toolGroups) {
      expect(tools.filter((tool) => tool.group === id).map((tool) => tool.id)).toEqual(routesByGroup[id]);
    }
  });

  it('features the four tools the spec features', () => {
    const featured = tools.filter((tool) => 'featured' in tool && tool.featured).map((tool) => tool.id);
    expect(featured.sort()).toEqual([
      'commit-message-assistant',
      'folder-structure-generator',
      'og-generator',
      'visual-workspace-generator',
    ]);
  });

  it('gives every CLI command to exactly one tool', () => {
    const commands = tools.flatMap((tool) => tool.cli?.commands ?? []);
    expect(new Set(commands).size).toBe(commands.length);
    expect(toolForCommand('uuid')?.id).toBe('dev-utilities');
    expect(toolForCommand('commit')?.id).toBe('commit-message-assistant');
    expect(toolForCommand('nope')).toBeUndefined();
  });

  it('looks tools up by id', () => {
    expect(findTool('og-generator')?.title).toBe('OG Image Generator');
    expect(isToolId('og-generator')).toBe(true);
    expect(isToolId('profile')).toBe(false);
  });

  it.each([
    ['commit', 'commit-message-assistant'],
    ['open graph', 'og-generator'],
    ['UUID', 'dev-utilities'],
    ['kanban', 'visual-workspace-generator'],
    ['jwt', 'jwt'],
    ['epoch', 'time'],
    ['crontab', 'cron'],
    ['percent', 'url'],
    ['toml', 'convert'],
    ['zod', 'json-to-types'],
    ['diff', 'diff'],
    ['qr', 'qr-code'],
    ['x509', 'certificates'],
    ['wifi', 'qr-code'],
    ['beautify', 'sql-format'],
  ])('search %j finds %s first', (query, id) => {
    expect(searchTools(query, tools)[0]?.id).toBe(id);
  });

  it('search with no words returns everything, with unknown words nothing', () => {
    expect(searchTools('  ', tools)).toHaveLength(tools.length);
    expect(searchTools('zzzz', tools)).toHaveLength(0);
  });
});
