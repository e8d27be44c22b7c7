import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { generateRlsPolicy } from './generate';
import { CLAUSES, RLS_DEFAULTS, RLS_OPERATIONS, type RlsForm } from './options';

const form = (over: Partial<RlsForm>): RlsForm => ({ ...RLS_DEFAULTS, tableName: 'todos', ...over });

describe('RLS form defaults (spec §3)', () => {
  it('uses user_id, SELECT and owner only', () => {
    expect(RLS_DEFAULTS).toMatchObject({ userColumn: 'user_id', operation: 'SELECT', policyType: 'owner' });
  });
});

describe('generateRlsPolicy', () => {
  it('writes per-row calls of a custom condition (select ...) and indexes the column compared with the user', () => {
    const { sql, using } = generateRlsPolicy(
      form({
        policyType: 'custom',
        tableName: 'posts',
        customCondition: 'auth.uid() = author_id or published',
      }),
    );
    expect(using).toBe('((select auth.uid()) = author_id or published)');
    expect(sql).toContain('-- auth.uid() is written (select ...): Postgres then evaluates it once per\n');
    expect(sql).toContain(
      '-- The policy filters every query on author_id: index it, unless an index already starts\n',
    );
    expect(sql).toContain('    create index on "public"."posts" using btree ("author_id");\n');
    // Already in a sub-select, in a string, or another schema's uid(): left as typed.
    const kept = "(select auth.uid()) = author_id and note <> 'auth.uid()' and app.uid() = x";
    expect(generateRlsPolicy(form({ policyType: 'custom', customCondition: kept })).using).toBe(`(${kept})`);
  });

  it('writes the owner SELECT policy Supabase recommends', () => {
    expect(generateRlsPolicy(form({})).sql).toBe(
      [
        '-- SELECT on public.todos for rows whose user_id is the signed-in user.',
        'alter table "public"."todos" enable row level security;',
        '',
        'drop policy if exists "Users can view their own todos" on "public"."todos";',
        'create policy "Users can view their own todos"',
        'on "public"."todos"',
        'as permissive',
        'for select',
        'to authenticated',
        'using ((select auth.uid()) = "user_id");',
        '',
        '-- The policy filters every query on user_id: index it, unless an index already starts',
        '-- with user_id (a primary key, or one you made): a second would only slow writes.',
        'do $index$',
        'begin',
        '  if not exists (',
        '    select from pg_catalog.pg_index i',
        '    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]',
        '    where i.indrelid = \'"public"."todos"\'::regclass and a.attname = \'user_id\'',
        '      and i.indisvalid and i.indpred is null',
        '  ) then',
        '    create index on "public"."todos" using btree ("user_id");',
        '  end if;',
        'end',
        '$index$;',
        '',
      ].join('\n'),
    );
  });

  it.each(RLS_OPERATIONS.map((operation) => [operation, CLAUSES[operation]] as const))(
    '%s has using=%o / with check where Postgres applies them',
    (operation, { using, withCheck }) => {
      const { sql, fileName } = generateRlsPolicy(form({ operation }));
      expect(sql.includes('\nusing (')).toBe(using);
      expect(sql.includes('\nwith check (')).toBe(withCheck);
      expect(sql).toContain(`for ${operation.toLowerCase()}\n`);
      expect(fileName).toBe(`todos_${operation.toLowerCase()}_policy.sql`);
    },
  );

  it.each([
    [{ policyType: 'authenticated' }, 'to authenticated\nusing (true)', 'Authenticated users can view todos'],
    [{ policyType: 'public' }, 'to anon, authenticated\nusing (true)', 'Anyone can view todos'],
    [
      { policyType: 'role', requiredRole: "o'brien" },
      "->> 'role') = 'o''brien'",
      "Role o'brien can view todos",
    ],
    [
      { policyType: 'role', roleColumn: 'role' },
      'exists (select 1 from "public"."profiles" where "id" = (select auth.uid()) and "role" = \'admin\')',
      'Role admin can view todos',
    ],
    [
      { policyType: 'role', roleColumn: 'app.members.kind' },
      'from "app"."members" where',
      'Role admin can view todos',
    ],
    [
      { policyType: 'custom', customCondition: 'is_public' },
      'using ((is_public))',
      'Custom view policy on todos',
    ],
  ] as const)('%o', (over, fragment, name) => {
    const policy = generateRlsPolicy(form(over));
    expect(policy.sql).toContain(fragment);
    expect(policy.policyName).toBe(name);
    expect(policy.sql).not.toContain('create index');
  });

  it.each([
    ['UPDATE', 'the rows an update ... where finds'],
    ['DELETE', 'the rows a delete ... where finds'],
  ] as const)('%s: the note on SELECT policies reads as English', (operation, words) => {
    expect(generateRlsPolicy(form({ operation })).sql).toContain(
      `-- Postgres also applies SELECT policies to ${words}\n`,
    );
  });

  it('quotes every name the user types', () => {
    const { sql, fileName } = generateRlsPolicy(
      form({
        tableName: 'app."My ""Todo"" list"',
        policyName: 'x"; drop table y; --',
        userColumn: 'owner id',
      }),
    );
    expect(sql).toContain('create policy "x""; drop table y; --"\non "app"."My ""Todo"" list"');
    expect(sql).toContain('= "owner id"');
    expect(fileName).toBe('My_Todo_list_select_policy.sql');
  });

  it.each([
    [{ tableName: '' }, 'Enter a table name.'],
    [{ userColumn: ' ' }, 'Enter a user column.'],
    [{ policyType: 'role', requiredRole: '' }, 'Enter the required role.'],
    [{ policyType: 'custom', customCondition: 'true); drop table todos; --' }, /custom condition/],
    [{ policyName: 'p'.repeat(64) }, /63-byte/],
  ] as const)('refuses %o', (over, message) => {
    expect(() => generateRlsPolicy(form(over))).toThrow(ToolInputError);
    expect(() => generateRlsPolicy(form(over))).toThrow(message);
  });

  it('keeps a generated name within 63 bytes', () => {
    expect(generateRlsPolicy(form({ tableName: 't'.repeat(60) })).policyName).toHaveLength(63);
  });
});
