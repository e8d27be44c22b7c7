import type { ToolMeta } from '@toolbox/core/define-tool';
import type { ToolId } from '@toolbox/core/registry';
import { type LazyPage, toolPages } from '../tools/pages';

/** The page of a registry tool (pages.ts has one for each). */
export function pageFor(id: ToolId): LazyPage {
  return toolPages[id];
}

export function isFeatured(tool: ToolMeta): boolean {
  return tool.featured === true;
}
