import type { ToolId } from '@toolbox/core/registry';
import { type LazyComponent, retryableLazy } from '../components/retryable-lazy';

/**
 * Tool id -> lazily loaded page (its own chunk, loaded again on Retry after a failed load). One line per tool, in any order; the registry sets display order:
 *   'og-generator': retryableLazy(() => import('./og-generator/og-generator-page')),
 * Every registry tool has a page: a tool missing here (or an id the registry lacks) does not compile.
 */
export type LazyPage = LazyComponent;

export const toolPages = {
  'changelog-generator': retryableLazy(() => import('./changelog-generator/changelog-generator-page')),
  'commit-message-assistant': retryableLazy(
    () => import('./commit-message-assistant/commit-message-assistant-page'),
  ),
  'color-palette': retryableLazy(() => import('./color-palette/color-palette-page')),
  'dev-utilities': retryableLazy(() => import('./dev-utilities/dev-utilities-page')),
  'favicon-maker': retryableLazy(() => import('./favicon-maker/favicon-maker-page')),
  'mockup-generator': retryableLazy(() => import('./mockup-generator/mockup-generator-page')),
  'regex-json': retryableLazy(() => import('./regex-json/regex-json-page')),
  'og-generator': retryableLazy(() => import('./og-generator/og-generator-page')),
  'tailwind-utilities': retryableLazy(() => import('./tailwind-utilities/tailwind-utilities-page')),
  'visual-workspace-generator': retryableLazy(
    () => import('./visual-workspace-generator/visual-workspace-generator-page'),
  ),
  'meta-tags': retryableLazy(() => import('./meta-tags/meta-tags-page')),
  'rls-policy-generator': retryableLazy(() => import('./rls-policy-generator/rls-policy-generator-page')),
  'readme-generator': retryableLazy(() => import('./readme-generator/readme-generator-page')),
  'realtime-code-generator': retryableLazy(
    () => import('./realtime-code-generator/realtime-code-generator-page'),
  ),
  'edge-function-scaffolder': retryableLazy(
    () => import('./edge-function-scaffolder/edge-function-scaffolder-page'),
  ),
  'database-visualizer': retryableLazy(() => import('./database-visualizer/database-visualizer-page')),
  'markdown-pdf': retryableLazy(() => import('./markdown-pdf/markdown-pdf-page')),
  'component-scaffolder': retryableLazy(() => import('./component-scaffolder/component-scaffolder-page')),
  'folder-structure-generator': retryableLazy(
    () => import('./folder-structure-generator/folder-structure-generator-page'),
  ),
  'icon-library': retryableLazy(() => import('./icon-library/icon-library-page')),
  'api-docs': retryableLazy(() => import('./api-docs/api-docs-page')),
  jwt: retryableLazy(() => import('./jwt/jwt-page')),
  time: retryableLazy(() => import('./time/time-page')),
  cron: retryableLazy(() => import('./cron/cron-page')),
  url: retryableLazy(() => import('./url/url-page')),
  convert: retryableLazy(() => import('./convert/convert-page')),
  'json-to-types': retryableLazy(() => import('./json-to-types/json-to-types-page')),
  diff: retryableLazy(() => import('./diff/diff-page')),
  certificates: retryableLazy(() => import('./certificates/certificates-page')),
  'qr-code': retryableLazy(() => import('./qr-code/qr-code-page')),
  'sql-format': retryableLazy(() => import('./sql-format/sql-format-page')),
  ulid: retryableLazy(() => import('./ulid/ulid-page')),
  'number-base': retryableLazy(() => import('./number-base/number-base-page')),
  chmod: retryableLazy(() => import('./chmod/chmod-page')),
  'text-case': retryableLazy(() => import('./text-case/text-case-page')),
  totp: retryableLazy(() => import('./totp/totp-page')),
  'basic-auth': retryableLazy(() => import('./basic-auth/basic-auth-page')),
  escape: retryableLazy(() => import('./escape/escape-page')),
  xml: retryableLazy(() => import('./xml/xml-page')),
  lines: retryableLazy(() => import('./lines/lines-page')),
  hash: retryableLazy(() => import('./hash/hash-page')),
  bcrypt: retryableLazy(() => import('./bcrypt/bcrypt-page')),
  cidr: retryableLazy(() => import('./cidr/cidr-page')),
  'http-reference': retryableLazy(() => import('./http-reference/http-reference-page')),
  'docker-compose': retryableLazy(() => import('./docker-compose/docker-compose-page')),
  'user-agent': retryableLazy(() => import('./user-agent/user-agent-page')),
  'json-query': retryableLazy(() => import('./json-query/json-query-page')),
  keys: retryableLazy(() => import('./keys/keys-page')),
} satisfies Record<ToolId, LazyPage>;
