/**
 * `check rls`: a Supabase project's migrations applied in order to a database that starts as a new project's
 * (the caller provides it through `AuditDatabase`; the CLI binds PGlite), then Supabase's linter (splinter) and
 * our own lints run on the result. Each finding names the migration file and line that created (or last
 * changed) its object: the catalog is read after each file, and the object found among the file's statements.
 */
import { ToolInputError } from '../../../errors';
import { type CanCreateExtension, skippedExtensionNote, skipsExtension } from '../../../sql/extension-skip';
import { postgresMessageLine } from '../../../sql/message-line';
import type { PgParse } from '../../../sql/pg-parser';
import { EXPOSED_SCHEMAS } from '../../../sql/supabase-project';
import {
  CATALOG_OBJECTS_SQL,
  type CatalogObjectRow,
  type ObjectKey,
  objectKey,
  parseObjectKey,
} from './catalog-objects';
import { AUDIT_CHECK_NAMES, AUDIT_CHECKS_SQL } from './checks';
import { type AuditLevel, type LintRow, type RlsAudit, type RlsFinding, toLevel } from './model';
import { SPLINTER_SQL } from './splinter-sql';
import { lineAt, type MigrationStatement, migrationStatements, UNNAMED_FOREIGN_KEY } from './statements';

/** The database the migrations are applied to, already holding what a new Supabase project has. */
export interface AuditDatabase {
  /** Runs SQL (one statement or a script); rejects with Postgres's error (`message`, 1-based `position`). */
  exec(sql: string): Promise<void>;
  /** The rows of the last statement of `sql`. */
  query<T>(sql: string): Promise<T[]>;
}

export interface MigrationFile {
  /** The path shown in findings (e.g. `supabase/migrations/20240101000000_init.sql`). */
  name: string;
  sql: string;
}

export interface AuditPorts {
  database: AuditDatabase;
  parse: PgParse;
  /** Whether the database can create an extension; statements creating others are skipped with a note. */
  canCreateExtension?: CanCreateExtension;
}

interface PgError {
  message?: string;
  position?: string | number;
  sqlDetails?: { message?: string; cursorPosition?: number };
}

/** A migration that does not apply: `file:line: Postgres's message`, exit 1. */
function migrationFailure(file: MigrationFile, line: number, error: unknown): ToolInputError {
  const e = (error ?? {}) as PgError;
  const message = postgresMessageLine(e.sqlDetails?.message ?? e.message ?? String(error));
  return new ToolInputError(`${file.name}:${line}: ${message}`);
}

async function readObjects(db: AuditDatabase): Promise<Map<ObjectKey, string>> {
  const rows = await db.query<CatalogObjectRow>(CATALOG_OBJECTS_SQL);
  return new Map(rows.map((r) => [r.key, r.fingerprint ?? '']));
}

async function applyFile(
  file: MigrationFile,
  ports: AuditPorts,
  notes: string[],
): Promise<MigrationStatement[]> {
  let tree: unknown;
  try {
    tree = await ports.parse(file.sql);
  } catch (error) {
    const at = (error as PgError).sqlDetails?.cursorPosition;
    throw migrationFailure(file, at === undefined ? 1 : lineAt(file.sql, at), error);
  }
  const statements = migrationStatements(file.sql, tree);
  for (const statement of statements) {
    if (skipsExtension(statement.extension, ports.canCreateExtension)) {
      notes.push(skippedExtensionNote(file.name, statement.line, statement.extension));
      continue;
    }
    try {
      await ports.database.exec(statement.sql);
    } catch (error) {
      const position = Number((error as PgError).position);
      const offset = Number.isFinite(position) && position > 0 ? lineAt(statement.sql, position - 1) - 1 : 0;
      throw migrationFailure(file, statement.line + offset, error);
    }
  }
  return statements;
}

/** Where an object was created or last changed: the file, and the statement in it that names it. */
function locate(
  keys: readonly ObjectKey[],
  origin: ReadonlyMap<ObjectKey, number>,
  files: readonly MigrationFile[],
  statements: readonly MigrationStatement[][],
): { file: string; line: number } | undefined {
  for (const key of keys) {
    const index = origin.get(key);
    if (index === undefined) continue;
    const list = statements[index] ?? [];
    const { kind, schema, table, name } = parseObjectKey(key);
    const parent = table ? objectKey('relation', schema, '', table) : undefined;
    // A constraint Postgres named (`todos_user_id_fkey`): the statement that declared an unnamed one.
    const unnamed =
      kind === 'constraint' ? objectKey('constraint', schema, table, UNNAMED_FOREIGN_KEY) : undefined;
    const last = (test: (s: MigrationStatement) => boolean) => {
      for (let i = list.length - 1; i >= 0; i--) if (test(list[i] as MigrationStatement)) return list[i];
      return undefined;
    };
    const word = new RegExp(`(^|[^\\w$])"?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"?([^\\w$]|$)`, 'i');
    const found =
      last((s) => s.creates.includes(key)) ??
      last((s) => s.changes.includes(key)) ??
      (unnamed && name.endsWith('_fkey') ? last((s) => s.creates.includes(unnamed)) : undefined) ??
      (parent
        ? (last((s) => s.creates.includes(parent)) ?? last((s) => s.changes.includes(parent)))
        : undefined) ??
      (kind !== 'extension' ? last((s) => word.test(s.sql)) : undefined);
    return { file: (files[index] as MigrationFile).name, line: found?.line ?? 1 };
  }
  return undefined;
}

/** The policy a splinter detail names (`... policy \`name\` ...`), for lints whose metadata names only the table. */
/** Splinter escapes backticks for Studio's template literal; the report shows them plain. */
const plainDetail = (detail: string) => detail.replaceAll('\\`', '`');

function policyInDetail(detail: string): string | undefined {
  return /policy `([^`]+)`/.exec(detail)?.[1];
}

/** The objects a lint row is about, most specific first. */
function subjects(row: LintRow): ObjectKey[] {
  const m = row.metadata ?? {};
  const schema = typeof m.schema === 'string' ? m.schema : '';
  const name = typeof m.name === 'string' ? m.name : '';
  // 0028/0029 give no type, only the function's arguments.
  if (m.type === 'function' || 'arguments' in m) return [objectKey('function', schema, '', name)];
  if (m.type === 'extension') return [objectKey('extension', '', '', name)];
  const keys: ObjectKey[] = [];
  const policy = typeof m.policy_name === 'string' ? m.policy_name : policyInDetail(plainDetail(row.detail));
  if (policy) keys.push(objectKey('policy', schema, name, policy));
  if (typeof m.fkey_name === 'string') keys.push(objectKey('constraint', schema, name, m.fkey_name));
  keys.push(objectKey('relation', schema, '', name));
  return keys;
}

/**
 * Splinter's lints that read usage statistics (index scans, dead rows): on a database no query has run against,
 * every index is "unused", so they say nothing about migrations.
 */
export const STATISTICS_LINTS: ReadonlySet<string> = new Set(['unused_index', 'table_bloat']);

/** Every lint splinter.sql holds, by name, in its order (0001 to 0029). */
export const SPLINTER_LINTS: readonly string[] = Array.from(
  SPLINTER_SQL.matchAll(/^ {4}'(\w+)' as name,$/gm),
  (m) => m[1] ?? '',
);

/** The splinter lints `check rls` reports: all but those reading usage statistics. */
export const AUDITED_SPLINTER_LINTS: readonly string[] = SPLINTER_LINTS.filter(
  (name) => !STATISTICS_LINTS.has(name),
);

const TOOLBOX_RULES: ReadonlySet<string> = new Set(AUDIT_CHECK_NAMES);
const LEVEL_ORDER: Record<AuditLevel, number> = { error: 0, warn: 1, info: 2 };

function toFinding(row: LintRow, where: { file: string; line: number } | undefined): RlsFinding {
  const m = row.metadata ?? {};
  const detail = plainDetail(row.detail);
  const policy = typeof m.policy_name === 'string' ? m.policy_name : policyInDetail(detail);
  return {
    rule: row.name,
    source: TOOLBOX_RULES.has(row.name) ? 'toolbox' : 'splinter',
    level: toLevel(row.level),
    title: row.title,
    message: detail,
    ...(row.remediation ? { remediation: row.remediation } : {}),
    object: {
      type: typeof m.type === 'string' ? m.type : 'object',
      ...(typeof m.schema === 'string' ? { schema: m.schema } : {}),
      name: typeof m.name === 'string' ? m.name : '',
      ...(policy ? { policy } : {}),
    },
    cacheKey: row.cache_key,
    ...(where ?? {}),
  };
}

/** Splinter's and our lints on the database as it stands (rows in splinter's shape). */
export async function runLints(db: AuditDatabase): Promise<LintRow[]> {
  await db.exec(`set pgrst.db_schemas = '${EXPOSED_SCHEMAS.join(',')}'`);
  const splinter = await db.query<LintRow>(SPLINTER_SQL);
  const ours = await db.query<LintRow>(AUDIT_CHECKS_SQL);
  return [...splinter, ...ours];
}

/** Applies `files` in the order given (the caller sorts them as the migration tool would) and audits the result. */
export async function auditMigrations(files: readonly MigrationFile[], ports: AuditPorts): Promise<RlsAudit> {
  const notes: string[] = [];
  const origin = new Map<ObjectKey, number>();
  const statements: MigrationStatement[][] = [];
  let before = await readObjects(ports.database);
  for (const [index, file] of files.entries()) {
    statements.push(await applyFile(file, ports, notes));
    const after = await readObjects(ports.database);
    for (const [key, fingerprint] of after) if (before.get(key) !== fingerprint) origin.set(key, index);
    before = after;
  }
  const findings = (await runLints(ports.database))
    .filter((row) => !STATISTICS_LINTS.has(row.name))
    .map((row) => toFinding(row, locate(subjects(row), origin, files, statements)))
    .sort(
      (a, b) =>
        (a.file ?? '\uffff').localeCompare(b.file ?? '\uffff') ||
        (a.line ?? 0) - (b.line ?? 0) ||
        LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] ||
        a.rule.localeCompare(b.rule) ||
        a.cacheKey.localeCompare(b.cacheKey),
    );
  return { migrations: files.length, findings, notes };
}
