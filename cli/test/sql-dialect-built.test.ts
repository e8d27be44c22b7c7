// Issue 43: sql-formatter's postgresql dialect is bundled as the data its phrase expansion gives (build.mjs,
// postgresqlPhrasesExpanded), not expanded at every start. The built `toolbox sql format` must lay out statements
// that reach each kind of phrase exactly as the library itself does, here in-process with its own expansion.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadPgParser } from '@toolbox/core/sql/pg-parser';
import { runSqlFormat } from '@toolbox/core/tools/sql-format';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dist = join(import.meta.dirname, '..', 'dist');

/** Statements through the dialect's phrase lists: select, clauses, one-line clauses, set operations, joins, phrases. */
const STATEMENTS = `select distinct on (a) a, b from t left outer join u using (a) natural full join v
where a is not distinct from b and c is distinct from d order by a nulls last;
select a from t union all select a from u except select a from v intersect distinct select 1;
insert into t (a, b) values (1, 'x') on conflict (a) do update set b = excluded.b returning *;
with recursive r as (select 1 union all select n + 1 from r where n < 3) select * from r for no key update skip locked;
create or replace function f(x timestamp with time zone, y double precision) returns character varying
language sql as $$ select 'a' $$;
alter table if exists only t add column if not exists c bit varying(3), alter column d set data type time without time zone;
create unique index concurrently if not exists i on t (a) where b is not null;
grant select, update on all tables in schema public to anon;
drop table if exists t, u cascade;
truncate table only t restart identity;
comment on column t.a is 'x';
refresh materialized view concurrently m with no data;
select a from t cross join lateral (select 1) l inner join w on true window x as (partition by a) fetch first 3 rows only;
`;

describe('toolbox sql format with the dialect the build expanded', () => {
  it('no bundle expands the phrases at load', () => {
    const meta = JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8')) as {
      outputs: Record<string, { inputs: Record<string, unknown> }>;
    };
    const inputs = Object.values(meta.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(
      inputs.filter((file) => file.includes('sql-formatter/dist/esm/languages/postgresql/')),
    ).not.toEqual([]);
    expect(inputs.filter((file) => file.endsWith('sql-formatter/dist/esm/expandPhrases.js'))).toEqual([]);
  });

  it.each([
    ['upper', '2'],
    ['lower', '4'],
    ['preserve', 'tab'],
  ] as const)(
    'lays out every kind of phrase as sql-formatter does (%s, indent %s)',
    async (keywordCase, indent) => {
      const cwd = mkdtempSync(join(tmpdir(), 'toolbox-sql-dialect-'));
      writeFileSync(join(cwd, 'all.sql'), STATEMENTS);
      const expected = await runSqlFormat({ sql: STATEMENTS, keywordCase, indent }, await loadPgParser());
      expect(expected.statements).toBe(13);
      const built = toolboxIn(cwd, [
        'sql',
        'format',
        'all.sql',
        '--keyword-case',
        keywordCase,
        '--indent',
        indent,
      ]);
      expect(built).toEqual({ code: 0, stdout: expected.sql, stderr: '' });
    },
  );
});
