import { describe, expect, it } from 'vitest';
import { type ToolCategory, type ToolGroup, toolCategories, toolGroups } from './define-tool';
import { findTool, isToolId, searchTools, toolForCommand, tools, toolsByCategory } from './registry';

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
    'ulid',
    'number-base',
    'chmod',
    'text-case',
    'totp',
    'basic-auth',
    'escape',
    'xml',
    'lines',
    'hash',
    'bcrypt',
    'cidr',
    'http-reference',
    'docker-compose',
    'user-agent',
    'json-query',
    'keys',
  ],
};

/** Every tool by category (sidebar, dashboard, `toolbox --help`), in each category's order. */
const toolsOfCategory: Record<ToolCategory, string[]> = {
  images: ['og-generator', 'favicon-maker', 'mockup-generator', 'color-palette', 'icon-library', 'qr-code'],
  documents: ['markdown-pdf', 'readme-generator'],
  web: ['api-docs', 'meta-tags', 'url', 'basic-auth', 'http-reference', 'user-agent'],
  network: ['cidr'],
  data: ['time', 'cron', 'convert', 'json-to-types', 'number-base', 'xml', 'json-query'],
  text: ['regex-json', 'diff', 'text-case', 'lines'],
  crypto: ['dev-utilities', 'jwt', 'certificates', 'totp', 'hash', 'bcrypt', 'keys'],
  code: ['component-scaffolder', 'tailwind-utilities', 'ulid', 'chmod', 'escape', 'docker-compose'],
  databases: [
    'database-visualizer',
    'rls-policy-generator',
    'edge-function-scaffolder',
    'realtime-code-generator',
    'sql-format',
  ],
  project: [
    'folder-structure-generator',
    'commit-message-assistant',
    'changelog-generator',
    'visual-workspace-generator',
  ],
};

describe('tool categories', () => {
  it('puts every tool in exactly one category, in the table above', () => {
    const sections = toolsByCategory(tools);
    const placed = sections.flatMap((section) => section.tools.map((tool) => tool.id));
    expect([...placed].sort()).toEqual(tools.map((tool) => tool.id).sort());
    expect(new Set(placed).size).toBe(tools.length);
    expect(
      Object.fromEntries(sections.map((section) => [section.id, section.tools.map((tool) => tool.id)])),
    ).toEqual(toolsOfCategory);
  });

  it('lists no empty category, each once, in display order', () => {
    for (const category of toolCategories) {
      expect(tools.filter((tool) => tool.category === category.id).length, category.title).toBeGreaterThan(0);
    }
    expect(new Set(toolCategories.map((category) => category.id)).size).toBe(toolCategories.length);
    expect(toolsByCategory(tools).map((section) => section.title)).toEqual([
      'Images & media',
      'Documents',
      'API & web',
      'Network',
      'Data & converters',
      'Text',
      'Crypto & security',
      'Code & generators',
      'Supabase & databases',
      'Project & git',
    ]);
  });

  it('leaves out a category none of the tools given is in', () => {
    const sections = toolsByCategory(tools.filter((tool) => tool.id === 'jwt' || tool.id === 'cron'));
    expect(sections.map((section) => [section.id, section.tools.map((tool) => tool.id)])).toEqual([
      ['data', ['cron']],
      ['crypto', ['jwt']],
    ]);
  });

  it('searches by category title', () => {
    expect(
      searchTools('databases', tools)
        .map((tool) => tool.id)
        .sort(),
    ).toEqual([...toolsOfCategory.databases].sort());
  });
});

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
