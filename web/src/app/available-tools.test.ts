import type { ToolId } from '@toolbox/core/registry';
import { tools } from '@toolbox/core/registry';
import { describe, expect, it } from 'vitest';
import { type LazyPage, toolPages } from '../tools/pages';
import { groupTools, pageFor } from './available-tools';

describe('pageFor', () => {
  it('has a page for every registry tool and nothing else', () => {
    expect(Object.keys(toolPages).sort()).toEqual(tools.map((tool) => tool.id).sort());
    for (const tool of tools) expect(pageFor(tool.id)).toBe(toolPages[tool.id]);
  });

  it('does not compile when a registry tool has no page', () => {
    const { jwt: _dropped, ...withoutJwt } = toolPages;
    // @ts-expect-error -- 'jwt' is missing: pages.ts must name every registry tool.
    const pages: Record<ToolId, LazyPage> = withoutJwt;
    expect(Object.keys(pages)).not.toContain('jwt');
  });
});

describe('groupTools', () => {
  it('puts every registry tool in one of the four groups, in group order', () => {
    const sections = groupTools(tools);
    expect(sections.map((section) => section.title)).toEqual([
      'Developer Tools',
      'Project Tools',
      'Code & Supabase',
      'Converters & Decoders',
    ]);
    expect(sections.flatMap((section) => section.tools)).toHaveLength(tools.length);
  });

  it.each([
    ['og-generator', 'Developer Tools'],
    ['dev-utilities', 'Developer Tools'],
    ['folder-structure-generator', 'Project Tools'],
    ['visual-workspace-generator', 'Project Tools'],
    ['component-scaffolder', 'Code & Supabase'],
    ['realtime-code-generator', 'Code & Supabase'],
  ])('%s sits under %s', (id, title) => {
    const section = groupTools(tools).find((candidate) => candidate.tools.some((tool) => tool.id === id));
    expect(section?.title).toBe(title);
  });

  it('leaves out groups with no tools', () => {
    const sections = groupTools(tools.filter((tool) => tool.id === 'commit-message-assistant'));
    expect(sections).toEqual([
      {
        id: 'project',
        title: 'Project Tools',
        tools: [expect.objectContaining({ id: 'commit-message-assistant' })],
      },
    ]);
  });
});
