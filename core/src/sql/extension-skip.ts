/**
 * `create extension X` where the database that replays migrations cannot load X (PGlite lacks `http`, `pg_net`,
 * `pg_cron`… that a Supabase project offers): one rule for every command that replays a project's migrations
 * (`check rls`, `schema diff`, `check pr`): the statement is skipped with a note, never a failure, and the rest
 * runs. What the extension provides is missing, so a statement that uses it may still fail, at its own line.
 */

/** Says whether the replaying database can create an extension (the platform knows what it loads). */
export type CanCreateExtension = (name: string) => boolean;

/** Whether a statement creating `extension` is skipped here. */
export function skipsExtension(
  extension: string | undefined,
  canCreate: CanCreateExtension | undefined,
): extension is string {
  return extension !== undefined && canCreate !== undefined && !canCreate(extension);
}

/** The note a skipped `create extension` leaves, at its file and line. */
export function skippedExtensionNote(file: string, line: number, extension: string): string {
  return `${file}:${line}: extension ${extension} is not available here: skipped (objects it provides are missing).`;
}
