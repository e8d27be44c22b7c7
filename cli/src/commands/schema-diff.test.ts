import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { diff } from './schema-diff';

const toOptions = (flags: Record<string, unknown>, args: string[]) => diff.toOptions?.({ flags, args });

describe('toolbox schema diff: flags to input', () => {
  it('reads OLD and NEW, or --db and NEW, and the report flags', () => {
    expect(toOptions({ markdown: true, failOn: 'breaking' }, ['old.sql', 'supabase/migrations'])).toEqual({
      old: 'old.sql',
      next: 'supabase/migrations',
      sql: false,
      markdown: true,
      failOn: 'breaking',
      renames: [],
      output: undefined,
      force: false,
    });
    expect(toOptions({ db: 'postgres://localhost:54322/postgres', sql: true }, ['schema.sql'])).toMatchObject(
      {
        old: 'postgres://localhost:54322/postgres',
        next: 'schema.sql',
        sql: true,
      },
    );
  });

  it('reads --rename [schema.]table.old=new; refuses another shape and a live database as OLD', () => {
    expect(toOptions({ rename: ['todos.done=completed', 'app.t.a=b'] }, ['a.sql', 'b.sql'])).toMatchObject({
      renames: [
        { schema: 'public', table: 'todos', from: 'done', to: 'completed', given: 'todos.done=completed' },
        { schema: 'app', table: 't', from: 'a', to: 'b', given: 'app.t.a=b' },
      ],
    });
    expect(() => toOptions({ rename: ['done=completed'] }, ['a.sql', 'b.sql'])).toThrow(
      new UsageError('--rename takes [schema.]table.old=new, not "done=completed".'),
    );
    expect(() => toOptions({ rename: ['t.a=b'] }, ['postgres://h/db', 'b.sql'])).toThrow(
      new UsageError('--rename needs OLD as SQL files (a live database is never changed).'),
    );
  });

  it('refuses one source, --db without a URL, two stdins and --sql with --markdown', () => {
    expect(() => toOptions({}, ['old.sql'])).toThrow(UsageError);
    expect(() => toOptions({ db: 'old.sql' }, ['new.sql'])).toThrow(
      new UsageError('--db takes a postgres:// URL (postgres://user:password@host:5432/database).'),
    );
    expect(() => toOptions({}, ['-', '-'])).toThrow(
      new UsageError('only one of OLD and NEW can be stdin (-).'),
    );
    expect(() => toOptions({ sql: true, markdown: true }, ['a.sql', 'b.sql'])).toThrow(
      new UsageError('give --sql or --markdown, not both.'),
    );
  });
});
