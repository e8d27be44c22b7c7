// The peer check: cron-parser (harrisiirak/cron-parser, MIT), a widely used implementation, lists the same next runs
// for a spread of expressions, zones (with DST changes) and starts.
import { CronExpressionParser } from 'cron-parser';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runCron } from './cron';

const EXPRESSIONS = [
  '* * * * *',
  '*/7 * * * *',
  '0 * * * *',
  '30 2 * * *',
  '15 3 * * *',
  '0 0 * * 0',
  '0 9-17/2 * * 1-5',
  '5,35 */3 * * *',
  '0 0 1 * *',
  '0 0 31 * *',
  '0 0 29 2 *',
  '0 12 * * MON,WED,FRI',
  '0 0 1-7 * 1',
  '0 0 13 * 5',
  '10 0 L * *',
  '0 8 * * 5L',
  '0 8 * * 2#3',
  '0 8 * * 1/2',
  '0 8 * * 3/4',
  '*/15 * * * * *',
  '30 */5 9 * * *',
  '0 0 1 JAN,JUL *',
];
const ZONES = ['UTC', 'America/New_York', 'Europe/Athens', 'Australia/Sydney', 'Asia/Kathmandu'];
const STARTS = ['2026-03-07T22:13:00Z', '2026-10-24T23:59:59Z', '2027-12-31T23:30:00Z'];

describe.each(ZONES)('next runs agree with cron-parser in %s', (zone) => {
  it.each(EXPRESSIONS)('%s', (expression) => {
    for (const from of STARTS) {
      const ours = runCron({ expression, from, zone, count: 8 }, fixedClock()).runs.map((run) => run.iso);
      const interval = CronExpressionParser.parse(expression, { currentDate: new Date(from), tz: zone });
      const theirs = Array.from({ length: 8 }, () => interval.next().toISOString()?.replace('.000Z', 'Z'));
      expect(ours, `${expression} from ${from}`).toEqual(theirs);
    }
  });
});
