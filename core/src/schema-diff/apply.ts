import { ToolInputError } from '../errors';
import { type CanCreateExtension, skippedExtensionNote, skipsExtension } from '../sql/extension-skip';
import { postgresMessageLine } from '../sql/message-line';
import type { PgParse } from '../sql/pg-parser';
import { SourceText } from '../sql/source-text';
import type { Extension } from './model';

/** One `.sql` file of a schema: a DDL file or one migration of a folder, applied in the order given. */
export interface SqlFile {
  name: string;
  sql: string;
}

/** Runs one statement on the database being built; rejects with Postgres's error (`message`, `position`). */
export type ExecStatement = (sql: string) => Promise<unknown>;

interface ParsedStatements {
  stmts?: { stmt?: Record<string, unknown>; stmt_location?: number; stmt_len?: number }[];
}

interface CreateExtensionNode {
  extname?: string;
  options?: { DefElem?: { defname?: string; arg?: { String?: { sval?: string } } } }[];
}

/** The extension a `create extension` statement creates, and the schema it names (`with schema extensions`). */
function extensionOf(stmt: Record<string, unknown> | undefined): Extension | undefined {
  const node = stmt?.CreateExtensionStmt as CreateExtensionNode | undefined;
  if (!node?.extname) return undefined;
  const schema = node.options?.find((o) => o.DefElem?.defname === 'schema')?.DefElem?.arg?.String?.sval;
  // Without one, Postgres takes the first schema of the search path that exists: a Supabase session's is public.
  return { name: node.extname, schema: schema ?? 'public' };
}

const lineAt = (text: string, index: number) => text.slice(0, Math.max(0, index)).split('\n').length;

/** Whether a schema source on the command line is a database (postgres:// or postgresql://) rather than a path. */
export const isDatabaseUrl = (source: string) => /^postgres(ql)?:\/\//i.test(source);

/** `file:line: message`, the one line a failed migration is reported as. */
class MigrationError extends ToolInputError {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly postgresMessage: string,
  ) {
    super(`${file}:${line}: ${postgresMessage}`);
  }
}

/** A file's statements, each with where it starts in the file. */
export interface ParsedSqlFile {
  file: SqlFile;
  statements: { text: string; start: number; extension?: Extension }[];
}

/**
 * Each file split into statements by Postgres's parser: a file that is not SQL is a MigrationError naming the
 * file, the line and the parser's message, before anything runs.
 */
export async function parseSqlFiles(files: readonly SqlFile[], parse: PgParse): Promise<ParsedSqlFile[]> {
  const out: ParsedSqlFile[] = [];
  for (const file of files) {
    const source = new SourceText(file.sql);
    let parsed: ParsedStatements;
    try {
      parsed = (await parse(file.sql)) as ParsedStatements;
    } catch (error) {
      const details = (error as { sqlDetails?: { message?: string; cursorPosition?: number } }).sqlDetails;
      const at = source.at(details?.cursorPosition ?? 0);
      const message = postgresMessageLine(details?.message ?? (error as Error).message);
      throw new MigrationError(file.name, lineAt(file.sql, at), message);
    }
    const statements = (parsed.stmts ?? []).map((stmt) => {
      const [start, end] = source.statement(stmt.stmt_location ?? 0, stmt.stmt_len);
      const extension = extensionOf(stmt.stmt);
      return { text: file.sql.slice(start, end), start, ...(extension ? { extension } : {}) };
    });
    out.push({ file, statements });
  }
  return out;
}

/** How `create extension` statements the database cannot run are handled (extension-skip.ts's rule). */
export interface ExtensionSkip {
  canCreateExtension: CanCreateExtension;
  /** Each skipped statement's note (`file:line: extension X is not available here: skipped …`). */
  notes: string[];
  /** The extensions skipped, as the schema would list them had they been created. */
  skipped: Extension[];
}

/**
 * Runs parsed files' statements in order through `exec`; a statement Postgres refuses is a MigrationError naming
 * the file, the line (where Postgres points, or the statement's first line) and Postgres's message. With
 * `extensions`, a `create extension` the database cannot load is skipped with a note, as `check rls` does.
 */
export async function applyParsedFiles(
  files: readonly ParsedSqlFile[],
  exec: ExecStatement,
  extensions?: ExtensionSkip,
): Promise<void> {
  for (const { file, statements } of files) {
    for (const { text, start, extension } of statements) {
      if (extensions && skipsExtension(extension?.name, extensions.canCreateExtension) && extension) {
        const line = lineAt(file.sql, start + text.length - text.trimStart().length);
        extensions.notes.push(skippedExtensionNote(file.name, line, extension.name));
        if (!extensions.skipped.some((e) => e.name === extension.name)) extensions.skipped.push(extension);
        continue;
      }
      try {
        await exec(text);
      } catch (error) {
        const e = error as { message?: string; position?: string | number };
        // Postgres's position is 1-based, in characters of the statement it was sent.
        const offset = Number(e.position ?? 0);
        const at = start + (offset > 0 ? offset - 1 : text.length - text.trimStart().length);
        throw new MigrationError(file.name, lineAt(file.sql, at), e.message ?? String(error));
      }
    }
  }
}

/** Parses, then applies, each file in order (see `parseSqlFiles` and `applyParsedFiles`). */
export async function applySqlFiles(
  files: readonly SqlFile[],
  exec: ExecStatement,
  parse: PgParse,
): Promise<void> {
  await applyParsedFiles(await parseSqlFiles(files, parse), exec);
}
