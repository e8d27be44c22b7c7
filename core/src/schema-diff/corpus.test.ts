// Real schema histories (test/corpus/SOURCES.md): for every pair of consecutive migrations, the schema after
// applying OLD then `migrationSql(OLD, NEW)` equals the schema after applying NEW, read back from PGlite through
// the same catalog reader and compared relation by relation; and `migrationSql(NEW, OLD)` takes NEW back to OLD.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { SqlFile } from './apply';
import { diffSchemas } from './diff';
import { migrationSql } from './migration';
import type { SchemaModel } from './model';
import { apply, read, supabaseDatabase } from './test/pglite';

const CORPUS = join(import.meta.dirname, 'test', 'corpus');
/**
 * Histories kept elsewhere in the repository (one copy of each file): umami's is the schema visualizer's,
 * basejump's the `check rls` corpus's (with its licence and SOURCES.md).
 */
const PROJECTS: Record<string, string> = {
  basejump: join(
    import.meta.dirname,
    '..',
    '..',
    '..',
    'cli',
    'test',
    'fixtures',
    'supabase-projects',
    'basejump',
    'supabase',
    'migrations',
  ),
  umami: join(
    import.meta.dirname,
    '..',
    'tools',
    'database-visualizer',
    'test',
    'fixtures',
    'umami-migrations',
  ),
};

/** Lines PGlite cannot run: an extension it does not ship. */
const PATCHES: Record<string, (sql: string) => string> = {
  'chatbot-ui': (sql) => sql.replace(/^create extension http with schema extensions;$/m, ''),
};

/** A project's migrations in the order they run: `.sql` files by path (Prisma's `<name>/migration.sql` too). */
function history(project: string): SqlFile[] {
  const dir = PROJECTS[project] ?? join(CORPUS, project);
  const patch = PATCHES[project] ?? ((sql: string) => sql);
  const walk = (d: string): string[] =>
    readdirSync(d)
      .sort()
      .flatMap((name) => {
        const path = join(d, name);
        return statSync(path).isDirectory() ? walk(path) : name.endsWith('.sql') ? [path] : [];
      });
  return walk(dir).map((path) => ({ name: relative(dir, path), sql: patch(readFileSync(path, 'utf8')) }));
}

/** The model with columns in name order: `add column` appends, so column order is not compared. */
function comparable(model: SchemaModel) {
  return {
    ...model,
    relations: model.relations.map((r) => ({
      ...r,
      columns: [...r.columns].sort((a, b) => (a.name < b.name ? -1 : 1)),
    })),
  };
}

async function expectSameSchema(actual: SchemaModel, expected: SchemaModel, where: string) {
  const a = comparable(actual);
  const e = comparable(expected);
  expect(
    a.relations.map((r) => `${r.schema}.${r.name}`),
    where,
  ).toEqual(e.relations.map((r) => `${r.schema}.${r.name}`));
  for (const [i, relation] of e.relations.entries())
    expect(a.relations[i], `${where}: ${relation.schema}.${relation.name}`).toEqual(relation);
  for (const key of [
    'schemas',
    'extensions',
    'enums',
    'domains',
    'compositeTypes',
    'sequences',
    'functions',
    'defaultPrivileges',
  ] as const)
    expect(a[key], `${where}: ${key}`).toEqual(e[key]);
  expect(diffSchemas(expected, actual).changes, where).toEqual([]);
}

describe.each(['basejump', 'chatbot-ui', 'umami'])('%s: OLD + schema diff --sql = NEW', (project) => {
  it('for every pair of consecutive migrations', async () => {
    const files = history(project);
    const all = files.map((f) => f.sql).join('\n');
    // `db` applies the project's migrations; `replay` applies only the generated ones. Each step checks that
    // `replay` equals `db`, so before the next step `replay` holds OLD (catalog-equal to applying OLD itself).
    const db: PGlite = await supabaseDatabase(all);
    const replay: PGlite = await supabaseDatabase(all);
    try {
      let before = await read(db);
      for (const [k, file] of files.entries()) {
        await apply(db, [file]);
        const after = await read(db);
        const step = async (from: SchemaModel, to: SchemaModel, what: string) => {
          const sql = migrationSql(from, to, diffSchemas(from, to));
          try {
            await apply(replay, [{ name: `${file.name} (${what})`, sql }]);
            await expectSameSchema(await read(replay), to, `${project} ${k}: ${file.name} ${what}`);
          } catch (error) {
            throw new Error(
              `${project}: ${file.name} ${what}: ${(error as Error).message}\n--- generated:\n${sql}`,
            );
          }
        };
        // Forward, then back (the drops a later migration would need), then forward again.
        await step(before, after, 'forward');
        await step(after, before, 'backward');
        await step(before, after, 'forward again');
        before = after;
      }
    } finally {
      await db.close();
      await replay.close();
    }
  }, 600_000);
});
