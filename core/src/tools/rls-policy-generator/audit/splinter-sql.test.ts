import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { AUDITED_SPLINTER_LINTS, SPLINTER_LINTS, STATISTICS_LINTS } from './audit';
import { SPLINTER_SQL } from './splinter-sql';

it('ships splinter.sql unchanged (node scripts/splinter-sql.mjs regenerates the module)', () => {
  expect(SPLINTER_SQL).toBe(readFileSync(join(import.meta.dirname, 'splinter/splinter.sql'), 'utf8'));
});

it('names its 28 lints; check rls reports all but the two reading usage statistics', () => {
  expect(SPLINTER_LINTS).toHaveLength(28);
  expect(new Set(SPLINTER_LINTS).size).toBe(28);
  expect(SPLINTER_LINTS.slice(0, 3)).toEqual([
    'unindexed_foreign_keys',
    'auth_users_exposed',
    'auth_rls_initplan',
  ]);
  expect([...STATISTICS_LINTS].every((name) => SPLINTER_LINTS.includes(name))).toBe(true);
  expect(AUDITED_SPLINTER_LINTS).toHaveLength(26);
});
