// The peer check for `toolbox time`'s Postgres line: real Postgres (PGlite) reads each timestamptz literal back as
// the same instant, microseconds included, and prints it in the zone as we did.
import { PGlite } from '@electric-sql/pglite';
import { fixedClock } from '@toolbox/core/deterministic/fixed-clock';
import { initdbImage } from '@toolbox/core/testing/initdb-image';
import { runTimeConvert } from '@toolbox/core/tools/time';
import { afterAll, beforeAll, expect, it } from 'vitest';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ loadDataDir: await initdbImage() });
});
afterAll(() => db.close());

const clock = fixedClock();

it.each([
  ['1700000000', 'UTC'],
  ['1700000000123456', 'Asia/Kolkata'],
  ['2026-03-08 03:30', 'America/New_York'],
  ['2026-01-15 12:00', 'Asia/Kathmandu'],
  ['-1', 'Europe/Paris'],
  // Local mean time, an offset with seconds (+00:09:21).
  ['1850-01-01 00:00', 'Europe/Paris'],
  ['-3786826161', 'America/New_York'],
  // A fraction as Postgres prints it: no trailing zeros (.5, not .500).
  ['1700000000.5', 'UTC'],
  ['1700000000.12', 'Asia/Kolkata'],
  // Year 0 (1 BC) and year -1 (2 BC): Postgres writes BC.
  ['@-62167219200', 'UTC'],
  ['@-62198755200', 'Europe/Paris'],
])('%s in %s: Postgres reads the literal back as the same instant', async (value, zone) => {
  const report = runTimeConvert({ value, zones: [zone] }, clock);
  await db.exec(`set timezone to '${zone}'`);
  const { rows } = await db.query<{ micros: string; text: string }>(
    `select (extract(epoch from ${report.postgres}) * 1000000)::bigint::text as micros, ${report.postgres}::text as text`,
  );
  expect(rows[0]?.micros).toBe(report.unix.microseconds);
  expect(`'${rows[0]?.text}'::timestamptz`).toBe(report.postgres);
});
