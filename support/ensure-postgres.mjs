// Finds Debian's PostgreSQL 15 server binaries (initdb, pg_ctl), installing the `postgresql-15` package when we are
// root and it is missing, as ensure-chromium.mjs does for Chromium. The data API's tests run their case table on
// a real server started from these (supabase/test/postgres-server.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { canInstallDebianPackages, installDebianPackages } from './debian-packages.mjs';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** The folder holding initdb and pg_ctl (`POSTGRES_BIN` first), or undefined. */
export const findPostgres = () =>
  existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'pg_ctl')) ? BIN : undefined;

/** The folder holding initdb and pg_ctl (`POSTGRES_BIN` first), installing postgresql-15 if we can; else undefined. */
export function ensurePostgres() {
  if (findPostgres()) return findPostgres();
  if (!canInstallDebianPackages()) return undefined;
  console.log('Installing postgresql-15 from Debian packages for the data API tests...');
  installDebianPackages(['postgresql-15']);
  return findPostgres();
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensurePostgres() ?? 'no PostgreSQL 15');
