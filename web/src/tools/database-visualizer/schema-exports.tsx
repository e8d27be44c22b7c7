import {
  type DbSchema,
  type Positions,
  runSchema,
  runSchemaExport,
  SCHEMA_TOASTS,
  type SchemaTextFormat,
} from '@toolbox/core/tools/database-visualizer';
import { CopyButton } from '../../components/copy-button';
import { DownloadButton } from '../../components/download-button';
import { domGraphics } from '../../platform/dom-graphics';

/**
 * Export JSON and Export Mermaid (the spec's), then DBML, SVG and PNG of the diagram as laid out on screen, and
 * the types an app needs: the supabase-js `Database` type and Zod schemas, to copy or download.
 */
export function SchemaExports({ schema, positions }: { schema: DbSchema; positions: Positions }) {
  const file = (format: SchemaTextFormat) => runSchemaExport({ schema, format, positions });
  const text = (format: SchemaTextFormat) => file(format).data;
  const png = async () =>
    (
      await runSchema(
        { source: { kind: 'schema', schema }, format: 'png', positions },
        { graphics: domGraphics() },
      )
    ).file;
  return (
    <>
      <DownloadButton files={() => file('json')}>Export JSON</DownloadButton>
      <DownloadButton
        files={() => file('mermaid')}
        successTitle={SCHEMA_TOASTS.exported.title}
        successDescription={SCHEMA_TOASTS.exported.description}
      >
        Export Mermaid
      </DownloadButton>
      <DownloadButton files={() => file('dbml')}>DBML</DownloadButton>
      <DownloadButton files={() => file('svg')}>SVG</DownloadButton>
      <DownloadButton files={png}>PNG</DownloadButton>
      <DownloadButton files={() => file('typescript')} aria-label="Download TypeScript types">
        TypeScript
      </DownloadButton>
      <CopyButton value={() => text('typescript')} label="Copy TypeScript types" iconOnly />
      <DownloadButton files={() => file('zod')} aria-label="Download Zod schemas">
        Zod
      </DownloadButton>
      <CopyButton value={() => text('zod')} label="Copy Zod schemas" iconOnly />
    </>
  );
}
