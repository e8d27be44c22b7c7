import type { ToolId } from '@toolbox/core/registry';
// biome-ignore lint/correctness/noUnusedImports: each tool's entry below uses lazy()
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Tool id -> lazily loaded page (its own chunk). One line per tool, in any order; the registry sets display order:
 *   'og-generator': lazy(() => import('./og-generator/og-generator-page')),
 * A registry tool without an entry here is hidden from the sidebar, dashboard and palette, and its route shows 404.
 */
export const toolPages = {} satisfies Partial<Record<ToolId, LazyExoticComponent<ComponentType>>>;
