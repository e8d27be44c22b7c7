/** `toolbox check rls`: the migrations folder audited on an in-process Supabase database (core's audit on PGlite). */
import { relative, resolve, sep } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import {
  type AuditLevel,
  auditFails,
  auditMigrations,
  auditSarif,
  formatAuditText,
  githubAnnotations,
  type MigrationFile,
  type RlsAudit,
} from '@toolbox/core/tools/rls-policy-generator/audit';
import { version } from '../../../package.json';
import type { CliContext } from '../../context';
import { UsageError } from '../../errors';
import { readInput } from '../../output/read-input';
import { writeOutput } from '../../output/write-output';
import { terminalText } from '../../terminal-text';

export interface CheckRlsOptions {
  folder: string;
  failOn: AuditLevel;
  sarif: string | undefined;
}

/** The folder's migrations in the order `supabase db push` applies them, named as paths from the current folder. */
export async function readMigrations(ctx: CliContext, folder: string): Promise<MigrationFile[]> {
  const { sqlFilesIn } = await import('../../platform/sql-folder');
  let files: MigrationFile[] | undefined;
  try {
    files = await sqlFilesIn(ctx.cwd, folder, (full) => readInput(ctx, full));
  } catch (error) {
    if (error instanceof ToolInputError && /holds no \.sql files/.test(error.message))
      throw new UsageError(`${folder} is not a migrations folder: it holds no .sql files.`);
    throw error;
  }
  if (!files)
    throw new UsageError(`${folder} is not a migrations folder (give the folder of .sql migrations).`);
  const shown = relative(ctx.cwd, resolve(ctx.cwd, folder));
  return files.map((f) => ({ ...f, name: [shown, f.name].filter(Boolean).join(sep).split(sep).join('/') }));
}

/** Applies `files` to a fresh in-process Supabase database and audits it. */
export async function auditFiles(ctx: CliContext, files: readonly MigrationFile[]): Promise<RlsAudit> {
  const { canCreateExtension, extensionsAskedFor, supabaseDatabase } = await import(
    '../../platform/pglite-supabase'
  );
  const { nodePgParser } = await import('../../platform/pg-parser');
  const [database, parse] = await Promise.all([
    supabaseDatabase(ctx.env, extensionsAskedFor(files.map((f) => f.sql))),
    nodePgParser(),
  ]);
  try {
    return await auditMigrations(files, { database, parse, canCreateExtension });
  } finally {
    await database.close();
  }
}

export async function runCheckRls(options: CheckRlsOptions, ctx: CliContext): Promise<number> {
  const audit = await auditFiles(ctx, await readMigrations(ctx, options.folder));
  const failed = auditFails(audit, options.failOn);
  if (options.sarif !== undefined) {
    await writeOutput(ctx, `${JSON.stringify(auditSarif(audit, version), null, 2)}\n`, {
      output: options.sarif,
      force: true,
    });
  }
  for (const note of audit.notes) ctx.warn(terminalText(`toolbox: ${note}`));
  if (ctx.json) {
    ctx.print(JSON.stringify({ ...audit, failOn: options.failOn, failed }, null, 2));
  } else {
    // Object names and messages come from the migrations: printed inert.
    for (const line of formatAuditText(audit, options.failOn)) ctx.print(terminalText(line));
  }
  // Workflow commands are read from stderr too, which keeps --json's stdout one document.
  if (ctx.env.GITHUB_ACTIONS === 'true')
    for (const line of githubAnnotations(audit)) ctx.warn(terminalText(line));
  return failed ? ctx.exit.failed : ctx.exit.ok;
}
