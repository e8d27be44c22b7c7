import type { ToolId } from '@toolbox/core/registry';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Tool id -> lazily loaded page (its own chunk). One line per tool, in any order; the registry sets display order:
 *   'og-generator': lazy(() => import('./og-generator/og-generator-page')),
 * Every registry tool has a page: a tool missing here (or an id the registry lacks) does not compile.
 */
export type LazyPage = LazyExoticComponent<ComponentType>;

export const toolPages = {
  'changelog-generator': lazy(() => import('./changelog-generator/changelog-generator-page')),
  'commit-message-assistant': lazy(() => import('./commit-message-assistant/commit-message-assistant-page')),
  'color-palette': lazy(() => import('./color-palette/color-palette-page')),
  'dev-utilities': lazy(() => import('./dev-utilities/dev-utilities-page')),
  'favicon-maker': lazy(() => import('./favicon-maker/favicon-maker-page')),
  'mockup-generator': lazy(() => import('./mockup-generator/mockup-generator-page')),
  'regex-json': lazy(() => import('./regex-json/regex-json-page')),
  'og-generator': lazy(() => import('./og-generator/og-generator-page')),
  'tailwind-utilities': lazy(() => import('./tailwind-utilities/tailwind-utilities-page')),
  'visual-workspace-generator': lazy(
    () => import('./visual-workspace-generator/visual-workspace-generator-page'),
  ),
  'meta-tags': lazy(() => import('./meta-tags/meta-tags-page')),
  'rls-policy-generator': lazy(() => import('./rls-policy-generator/rls-policy-generator-page')),
  'readme-generator': lazy(() => import('./readme-generator/readme-generator-page')),
  'realtime-code-generator': lazy(() => import('./realtime-code-generator/realtime-code-generator-page')),
  'edge-function-scaffolder': lazy(() => import('./edge-function-scaffolder/edge-function-scaffolder-page')),
  'database-visualizer': lazy(() => import('./database-visualizer/database-visualizer-page')),
  'markdown-pdf': lazy(() => import('./markdown-pdf/markdown-pdf-page')),
  'component-scaffolder': lazy(() => import('./component-scaffolder/component-scaffolder-page')),
  'folder-structure-generator': lazy(
    () => import('./folder-structure-generator/folder-structure-generator-page'),
  ),
  'icon-library': lazy(() => import('./icon-library/icon-library-page')),
  'api-docs': lazy(() => import('./api-docs/api-docs-page')),
  jwt: lazy(() => import('./jwt/jwt-page')),
  time: lazy(() => import('./time/time-page')),
  cron: lazy(() => import('./cron/cron-page')),
  url: lazy(() => import('./url/url-page')),
  convert: lazy(() => import('./convert/convert-page')),
  'json-to-types': lazy(() => import('./json-to-types/json-to-types-page')),
  diff: lazy(() => import('./diff/diff-page')),
  certificates: lazy(() => import('./certificates/certificates-page')),
  'qr-code': lazy(() => import('./qr-code/qr-code-page')),
  'sql-format': lazy(() => import('./sql-format/sql-format-page')),
} satisfies Record<ToolId, LazyPage>;
