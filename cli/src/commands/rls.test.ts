import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './rls';

describe('toolbox rls: flags to input', () => {
  it('reads the table, operation, type and columns into the form', () => {
    const { form, output } = toOptions({
      flags: {
        table: 'public.todos',
        operation: 'all',
        type: 'owner',
        userColumn: 'owner_id',
        index: 'comment',
      },
      args: [],
    });
    expect(form).toMatchObject({
      tableName: 'public.todos',
      operation: 'ALL',
      policyType: 'owner',
      userColumn: 'owner_id',
      index: 'comment',
      customCondition: '',
    });
    expect(output).toBeUndefined();
    expect(
      toOptions({ flags: { table: 'todos', type: 'custom', condition: 'is_public' }, args: [] }).form,
    ).toMatchObject({ policyType: 'custom', customCondition: 'is_public' });
  });

  it('refuses no table, and a condition that does not fit the type', () => {
    expect(() => toOptions({ flags: {}, args: [] })).toThrow(new UsageError('--table is required.'));
    expect(() => toOptions({ flags: { table: 'todos', type: 'custom' }, args: [] })).toThrow(
      new UsageError('--type custom needs --condition SQL.'),
    );
    expect(() => toOptions({ flags: { table: 'todos', condition: 'true' }, args: [] })).toThrow(
      new UsageError('--condition is for --type custom.'),
    );
  });

  it("prints the policy's SQL: row level security on, the owner's policy, its index", async () => {
    const ctx = testContext();
    await run(toOptions({ flags: { table: 'todos' }, args: [] }), ctx);
    expect(ctx.captured.stdout).toContain('alter table "public"."todos" enable row level security;\n');
    expect(ctx.captured.stdout).toContain('using ((select auth.uid()) = "user_id");\n');
    expect(ctx.captured.stdout).toContain('create index on "public"."todos" using btree ("user_id");');
  });
});
