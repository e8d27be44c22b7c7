import { render, screen } from '@testing-library/react';
import type { ToolMeta } from '@toolbox/core/define-tool';
import { type ToolId, tools } from '@toolbox/core/registry';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageFor } from './available-tools';

const metas: readonly (ToolMeta & { id: ToolId })[] = tools;
const tabbed = metas.flatMap((tool) => (tool.tabs ?? []).map((tab) => [tool.id, tab.id] as const));

// The palette opens `/<tool>?tab=<tab>` for the tabs the registry declares (core/src/registry.ts, toolPath): each
// must be a tab the page has, or the hit lands on the page's first tab.
describe('a tab the registry declares', () => {
  it.each(tabbed)('%s?tab=%s opens that tab', async (id, tab) => {
    const Page = pageFor(id);
    render(
      <MemoryRouter initialEntries={[`/${id}?tab=${tab}`]}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </MemoryRouter>,
    );
    // The page's own tab list comes first (a tab may hold tabs of its own).
    const [pageTabs] = await screen.findAllByRole('tablist', {}, { timeout: 10_000 });
    const selected = [...(pageTabs?.querySelectorAll('[role="tab"][aria-selected="true"]') ?? [])];
    expect(selected.map((candidate) => candidate.id.replace(/^.*-trigger-/, ''))).toEqual([tab]);
  });
});
