import { tools } from '@toolbox/core/registry';
import { describe, expect, it } from 'vitest';
import { groupTools, toolsWithPages } from './available-tools';

const page = () => null;

describe('toolsWithPages', () => {
  it('is empty when no tool has a page', () => {
    expect(toolsWithPages({})).toEqual([]);
  });

  it('keeps registry order, not the order of the page map', () => {
    const pages = { 'regex-json': page, 'og-generator': page, 'changelog-generator': page };
    expect(toolsWithPages(pages).map((tool) => tool.id)).toEqual([
      'og-generator',
      'regex-json',
      'changelog-generator',
    ]);
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

  it('leaves out groups with no tools that have pages', () => {
    const sections = groupTools(toolsWithPages({ 'commit-message-assistant': page }));
    expect(sections).toEqual([
      {
        id: 'project',
        title: 'Project Tools',
        tools: [expect.objectContaining({ id: 'commit-message-assistant' })],
      },
    ]);
  });
});
