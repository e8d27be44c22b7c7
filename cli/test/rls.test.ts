// `toolbox rls` as a user runs it: the built binary prints the same SQL core generates (core's SQL is applied to
// Postgres in supabase/test/rls-policy-generator.test.ts), writes -o files, and maps bad input to exit 1/2.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateRlsPolicy, RLS_DEFAULTS } from '@toolbox/core/tools/rls-policy-generator';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const dir = mkdtempSync(join(tmpdir(), 'toolbox-rls-'));
const toolbox = (...args: string[]) => toolboxIn(dir, ['rls', ...args]);

describe('toolbox rls (built binary)', () => {
  it('prints the owner SELECT policy by default', () => {
    expect(toolbox('--table', 'todos')).toMatchObject({
      code: 0,
      stdout: generateRlsPolicy({ ...RLS_DEFAULTS, tableName: 'todos' }).sql,
    });
  });

  it.each([
    [['--operation', 'all', '--user-column', 'owner_id'], { operation: 'ALL', userColumn: 'owner_id' }],
    [['--type', 'role', '--role', 'editor'], { policyType: 'role', requiredRole: 'editor' }],
    [
      ['--type', 'role', '--role-column', 'profiles.role'],
      { policyType: 'role', roleColumn: 'profiles.role' },
    ],
    [
      ['--type', 'custom', '--condition', 'is_public'],
      { policyType: 'custom', customCondition: 'is_public' },
    ],
    [['--type', 'public', '--policy-name', 'Read "all"'], { policyType: 'public', policyName: 'Read "all"' }],
    [['--index', 'comment'], { index: 'comment' }],
  ] as const)('%o', (flags, form) => {
    expect(toolbox('--table', 'app.notes', ...flags).stdout).toBe(
      generateRlsPolicy({ ...RLS_DEFAULTS, tableName: 'app.notes', ...form }).sql,
    );
  });

  it('writes -o, refuses to overwrite it, and prints JSON with --json', () => {
    expect(toolbox('--table', 'todos', '--operation', 'delete', '-o', 'p.sql')).toMatchObject({ code: 0 });
    expect(readFileSync(join(dir, 'p.sql'), 'utf8')).toContain('for delete\nto authenticated\nusing (');
    expect(toolbox('--table', 'todos', '-o', 'p.sql')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('--force'),
    });
    const json = JSON.parse(toolbox('--table', 'todos', '--json').stdout);
    expect(json).toMatchObject({ fileName: 'todos_select_policy.sql', roles: ['authenticated'] });
  });

  it.each([
    [[], 2, '--table is required.'],
    [['--table', 't', '--operation', 'upsert'], 2, 'upsert'],
    [['--table', 't', '--type', 'custom'], 2, '--type custom needs --condition SQL.'],
    [['--table', 't', '--type', 'custom', '--condition', 'true); drop table t; --'], 1, 'custom condition'],
    [['--table', ''], 1, 'Enter a table name.'],
  ])('%o exits %i', (flags, code, message) => {
    const result = toolbox(...flags);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });
});
