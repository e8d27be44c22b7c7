// Issue 41 item 12: `toolbox time` (built binary) on negative fractional seconds and on local times a DST change
// makes ambiguous or skipped, with GNU date and Postgres (PGlite) as the peers.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { initdbImage } from '@toolbox/core/testing/initdb-image';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-time-'));

/** `toolbox time --json` for `value`, read in `zone`. */
function toolboxTime(value: string, zone = 'UTC') {
  const result = toolboxIn(cwd, ['time', '--json', '--tz', zone, '--', value]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
}

/** GNU date: `args` in the environment's TZ `zone`; stdout trimmed, or null when it refuses the date. */
function gnuDate(zone: string, ...args: string[]): string | null {
  const result = spawnSync('date', args, { env: { TZ: zone, LC_ALL: 'C' }, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * One Postgres (PGlite) for the file, from the machine's cached initdb image (initdb-image.ts) rather than an initdb
 * here; each query sets its time zone first.
 */
let shared: PGlite;
beforeAll(async () => {
  shared = await PGlite.create({ loadDataDir: await initdbImage() });
});
afterAll(() => shared.close());

/** Unix seconds Postgres (PGlite) reads `value` as, a timestamptz without offset in `zone`. */
async function postgresSeconds(value: string, zone: string): Promise<string | undefined> {
  const db = shared;
  await db.exec(`set timezone to '${zone}'`);
  const sql = 'select extract(epoch from $1::timestamptz)::bigint::text as s';
  return (await db.query<{ s: string }>(sql, [value])).rows[0]?.s;
}

describe('toolbox time: negative fractional Unix seconds', () => {
  it.each(['-1.5', '-0.25', '-86400.125'])(
    '%s is the instant GNU date reads, printed with its own sign',
    (value) => {
      const report = toolboxTime(value);
      expect(report.iso).toBe(gnuDate('UTC', '-u', '-d', `@${value}`, '+%Y-%m-%dT%H:%M:%S.%3NZ'));
      expect(report.unix.seconds).toBe(`${value}${'0'.repeat(4 - value.split('.')[1]!.length - 1)}`);
    },
  );

  it('-1.5 is 1969-12-31T23:59:58.500Z and "-1.500" seconds', () => {
    const report = toolboxTime('-1.5');
    expect(report.iso).toBe('1969-12-31T23:59:58.500Z');
    expect(report.unix.seconds).toBe('-1.500');
    expect(report.unix.milliseconds).toBe('-1500');
  });
});

describe('toolbox time: local times at a DST change', () => {
  it.each([
    ['2026-11-01 01:30', 'America/New_York'],
    ['2026-10-25 02:30', 'Europe/Berlin'],
    ['2026-04-05 02:30', 'Australia/Sydney'],
  ])(
    '%s in %s happens twice: the second, as Postgres reads it, and the output says so',
    async (value, zone) => {
      const report = toolboxTime(value, zone);
      expect(report.unix.seconds).toBe(await postgresSeconds(value, zone));
      // GNU date's answer is one of the two the note names (its mktime guess takes New York's first, the others' second).
      const gnu = Number(gnuDate(zone, '-d', value, '+%s'));
      expect([Number(report.unix.seconds), Number(report.unix.seconds) - 3600]).toContain(gnu);
      expect(report.localTime).toMatchObject({ status: 'ambiguous', zone });
      expect(report.localTime.note).toContain('happens twice');
      const text = toolboxIn(cwd, ['time', '--tz', zone, value]).stdout;
      expect(text).toMatch(new RegExp(`^Ambiguous +${value} happens twice in ${zone}`, 'm'));
    },
  );

  it.each([
    ['2026-03-08 02:30', 'America/New_York'],
    ['2026-03-29 02:30', 'Europe/Berlin'],
  ])(
    '%s in %s never happens: GNU date refuses it, Postgres reads it an hour on, the output says so',
    async (value, zone) => {
      expect(gnuDate(zone, '-d', value, '+%s')).toBeNull();
      const report = toolboxTime(value, zone);
      const db = shared;
      await db.exec(`set timezone to '${zone}'`);
      const { rows } = await db.query<{ s: string }>(
        `select extract(epoch from $1::timestamptz)::bigint::text as s`,
        [value],
      );
      expect(report.unix.seconds).toBe(rows[0]?.s);
      expect(report.localTime).toMatchObject({ status: 'skipped', zone });
      const text = toolboxIn(cwd, ['time', '--tz', zone, value]).stdout;
      expect(text).toMatch(new RegExp(`^Skipped +${value} does not exist in ${zone}`, 'm'));
    },
  );

  it('an ordinary local time has no note', () => {
    expect(toolboxTime('2026-07-08 02:30', 'America/New_York').localTime).toBeUndefined();
  });
});
