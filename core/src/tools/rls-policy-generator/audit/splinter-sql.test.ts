import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { SPLINTER_SQL } from './splinter-sql';

it('ships splinter.sql unchanged (node scripts/splinter-sql.mjs regenerates the module)', () => {
  expect(SPLINTER_SQL).toBe(readFileSync(join(import.meta.dirname, 'splinter/splinter.sql'), 'utf8'));
});
