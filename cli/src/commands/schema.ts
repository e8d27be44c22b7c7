import { type DbSchema, SAMPLE_SCHEMA } from '@toolbox/core/tools/database-visualizer';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';
import { readInput, writeOutput } from '../output/write-output';
import { diff } from './schema-diff';

export const description =
  'Postgres DDL, a migrations folder, a live database (or the built-in sample) as JSON, a Mermaid ER diagram, DBML, an SVG/PNG diagram, or TypeScript / Zod types.';

export const examples: readonly Example[] = [
  { command: 'toolbox schema --sample --format mermaid', description: 'the spec’s sample schema' },
  { command: 'supabase db dump --schema public | toolbox schema - --format svg -o schema.svg' },
  { command: 'toolbox schema migrations/001_init.sql --format png -o schema.png' },
  { command: 'toolbox schema schema.sql --format dbml' },
  {
    command: 'toolbox schema supabase/migrations/ --format typescript -o database.types.ts',
    description: 'the Database type supabase-js takes, from your migrations',
  },
  { command: 'toolbox schema prisma/migrations/ --format zod', description: 'Zod schemas per table' },
  {
    command: 'toolbox schema --db "$SUPABASE_DB_URL" --format svg -o db.svg',
    description: 'your live database',
  },
  {
    command: 'toolbox schema diff old.sql new.sql --sql',
    description: 'what changed, and the migration (see schema diff --help)',
  },
];

const FORMATS = ['json', 'mermaid', 'svg', 'png', 'dbml', 'typescript', 'zod'] as const;
type Format = (typeof FORMATS)[number];

const flags = defineFlags({
  sample: { flag: '--sample', description: 'use the built-in sample schema instead of a file' },
  db: { flag: '--db <url>', description: "read a live database's schema through pg_catalog (postgres://…)" },
  dbSchema: {
    flag: '--db-schema <names>',
    description: 'with --db: the schemas to read (comma-separated)',
    list: 'split',
    default: ['public'],
  },
  format: { flag: '--format <format>', description: 'what to write', choices: FORMATS, default: 'json' },
  output: outputFile,
  force: forceOutput,
});

export function configure(cmd: Command) {
  flags.configure(
    cmd.argument(
      '[file]',
      'a .sql file of DDL, a folder of migrations (replayed in name order), or - for stdin',
    ),
  );
}

export interface SchemaOptions {
  file: string | undefined;
  db: string | undefined;
  dbSchemas: string[];
  sample: boolean;
  format: Format;
  output: string | undefined;
  force: boolean;
}

export function toOptions(parsed: ParsedCommand): SchemaOptions {
  const file = readFlags(parsed).arg(0);
  const { dbSchema, ...values } = flags.read(parsed);
  if ([values.sample, file !== undefined, values.db !== undefined].filter(Boolean).length > 1) {
    throw new UsageError('give one of FILE, --sample or --db.');
  }
  return { file, ...values, dbSchemas: dbSchema };
}

async function load(options: SchemaOptions, ctx: CliContext): Promise<DbSchema> {
  if (options.sample) return SAMPLE_SCHEMA;
  if (options.db !== undefined) {
    const { readLiveSchema } = await import('../platform/pg-catalog');
    return readLiveSchema(options.db, options.dbSchemas.length ? options.dbSchemas : ['public']);
  }
  const { parseDdl, parseDdlFiles } = await import('@toolbox/core/tools/database-visualizer');
  const { nodePgParser } = await import('../platform/pg-parser');
  const { sqlFilesIn } = await import('../platform/sql-folder');
  const files =
    options.file === undefined
      ? undefined
      : await sqlFilesIn(ctx.cwd, options.file, (full) => readInput(ctx, full));
  if (files) return parseDdlFiles(files, await nodePgParser());
  const sql = await readInput(ctx, options.file, 'a .sql file, a migrations folder or --sample');
  return parseDdl(sql, await nodePgParser());
}

export async function run(options: SchemaOptions, ctx: CliContext) {
  const schema = await load(options, ctx);
  const core = await import('@toolbox/core/tools/database-visualizer');
  const target = { output: options.output, force: options.force };
  switch (options.format) {
    case 'json':
      return void (await writeOutput(ctx, core.toJson(schema), target));
    case 'mermaid':
      return void (await writeOutput(ctx, core.toMermaid(schema), target));
    case 'dbml':
      return void (await writeOutput(ctx, core.toDbml(schema), target));
    case 'svg':
      return void (await writeOutput(ctx, core.renderSchemaSvg(schema), target));
    case 'typescript':
      return void (await writeOutput(ctx, core.toTypeScript(schema), target));
    case 'zod':
      return void (await writeOutput(ctx, core.toZod(schema), target));
    case 'png': {
      const { napiGraphics } = await import('../platform/napi-graphics');
      const png = await core.renderSchemaPng(schema, napiGraphics(), {
        onScale: (scale, size) =>
          ctx.warn(
            `toolbox: the diagram is large; PNG drawn at scale ${scale} (${size.width}x${size.height} px). Use --format svg for full size.`,
          ),
      });
      return void (await writeOutput(ctx, png, { ...target, binary: true }));
    }
  }
}

export const subcommands = { diff };
