import {
  SCHEMA_FORMATS,
  type SchemaFormat,
  type SchemaPorts,
  type SchemaSource,
} from '@toolbox/core/tools/database-visualizer';
import type { Command } from 'commander';
import type { Example, ParsedCommand } from '../command-module';
import type { CliContext } from '../context';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { readFlags } from '../flags';
import { readInput } from '../output/read-input';
import { writeOutput } from '../output/write-output';
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

const flags = defineFlags({
  sample: { flag: '--sample', description: 'use the built-in sample schema instead of a file' },
  db: {
    flag: '--db <url>',
    description: "read a live database's schema through pg_catalog (postgres://…)",
    effect: 'credential',
  },
  dbSchema: {
    flag: '--db-schema <names>',
    description: 'with --db: the schemas to read (comma-separated)',
    list: 'split',
    default: ['public'],
  },
  format: {
    flag: '--format <format>',
    description: 'what to write',
    choices: SCHEMA_FORMATS,
    default: 'json',
  },
  output: outputFile,
  force: forceOutput,
});

/** --db reads a live database's catalog. */
export const reachesNetwork = true;

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
  format: SchemaFormat;
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

/** Where the schema comes from, and the ports reading it needs. */
async function source(options: SchemaOptions, ctx: CliContext): Promise<[SchemaSource, SchemaPorts]> {
  if (options.sample) return [{ kind: 'sample' }, {}];
  if (options.db !== undefined) {
    const { readLiveSchema } = await import('../platform/pg-catalog');
    const schemas = options.dbSchemas.length ? options.dbSchemas : ['public'];
    return [{ kind: 'schema', schema: await readLiveSchema(options.db, schemas) }, {}];
  }
  const { nodePgParser } = await import('../platform/pg-parser');
  const { sqlFilesIn } = await import('../platform/sql-folder');
  const files =
    options.file === undefined
      ? undefined
      : await sqlFilesIn(ctx.cwd, options.file, (full) => readInput(ctx, full));
  if (files) return [{ kind: 'files', files }, { pgParser: await nodePgParser() }];
  const sql = await readInput(ctx, options.file, 'a .sql file, a migrations folder or --sample');
  return [{ kind: 'ddl', sql }, { pgParser: await nodePgParser() }];
}

export async function run(options: SchemaOptions, ctx: CliContext) {
  const [from, ports] = await source(options, ctx);
  const { runSchema } = await import('@toolbox/core/tools/database-visualizer');
  const graphics =
    options.format === 'png' ? (await import('../platform/napi-graphics')).napiGraphics() : undefined;
  const { file, scaled } = await runSchema(
    { source: from, format: options.format },
    { ...ports, ...(graphics ? { graphics } : {}) },
  );
  if (scaled)
    ctx.warn(
      `toolbox: the diagram is large; PNG drawn at scale ${scaled.scale} (${scaled.width}x${scaled.height} px). Use --format svg for full size.`,
    );
  const target = { output: options.output, force: options.force };
  await writeOutput(ctx, file.data, {
    ...target,
    ...(typeof file.data === 'string' ? {} : { binary: true }),
  });
}

export const subcommands = { diff };
