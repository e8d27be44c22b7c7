import { type ToolGroup, type ToolMeta, toolGroups } from '@toolbox/core/define-tool';
import { type Tool, type ToolId, tools } from '@toolbox/core/registry';
import type { ComponentType, LazyExoticComponent } from 'react';
import { toolPages } from '../tools/pages';

export type ToolPageMap = Partial<Record<ToolId, LazyExoticComponent<ComponentType> | unknown>>;

/** Registry tools that have a web page, in registry order. */
export function toolsWithPages(pages: ToolPageMap = toolPages, all: readonly Tool[] = tools): Tool[] {
  return all.filter((tool) => pages[tool.id] !== undefined);
}

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

export const availableTools: readonly Tool[] = toolsWithPages();

export function pageFor(id: ToolId): LazyExoticComponent<ComponentType> | undefined {
  return (toolPages as Partial<Record<ToolId, LazyExoticComponent<ComponentType>>>)[id];
}

export function isFeatured(tool: ToolMeta): boolean {
  return tool.featured === true;
}
