import { readFileSync } from 'node:fs';

/** What a Supabase project has before any migration (the emulator's bootstrap: API roles, auth schema, auth.uid()). */
export const supabaseBootstrapSql = (): string =>
  readFileSync(new URL('../../emulator/src/sql/bootstrap.sql', import.meta.url), 'utf8');
