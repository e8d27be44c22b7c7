import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { parseCron, runCron } from './cron';
import { CronFieldError } from './fields';

const clock = fixedClock('2026-01-15T12:00:00Z');
const runs = (expression: string, options: { from?: string; zone?: string; count?: number } = {}) =>
  runCron({ expression, count: 3, ...options }, clock).runs.map((run) => run.iso);

describe('runCron: words', () => {
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/15 * * * *', 'Every 15 minutes'],
    ['30 9 * * 1-5', 'At 09:30, on Monday through Friday'],
    ['0 9,17 * * *', 'At 09:00 and 17:00'],
    ['0 0 1 * *', 'At 00:00, on day 1 of the month'],
    ['0 */2 * * *', 'At minute 0 past every 2 hours'],
    // A step that does not start at the field's first value, or does not divide it, says where it runs.
    ['1-59/2 * * * *', 'Every 2 minutes from minute 1 through 59'],
    ['5/15 * * * *', 'Every 15 minutes from minute 5 through 50'],
    ['*/7 * * * *', 'Every 7 minutes from minute 0 through 56'],
    ['0 1-23/2 * * *', 'At minute 0 past every 2 hours from hour 1 through 23'],
    ['5 4 * * SUN', 'At 04:05, on Sunday'],
    // A day-of-week step runs on to 7, Sunday again (cronie, cron-parser).
    ['0 8 * * 1/2', 'At 08:00, on Sunday, Monday, Wednesday and Friday'],
    ['0 0 1 1,7 *', 'At 00:00, on day 1 of the month, in January and July'],
    // Two neighbours are two items of the list; Sunday (0 or 7) follows Saturday, as the week wraps in cron.
    ['0 0 1,2,5,6 * *', 'At 00:00, on day 1, 2, 5 and 6 of the month'],
    ['1,2,30,31 * * * *', 'At minute 1, 2, 30 and 31 past every hour'],
    ['0 0 * * 5-7', 'At 00:00, on Friday through Sunday'],
    ['0 0 * * 6,0', 'At 00:00, on Saturday and Sunday'],
    ['0 0 * * 1,6,7', 'At 00:00, on Monday, Saturday and Sunday'],
    ['0 12 L * *', 'At 12:00, on the last day of the month'],
    ['0 12 $ * *', 'At 12:00, on the last day of the month'],
    // Case-insensitive as names and the weekday's 5l are (croniter's own tests write it so).
    ['0 12 l * *', 'At 12:00, on the last day of the month'],
    ['0 12 * * 5l', 'At 12:00, on the last Friday of the month'],
    ['0 10 * * 1#2', 'At 10:00, on the second Monday of the month'],
    ['0 10 * * 5L', 'At 10:00, on the last Friday of the month'],
    ['0 0 13 * 5', 'At 00:00, on day 13 of the month or on Friday'],
    ['*/10 * * * * *', 'Every 10 seconds of every minute'],
    ['30 0 9 * * *', 'At second 30 at minute 0 past hour 9'],
    ['@daily', 'At 00:00'],
    ['@hourly', 'At minute 0 past every hour'],
    ['30 seconds', 'Every 30 seconds (pg_cron interval job, from when it starts)'],
    ["'1 second'", 'Every 1 second (pg_cron interval job, from when it starts)'],
  ])('%s -> %s', (expression, description) => {
    expect(runCron({ expression }, clock).description).toBe(description);
  });

  it('names the format and what a macro stands for', () => {
    expect(parseCron('@weekly')).toMatchObject({ format: 'macro', expandsTo: '0 0 * * 0' });
    expect(parseCron('0 0 * * * *').format).toBe('6-field (seconds)');
    expect(parseCron('30 seconds')).toMatchObject({ format: 'pg_cron interval', intervalSeconds: 30 });
  });
});

describe('runCron: next runs', () => {
  it.each([
    ['*/15 * * * *', {}, ['2026-01-15T12:15:00Z', '2026-01-15T12:30:00Z', '2026-01-15T12:45:00Z']],
    [
      '30 9 * * 1-5',
      { zone: 'Europe/Paris' },
      ['2026-01-16T08:30:00Z', '2026-01-19T08:30:00Z', '2026-01-20T08:30:00Z'],
    ],
    ['0 0 29 2 *', {}, ['2028-02-29T00:00:00Z', '2032-02-29T00:00:00Z', '2036-02-29T00:00:00Z']],
    [
      '0 0 31 * *',
      { from: '2026-01-31T00:00:00Z' },
      ['2026-03-31T00:00:00Z', '2026-05-31T00:00:00Z', '2026-07-31T00:00:00Z'],
    ],
    ['*/20 * * * * *', {}, ['2026-01-15T12:00:20Z', '2026-01-15T12:00:40Z', '2026-01-15T12:01:00Z']],
    ['30 seconds', {}, ['2026-01-15T12:00:30Z', '2026-01-15T12:01:00Z', '2026-01-15T12:01:30Z']],
    ['0 10 * * 1#2', {}, ['2026-02-09T10:00:00Z', '2026-03-09T10:00:00Z', '2026-04-13T10:00:00Z']],
    ['0 10 * * 5L', {}, ['2026-01-30T10:00:00Z', '2026-02-27T10:00:00Z', '2026-03-27T10:00:00Z']],
    ['0 12 L 2 *', {}, ['2026-02-28T12:00:00Z', '2027-02-28T12:00:00Z', '2028-02-29T12:00:00Z']],
    ['0 0 13 * 5', {}, ['2026-01-16T00:00:00Z', '2026-01-23T00:00:00Z', '2026-01-30T00:00:00Z']],
  ])('%s %j', (expression, options, expected) => {
    expect(runs(expression, options)).toEqual(expected);
  });

  // cron-parser's tests/timezone.test.ts, Europe/Athens 2016: DST starts 03:00 -> 04:00 on 27 March, ends
  // 04:00 -> 03:00 on 30 October.
  it.each([
    ['0 * * * *', '2016-03-27T02:00:01+02:00', ['04:00 +03:00', '05:00 +03:00', '06:00 +03:00']],
    ['0 3 * * *', '2016-03-27T02:00:01+02:00', ['2016-03-27 04:00', '2016-03-28 03:00']],
    [
      '*/20 3 * * *',
      '2016-03-27T02:00:01+02:00',
      ['2016-03-27 04:00', '2016-03-27 04:20', '2016-03-27 04:40', '2016-03-28 03:00'],
    ],
    ['0 * * * *', '2016-10-30T02:00:01+03:00', ['03:00 +03:00', '03:00 +02:00', '04:00 +02:00']],
    ['0 3 * * *', '2016-10-30T02:00:01+03:00', ['2016-10-30 03:00', '2016-10-31 03:00']],
    [
      '*/20 3 * * *',
      '2016-10-30T02:00:01+03:00',
      ['2016-10-30 03:00', '2016-10-30 03:20', '2016-10-30 03:40', '2016-10-31 03:00'],
    ],
  ])('%s from %s in Europe/Athens (cron-parser vectors)', (expression, from, expected) => {
    const local = runCron(
      { expression, from, zone: 'Europe/Athens', count: expected.length },
      clock,
    ).runs.map((run) => run.local);
    expect(
      local.map((text, i) =>
        expected[i]?.includes('+') ? text.slice(11, 16) + text.slice(19) : text.slice(0, 16),
      ),
    ).toEqual(expected);
  });

  it('spring forward moves a run in the gap to the hour after (New York, 2026-03-08)', () => {
    expect(
      runCron(
        { expression: '30 2 * * *', from: '2026-03-07T12:00:00Z', zone: 'America/New_York', count: 3 },
        clock,
      ).runs.map((r) => r.local),
    ).toEqual(['2026-03-08 03:30:00 -04:00', '2026-03-09 02:30:00 -04:00', '2026-03-10 02:30:00 -04:00']);
  });
});

describe('runCron: invalid fields pointed at', () => {
  it.each([
    ['60 * * * *', 'minute field "60": 60 is outside 0-59.', { field: 'minute', index: 1, start: 0, end: 2 }],
    ['0 25 * * *', 'hour field "25": 25 is outside 0-23.', { field: 'hour', index: 2, start: 2, end: 4 }],
    ['0 0 * 13 *', 'month field "13": 13 is outside 1-12.', { field: 'month', index: 4, start: 6, end: 8 }],
    [
      '0 0 * * MON-FRY',
      'day of week field "MON-FRY": "FRY" is not a number 0-7 (or SUN-SAT).',
      { field: 'day of week', index: 5 },
    ],
    ['*/0 * * * *', 'minute field "*/0": the step must be at least 1.', { field: 'minute' }],
    ['0 0 5-1 * *', 'day of month field "5-1": the range 5-1 runs backwards.', { field: 'day of month' }],
    [
      '0 0 31 2 *',
      'day of month field "31": no chosen month has day 31, so it never runs.',
      { field: 'day of month' },
    ],
    ['0 0 1,,2 * *', 'day of month field "1,,2": a list has an empty item.', { field: 'day of month' }],
    ['0 ? * * *', 'hour field "?": "?" is only allowed in the day fields.', { field: 'hour' }],
    ['99 0 0 * * *', 'second field "99": 99 is outside 0-59.', { field: 'second', index: 1 }],
  ])('%s', (expression, message, location) => {
    let error: unknown;
    try {
      parseCron(expression);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CronFieldError);
    expect((error as CronFieldError).message).toBe(message);
    expect((error as CronFieldError).location).toMatchObject(location);
  });

  it.each([
    ['', 'Please enter a cron expression.'],
    ['* * * *', /has 5 fields .* this one has 4\.$/],
    ['90 seconds', "pg_cron's interval must be 1-59 seconds, not 90."],
    ['@reboot', /runs at start-up, never on a clock/],
    // A crontab line (@reboot and its command), and the macro in capitals, are told so too.
    [
      '@reboot /usr/local/bin/start-agent',
      /^@reboot is not a schedule: .* \(@reboot runs at start-up, never on a clock\)\.$/,
    ],
    ['@REBOOT', /runs at start-up, never on a clock/],
  ])('refuses %j', (expression, message) => {
    expect(() => parseCron(expression)).toThrow(message);
  });

  it("runs in the zone the expression names (robfig/cron's CRON_TZ=, TZ=), fields placed in the text as typed", () => {
    const report = runCron({ expression: 'CRON_TZ=Asia/Tokyo 0 6 * * *', zone: 'UTC', count: 2 }, clock);
    expect(report.zone).toBe('Asia/Tokyo');
    expect(report.expression).toBe('0 6 * * *');
    expect(report.runs.map((run) => run.iso)).toEqual(['2026-01-15T21:00:00Z', '2026-01-16T21:00:00Z']);
    expect(runCron({ expression: 'TZ=Europe/Paris @daily', count: 1 }, clock).runs[0]?.iso).toBe(
      '2026-01-15T23:00:00Z',
    );
    let thrown: unknown;
    try {
      runCron({ expression: 'CRON_TZ=UTC 61 * * * *' }, clock);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as CronFieldError).location).toMatchObject({ field: 'minute', start: 12, end: 14 });
  });

  // Date.parse read '1' as 2001, rolled 30 February over to March, and read a time without offset in the machine's
  // zone: the start is ISO 8601, and without an offset it is a wall time in the schedule's zone.
  it.each([
    ['1', 'is not an ISO 8601 time'],
    ['March 7, 2026', 'is not an ISO 8601 time'],
    ['2026-02-30T00:00:00Z', 'the start "2026-02-30T00:00:00Z" has no day 30 (Feb 2026 has 28)'],
    ['2026-03-08T24:30', 'has no hour 24'],
    ['Sun, 08 Mar 2026 02:30:00 GMT', 'is not an ISO 8601 time'],
    ['2026-03-08T02:30:00 IST', 'IST stands for India'],
    ['2026-03-08T02:30[Moon/Base]', '"Moon/Base" is not a time zone'],
    [`2026-03-08${' '.repeat(100_000)}Z`, 'characters long'],
  ])('refuses the start %j', (from, message) => {
    expect(() => runCron({ expression: '* * * * *', from }, clock)).toThrow(message);
  });

  // ISO 8601 as `toolbox time` reads it (one reader, core/src/time/written-time.ts): its basic form (AWS's
  // X-Amz-Date, iCalendar), 24:00 as the end of the day, a zone's abbreviation, and RFC 9557's zone, which
  // overrides the schedule's for the start alone. The first three were refused as not ISO 8601.
  it.each([
    ['20260308T013000Z', 'UTC', '2026-03-08T03:00:00Z'],
    ['2026-03-07T24:00', 'Asia/Tokyo', '2026-03-07T18:00:00Z'],
    ['2026-03-08T02:30:00 EST', 'UTC', '2026-03-09T03:00:00Z'],
    ['2026-03-08T02:30[Asia/Tokyo]', 'UTC', '2026-03-08T03:00:00Z'],
    ['2026-03-08T02:30[Asia/Tokyo]', 'Asia/Tokyo', '2026-03-07T18:00:00Z'],
  ])('reads the start %j (schedule in %s) as time does', (from, zone, first) => {
    expect(runCron({ expression: '0 3 * * *', from, zone, count: 1 }, clock).runs[0]?.iso).toBe(first);
  });

  it.each([
    ['2026-03-08T02:30', 'Europe/Paris', '2026-03-08T02:00:00Z'],
    ['2026-03-08 02:30:00', 'Europe/Paris', '2026-03-08T02:00:00Z'],
    ['2026-03-08', 'Asia/Tokyo', '2026-03-07T18:00:00Z'],
    ['2026-03-08T02:30:00+01:00', 'Asia/Tokyo', '2026-03-08T18:00:00Z'],
    ['2026-03-08T01:59:59.999Z', 'Europe/Paris', '2026-03-08T02:00:00Z'],
  ])('reads the start %j in %s when it names no offset', (from, zone, first) => {
    expect(runCron({ expression: '0 3 * * *', from, zone, count: 1 }, clock).runs[0]?.iso).toBe(first);
  });

  // A line pasted from a crontab (or /etc/cron.d, with its user) goes on with the command: say so, not "two steps".
  it.each([
    [
      '0 0 * * * /usr/bin/backup.sh',
      '"/usr/bin/backup.sh" after the 5 fields is not part of a schedule (a crontab line’s user and command?): give "0 0 * * *" alone.',
    ],
    [
      '30 3 * * 0 root test -e /run/systemd/system || SERVICE_MODE=1 /usr/lib/x86_64-linux-gnu/e2fsprogs/e2scrub_all_cron',
      '"root test -e /run/systemd/system || SERV…" after the 5 fields is not part of a schedule (a crontab line’s user and command?): give "30 3 * * 0" alone.',
    ],
    [
      '@daily /usr/bin/x',
      '"/usr/bin/x" after @daily is not part of a schedule (a crontab line’s user and command?): give "@daily" alone.',
    ],
  ])('names the command after a crontab line’s schedule: %s', (expression, message) => {
    expect(() => runCron({ expression }, clock)).toThrow(message);
  });

  it('still counts the fields of what is no crontab line (Quartz’s year)', () => {
    expect(() => runCron({ expression: '0 0 12 * * ? 2026' }, clock)).toThrow(/this one has 7/);
  });

  // Date.UTC reads years 0-99 as 1900-1999: the walk from one run to the next jumped from year 51 to 1952.
  it('lists runs in the years 0-99 as those years', () => {
    const report = runCron({ expression: '0 0 1 1 *', from: '0050-06-01T00:00:00Z', count: 2 }, clock);
    expect(report.runs.map(({ iso, local }) => [iso, local])).toEqual([
      ['0051-01-01T00:00:00Z', '0051-01-01 00:00:00 +00:00'],
      ['0052-01-01T00:00:00Z', '0052-01-01 00:00:00 +00:00'],
    ]);
    // Their weekdays are theirs too (Python: the first Monday of year 50 is 0050-01-03).
    expect(
      runCron({ expression: '0 0 * * 1', from: '0050-01-01T00:00:00Z', count: 1 }, clock).runs[0]?.iso,
    ).toBe('0050-01-03T00:00:00Z');
  });

  it('refuses a start that is not a time and a zone that is not one', () => {
    expect(() => runCron({ expression: '* * * * *', from: 'soon' }, clock)).toThrow(
      /is not an ISO 8601 time/,
    );
    expect(() => runCron({ expression: '* * * * *', zone: 'Moon/Base' }, clock)).toThrow(
      /is not a time zone/,
    );
  });

  it.each([
    [{ expression: '61 * * * *' }, 'expression'],
    [{ expression: '* * * * *', from: 'soon' }, 'from'],
    [{ expression: '* * * * *', zone: 'Moon/Base' }, 'zone'],
    [{ expression: 'CRON_TZ=Moon/Base * * * * *' }, 'expression'],
  ])('names the field at fault in %j: %s', (input, field) => {
    let thrown: unknown;
    try {
      runCron(input, clock);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ToolInputError);
    expect((thrown as ToolInputError).field).toBe(field);
  });
});
