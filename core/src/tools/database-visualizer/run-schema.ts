import type { Graphics, OutputFile } from '../../ports';
import { toDbml, toJson, toMermaid } from './exports';
import { type DiagramLayout, layoutSchema, type Positions } from './layout';
import type { DbSchema } from './model';
import { renderSchemaPng } from './png';
import { runSchemaRead, type SchemaReadPorts, type SchemaSource } from './run-read';
import { DARK_DIAGRAM, LIGHT_DIAGRAM, renderSchemaSvg } from './svg';
import { toTypeScript, toZod } from './typescript';

export const SCHEMA_FORMATS = ['json', 'mermaid', 'svg', 'png', 'dbml', 'typescript', 'zod'] as const;
export type SchemaFormat = (typeof SCHEMA_FORMATS)[number];

/** Each format's file: the name a download gets, and its type. */
const SCHEMA_FILES = {
  json: { name: 'database-schema.json', mime: 'application/json' },
  mermaid: { name: 'database-schema.mmd', mime: 'text/vnd.mermaid' },
  dbml: { name: 'database-schema.dbml', mime: 'text/plain' },
  svg: { name: 'database-schema.svg', mime: 'image/svg+xml' },
  png: { name: 'database-schema.png', mime: 'image/png' },
  typescript: { name: 'database.types.ts', mime: 'text/typescript' },
  zod: { name: 'database.schemas.ts', mime: 'text/typescript' },
} as const satisfies Record<SchemaFormat, { name: string; mime: string }>;

export interface SchemaInput {
  source: SchemaSource;
  format: SchemaFormat;
  /** Tables moved by hand (`schema.table` → top-left corner), for the SVG and PNG diagrams. */
  positions?: Positions;
}

export interface SchemaPorts extends SchemaReadPorts {
  /** To rasterise the PNG (DOM canvas on the web, napi canvas in the CLI). */
  graphics?: Graphics;
}

export interface SchemaResult {
  schema: DbSchema;
  /** The schema in the format asked for (the PNG as bytes). */
  file: OutputFile;
  /** The PNG drawn smaller than asked (its scale and size), as a diagram past MAX_PNG_PIXELS is. */
  scaled?: { scale: number; width: number; height: number };
}

/** The schema from its source, written as JSON, Mermaid, DBML, an SVG or PNG diagram, TypeScript or Zod. */
export async function runSchema(input: SchemaInput, ports: SchemaPorts = {}): Promise<SchemaResult> {
  const { schema } = await runSchemaRead(input, ports);
  const file = (data: OutputFile['data']): OutputFile => ({ ...SCHEMA_FILES[input.format], data });
  if (input.format !== 'png')
    return { schema, file: runSchemaExport({ ...input, schema, format: input.format }) };
  if (!ports.graphics) throw new TypeError('the PNG needs the graphics port');
  let scaled: SchemaResult['scaled'];
  const png = await renderSchemaPng(schema, ports.graphics, {
    ...(input.positions ? { positions: input.positions } : {}),
    onScale: (scale, size) => {
      scaled = { scale, ...size };
    },
  });
  return { schema, file: file(png), ...(scaled ? { scaled } : {}) };
}

/** A format written as text. */
export type SchemaTextFormat = Exclude<SchemaFormat, 'png'>;

export interface SchemaExportInput {
  schema: DbSchema;
  format: SchemaTextFormat;
  positions?: Positions;
}

/** A schema already read, written at once in a text format (what a copy button needs: no waiting). */
export function runSchemaExport(input: SchemaExportInput): OutputFile & { data: string } {
  return { ...SCHEMA_FILES[input.format], data: TEXTS[input.format](input.schema, input.positions) };
}

const TEXTS: Record<SchemaTextFormat, (schema: DbSchema, positions?: Positions) => string> = {
  json: toJson,
  mermaid: toMermaid,
  dbml: toDbml,
  svg: (schema, positions) => renderSchemaSvg(schema, positions ? { positions } : {}),
  typescript: toTypeScript,
  zod: toZod,
};

export interface SchemaDiagramInput {
  schema: DbSchema;
  positions?: Positions;
  theme?: 'light' | 'dark';
}

export interface SchemaDiagram {
  /** Where each table and link is drawn (the page drags tables by it). */
  layout: DiagramLayout;
  /** The diagram in the page's theme. */
  svg: string;
}

/** The ER diagram as the page shows it: its layout and its SVG in the page's colours. */
export function runSchemaDiagram(input: SchemaDiagramInput): SchemaDiagram {
  const positions = input.positions ?? {};
  const theme = input.theme === 'dark' ? DARK_DIAGRAM : LIGHT_DIAGRAM;
  return {
    layout: layoutSchema(input.schema, positions),
    svg: renderSchemaSvg(input.schema, { positions, theme }),
  };
}
