// The real schemas the schema tools are tested on (see fixtures/SOURCES.md), and what PGlite needs before it can
// apply each: the Supabase objects they reference (auth.users, auth.uid(), storage.objects, roles) and the
// extensions it ships. Test helper only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { blankPsqlMetaCommands } from '../../../sql/psql-script';
import { SUPABASE_STUBS } from '../../../testing/supabase-stubs';
import type { DdlFile } from '../ddl';

export const FIXTURES = join(import.meta.dirname, 'fixtures');

/** The `.sql` files under a folder, in path order: how `supabase/migrations/` and Prisma's folders run. */
export function sqlFiles(dir: string): DdlFile[] {
  const walk = (d: string): string[] =>
    readdirSync(d)
      .sort()
      .flatMap((name) => {
        const path = join(d, name);
        return statSync(path).isDirectory() ? walk(path) : name.endsWith('.sql') ? [path] : [];
      });
  return walk(dir).map((path) => ({ name: relative(dir, path), sql: readFileSync(path, 'utf8') }));
}

const file = (name: string): DdlFile[] => [{ name, sql: readFileSync(join(FIXTURES, name), 'utf8') }];

export interface CorpusEntry {
  name: string;
  files: DdlFile[];
  /** Extensions to load into PGlite (its contrib names). */
  extensions: string[];
  /** SQL run before the schema (stubs), and text edits PGlite needs (an extension it does not ship). */
  setup: string;
  patch?: (sql: string) => string;
  /** Schemas whose tables the schema defines. */
  schemas: string[];
}

export const CORPUS: CorpusEntry[] = [
  {
    name: 'pagila',
    files: file('pagila-schema.sql'),
    extensions: ['vector'],
    setup: '',
    schemas: ['public'],
  },
  {
    name: 'lago',
    files: file('lago-structure.sql'),
    extensions: ['btree_gin', 'pg_trgm', 'pgcrypto', 'unaccent'],
    setup: '',
    // pg_partman is not in PGlite; the dump only creates its schema and one template table without it.
    patch: (sql) => sql.replace(/^CREATE EXTENSION IF NOT EXISTS pg_partman .*$/m, ''),
    schemas: ['public', 'partman'],
  },
  {
    name: 'subscription-payments',
    files: file('subscription-payments-init.sql'),
    extensions: [],
    setup: SUPABASE_STUBS,
    schemas: ['public'],
  },
  {
    name: 'user-management',
    files: file('user-management-init.sql'),
    extensions: [],
    setup: SUPABASE_STUBS,
    schemas: ['public'],
  },
  {
    name: 'slack-clone',
    files: file('slack-clone-init.sql'),
    extensions: [],
    setup: SUPABASE_STUBS,
    schemas: ['public'],
  },
  {
    // pg_dump 15.18 (PostgreSQL's 2025 minor releases): `\restrict KEY` ... `\unrestrict KEY`, which psql runs and
    // PGlite's exec does not (it is sent what psql would send).
    name: 'umami (pg_dump 15.18 of its migrations)',
    files: file('umami-pg_dump-15.sql'),
    extensions: [],
    setup: '',
    patch: blankPsqlMetaCommands,
    schemas: ['public'],
  },
  {
    name: 'umami (Prisma migrations)',
    files: sqlFiles(join(FIXTURES, 'umami-migrations')),
    extensions: [],
    setup: '',
    schemas: ['public'],
  },
];
