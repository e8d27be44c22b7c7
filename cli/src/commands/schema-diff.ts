/**
 * `toolbox schema diff OLD NEW`: each side a DDL file, a migrations folder (applied in name order to an in-process
 * Postgres with a Supabase project's roles and schemas) or a live database (`--db URL`, or a postgres:// URL),
 * read through the catalog and compared by core's `diffSchemas`; `--sql` prints core's `migrationSql`.
 */
import { type ColumnRename, isDatabaseUrl, parseColumnRename, renameSql } from '@toolbox/core/schema-diff';
import type { CommandModule } from '../command-module';
import { UsageError } from '../errors';
import { defineFlags, forceOutput, outputFile } from '../flag-table';
import { parentFlags, readFlags } from '../flags';
import { readInput } from '../output/read-input';
import { writeOutput } from '../output/write-output';
import { terminalText } from '../terminal-text';

const flags = defineFlags({
  db: {
    flag: '--db <url>',
    description: 'read OLD from a live database (postgres://…); then NEW is the one argument',
    effect: 'credential',
  },
  sql: { flag: '--sql', description: 'print the migration that takes OLD to NEW instead of the report' },
  markdown: { flag: '--markdown', description: 'the report as Markdown (a pull request summary)' },
  failOn: {
    flag: '--fail-on <level>',
    description: 'exit 1 when there is a breaking change (breaking) or any change (any)',
    choices: ['breaking', 'any'] as const,
  },
  rename: {
    flag: '--rename <table.old=new>',
    description:
      'a column dropped and added that is a rename ([schema.]table.old=new, repeatable): reported and migrated as RENAME, its data kept',
    list: 'repeat',
  },
  output: outputFile,
  force: forceOutput,
});

export interface SchemaDiffOptions {
  old: string;
  next: string;
  sql: boolean;
  markdown: boolean;
  failOn: 'breaking' | 'any' | undefined;
  /** `--rename`: columns of OLD renamed before it is compared. */
  renames: ColumnRename[];
  output: string | undefined;
  force: boolean;
}

export const diff: CommandModule<SchemaDiffOptions> = {
  /** --db reads OLD from a live database. */
  reachesNetwork: true,
  description:
    'Compare two schemas (DDL files, migrations folders or live databases): every table, column, type, constraint, index, enum, view, function, trigger, policy and grant added, removed or changed, each with a breaking verdict; --sql prints the migration from OLD to NEW.',
  examples: [
    { command: 'toolbox schema diff old.sql new.sql', description: 'what changed, breaking changes first' },
    {
      command: 'toolbox schema diff --db "$SUPABASE_DB_URL" supabase/migrations --sql -o migration.sql',
      description: 'the migration that brings the live database to your migrations',
    },
    {
      command:
        'toolbox schema diff base/supabase/migrations supabase/migrations --markdown --fail-on breaking',
      description: "a pull request's schema changes; exit 1 if one breaks clients",
    },
  ],
  configure(cmd) {
    flags.configure(
      cmd
        .argument(
          '[old]',
          'the schema before: a .sql file, a migrations folder, a postgres:// URL, or - for stdin',
        )
        .argument('[new]', 'the schema after, as OLD'),
    );
  },
  toOptions(parsed) {
    const f = readFlags(parsed);
    const { db, ...values } = flags.read({
      ...parsed,
      flags: { ...parentFlags(parsed, ['db', 'output', 'force']), ...parsed.flags },
    });
    const sources = [db, f.arg(0), f.arg(1)].filter((s): s is string => s !== undefined && s !== '');
    if (sources.length !== 2)
      throw new UsageError(
        'give OLD and NEW (each a .sql file, a migrations folder or a postgres:// URL), or --db URL and NEW.',
      );
    if (db !== undefined && !isDatabaseUrl(db))
      throw new UsageError('--db takes a postgres:// URL (postgres://user:password@host:5432/database).');
    if (sources[0] === '-' && sources[1] === '-')
      throw new UsageError('only one of OLD and NEW can be stdin (-).');
    if (values.sql && values.markdown) throw new UsageError('give --sql or --markdown, not both.');
    const { rename, ...rest } = values;
    const renames = rename.map((given) => {
      const parsed = parseColumnRename(given);
      if (!parsed) throw new UsageError(`--rename takes [schema.]table.old=new, not "${given}".`);
      return parsed;
    });
    if (renames.length > 0 && isDatabaseUrl(sources[0] ?? ''))
      throw new UsageError('--rename needs OLD as SQL files (a live database is never changed).');
    return { old: sources[0] ?? '', next: sources[1] ?? '', renames, ...rest };
  },
  async run(options, ctx) {
    const { readSchemaSource, schemaOfSource } = await import('../platform/schema-source');
    const read = (path: string) =>
      readInput(ctx, path, 'a .sql file, a migrations folder or a postgres:// URL');
    const sources = [
      await readSchemaSource(options.old, ctx.cwd, read),
      await readSchemaSource(options.next, ctx.cwd, read),
    ] as const;
    const notes: string[] = [];
    const renamed = options.renames.map((r) => ({ sql: renameSql(r), given: `--rename ${r.given}` }));
    const old = await schemaOfSource(sources[0], ctx.env, notes, renamed);
    const next = await schemaOfSource(sources[1], ctx.env, notes);
    for (const note of new Set(notes)) ctx.warn(terminalText(`toolbox: ${note}`));
    const core = await import('@toolbox/core/schema-diff');
    const compared = core.diffSchemas(old, next);
    const diff = core.withRenames(compared, options.renames);
    const report = core.diffReport(diff);
    const sql = options.sql
      ? core.migrationWithRenames(
          compared.changes.length > 0 ? core.migrationSql(old, next, compared) : '',
          options.renames,
        )
      : '';
    const target = { output: options.output, force: options.force };
    const toTerminal = (options.output === undefined || options.output === '-') && ctx.isTTY;
    if (ctx.json) {
      await writeOutput(ctx, JSON.stringify(options.sql ? { ...report, sql } : report, null, 2), target);
    } else {
      const text = options.sql
        ? sql
        : options.markdown
          ? core.formatDiffMarkdown(diff)
          : core.formatDiffText(diff);
      if (text) await writeOutput(ctx, toTerminal ? terminalText(text, { multiline: true }) : text, target);
      else if (!ctx.json) ctx.warn('No schema changes.');
    }
    const failed =
      (options.failOn === 'breaking' && report.breaking > 0) ||
      (options.failOn === 'any' && diff.changes.length > 0);
    return failed ? ctx.exit.failed : ctx.exit.ok;
  },
};
