import { type ToolGroup, type ToolMeta, toolGroups } from '@toolbox/core/define-tool';
import type { Tool, ToolId } from '@toolbox/core/registry';
import { type LazyPage, toolPages } from '../tools/pages';

export interface ToolSection {
  id: ToolGroup;
  title: string;
  tools: Tool[];
}

/** Sidebar groups in the registry's group order; empty groups are left out. */
export function groupTools(list: readonly Tool[]): ToolSection[] {
  return toolGroups
    .map((group) => ({
      id: group.id,
      title: group.title,
      tools: list.filter((tool) => tool.group === group.id),
    }))
    .filter((section) => section.tools.length > 0);
}

/** The page of a registry tool (pages.ts has one for each). */
export function pageFor(id: ToolId): LazyPage {
  return toolPages[id];
}

export function isFeatured(tool: ToolMeta): boolean {
  return tool.featured === true;
}
