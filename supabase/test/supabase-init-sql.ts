// Supabase's own init SQL, in the order a hosted project's database runs it: supabase/postgres's
// `migrations/db/init-scripts/*.sql` then `migrations/db/migrations/*.sql` (as `migrations/db/migrate.sh` applies
// them), then GoTrue's `migrations/*.up.sql` (as `gotrue migrate` applies them, `{{ index .Options "Namespace" }}`
// rendered as `auth`). The SQL is read from the two repositories' snapshots at the commits SOURCES.md names
// (fixtures/supabase-init/SOURCES.md says where, and why it is not copied into this repository).

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

interface Source {
  repo: string;
  commit: string;
}

const POSTGRES_SOURCE: Source = {
  repo: 'supabase/postgres',
  commit: '7db7e1a9e34b9ffb9b0e3372ccf08eb4fa772f4b',
};
const AUTH_SOURCE: Source = {
  repo: 'supabase/auth',
  commit: 'bc32168e13fdc928c98b449fc76bc3fdb9a293c5',
};

/** Which role runs a step, as on a hosted project: migrate.sh's `-U postgres` / `-U supabase_admin`, GoTrue's own. */
export type InitRole = 'postgres' | 'supabase_admin' | 'supabase_auth_admin';

export interface InitStep {
  /** `repo:path`, as SOURCES.md and the skip rules name it. */
  name: string;
  role: InitRole;
  sql: string;
  /** GoTrue's migrations run one transaction each and are recorded in auth.schema_migrations. */
  gotrueVersion?: string;
}

/**
 * A statement Debian's postgresql-15 cannot run because it needs an extension (or a role an extension makes) that
 * only Supabase's image ships. Cut from the step's text (exactly once, or the preparation fails) before it runs;
 * the fixture itself is never edited.
 */
export interface SkipRule {
  file: string;
  statement: string;
  reason: string;
}

export const SKIP_RULES: SkipRule[] = [
  {
    file: 'supabase/postgres:migrations/db/init-scripts/00000000000000-initial-schema.sql',
    statement: 'create extension if not exists pgjwt            with schema extensions;',
    reason: 'pgjwt is not packaged with Debian postgresql-15 (nothing of ours calls extensions.sign/verify)',
  },
  {
    file: 'supabase/postgres:migrations/db/migrations/20230529180330_alter_api_roles_for_inherit.sql',
    statement: 'GRANT pgsodium_keyholder to service_role;',
    reason: 'the role pgsodium_keyholder is made by pgsodium, which Debian postgresql-15 lacks',
  },
];

/** Where the snapshots are: `<dir>/<owner>+<name>/repo`, git directories without a work tree. */
const sourcesDir = (): string => process.env.SUPABASE_SOURCES_DIR ?? '/work/.mirror';

const gitDir = (source: Source) => join(sourcesDir(), source.repo.replace('/', '+'), 'repo');

const git = (source: Source, args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir(source), ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });

/** Why the init SQL cannot be read, or null when both snapshots hold their commits. */
export function initSqlMissing(): string | null {
  for (const source of [POSTGRES_SOURCE, AUTH_SOURCE]) {
    if (!existsSync(gitDir(source))) return `no snapshot of ${source.repo} at ${gitDir(source)}`;
    try {
      git(source, ['cat-file', '-e', `${source.commit}^{commit}`]);
    } catch {
      return `${gitDir(source)} lacks commit ${source.commit}`;
    }
  }
  return null;
}

const listSql = (source: Source, dir: string, suffix: string) =>
  git(source, ['ls-tree', '--name-only', `${source.commit}:${dir}`])
    .split('\n')
    .filter((f) => f.endsWith(suffix))
    .sort();

const read = (source: Source, path: string) => git(source, ['show', `${source.commit}:${path}`]);

function applySkips(name: string, sql: string): string {
  let text = sql;
  for (const rule of SKIP_RULES.filter((r) => r.file === name)) {
    const at = text.indexOf(rule.statement);
    if (at < 0 || text.indexOf(rule.statement, at + 1) >= 0)
      throw new Error(`skip rule for ${name} does not match exactly once: ${rule.statement}`);
    text = `${text.slice(0, at)}-- skipped: ${rule.reason}${text.slice(at + rule.statement.length)}`;
  }
  return text;
}

// GoTrue renders each migration with Go's text/template and `Options.Namespace` (cmd/migrate_cmd.go); its only
// template action is that one, written with or without a space after `{{`.
const renderGotrue = (sql: string) => sql.replace(/\{\{\s*index \.Options "Namespace"\s*\}\}/g, 'auth');

let cached: InitStep[] | undefined;

/** Every step, in order. Throws when a snapshot is missing (check initSqlMissing first). */
export function supabaseInitSteps(): InitStep[] {
  cached ??= readSteps();
  return cached;
}

function readSteps(): InitStep[] {
  const steps: InitStep[] = [];
  const pg = (dir: string, role: InitRole) => {
    for (const file of listSql(POSTGRES_SOURCE, dir, '.sql')) {
      const name = `${POSTGRES_SOURCE.repo}:${dir}/${file}`;
      steps.push({ name, role, sql: applySkips(name, read(POSTGRES_SOURCE, `${dir}/${file}`)) });
    }
  };
  pg('migrations/db/init-scripts', 'postgres');
  pg('migrations/db/migrations', 'supabase_admin');
  for (const file of listSql(AUTH_SOURCE, 'migrations', '.up.sql')) {
    const name = `${AUTH_SOURCE.repo}:migrations/${file}`;
    steps.push({
      name,
      role: 'supabase_auth_admin',
      sql: applySkips(name, renderGotrue(read(AUTH_SOURCE, `migrations/${file}`))),
      gotrueVersion: file.split('_')[0],
    });
  }
  return steps;
}
