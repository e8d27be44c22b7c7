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
} from '@toolbox/core/tools/database-visualizer';
import { DownloadButton } from '../../components/download-button';
import { domGraphics } from '../../platform/dom-graphics';

const text = (name: string, mime: string, data: string): OutputFile => ({ name, mime, data });

/** Export JSON and Export Mermaid (the spec's), then DBML, SVG and PNG of the diagram as laid out on screen. */
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
    </>
  );
}
