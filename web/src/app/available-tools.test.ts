import type { ToolId } from '@toolbox/core/registry';
import { tools } from '@toolbox/core/registry';
import { describe, expect, it } from 'vitest';
import { type LazyPage, toolPages } from '../tools/pages';
import { pageFor } from './available-tools';

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
