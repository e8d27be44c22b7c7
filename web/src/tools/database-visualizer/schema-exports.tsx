import type { OutputFile } from '@toolbox/core/ports';
import {
  type DbSchema,
  type Positions,
  renderSchemaPng,
  renderSchemaSvg,
  SCHEMA_TOASTS,
  toDbml,
  toJson,
  toMermaid,
  toTypeScript,
  toZod,
} from '@toolbox/core/tools/database-visualizer';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { domGraphics } from '../../platform/dom-graphics';

const text = (name: string, mime: string, data: string): OutputFile => ({ name, mime, data });

/**
 * Export JSON and Export Mermaid (the spec's), then DBML, SVG and PNG of the diagram as laid out on screen, and
 * the types an app needs: the supabase-js `Database` type and Zod schemas, to copy or download.
 */
export function SchemaExports({ schema, positions }: { schema: DbSchema; positions: Positions }) {
  return (
    <>
      <DownloadButton files={() => text('database-schema.json', 'application/json', toJson(schema))}>
        Export JSON
      </DownloadButton>
      <DownloadButton
        files={() => text('database-schema.mmd', 'text/vnd.mermaid', toMermaid(schema))}
        successTitle={SCHEMA_TOASTS.exported.title}
        successDescription={SCHEMA_TOASTS.exported.description}
      >
        Export Mermaid
      </DownloadButton>
      <DownloadButton files={() => text('database-schema.dbml', 'text/plain', toDbml(schema))}>
        DBML
      </DownloadButton>
      <DownloadButton
        files={() => text('database-schema.svg', 'image/svg+xml', renderSchemaSvg(schema, { positions }))}
      >
        SVG
      </DownloadButton>
      <DownloadButton
        files={async () => ({
          name: 'database-schema.png',
          mime: 'image/png',
          data: await renderSchemaPng(schema, domGraphics(), { positions }),
        })}
      >
        PNG
      </DownloadButton>
      <DownloadButton
        files={() => text('database.types.ts', 'text/typescript', toTypeScript(schema))}
        aria-label="Download TypeScript types"
      >
        TypeScript
      </DownloadButton>
      <CopyButton value={() => toTypeScript(schema)} label="Copy TypeScript types" iconOnly />
      <DownloadButton
        files={() => text('database.schemas.ts', 'text/typescript', toZod(schema))}
        aria-label="Download Zod schemas"
      >
        Zod
      </DownloadButton>
      <CopyButton value={() => toZod(schema)} label="Copy Zod schemas" iconOnly />
    </>
  );
}
