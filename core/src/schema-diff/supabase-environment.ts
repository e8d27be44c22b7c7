/**
 * Schemas Supabase manages: their tables, functions and types are the platform's, so a diff compares only what
 * a project's migrations add to them (policies and triggers on `storage.objects` or `auth.users`).
 */
export const SUPABASE_MANAGED_SCHEMAS: ReadonlySet<string> = new Set([
  'auth',
  'storage',
  'extensions',
  'realtime',
  '_realtime',
  'graphql',
  'graphql_public',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'net',
  'supabase_functions',
  'supabase_migrations',
  'cron',
  'pgbouncer',
  '_analytics',
  'pgtle',
]);

/** Extensions every Supabase project has (SUPABASE_PLATFORM_SQL installs some): never reported. */
export const SUPABASE_DEFAULT_EXTENSIONS: ReadonlySet<string> = new Set([
  'uuid-ossp',
  'pgcrypto',
  'pg_graphql',
  'pg_stat_statements',
  'supabase_vault',
  'pgsodium',
  'pgjwt',
  'plpgsql',
]);
