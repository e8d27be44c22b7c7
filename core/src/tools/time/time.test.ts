import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { parseTime, runTimeConvert } from './time';

const clock = fixedClock('2026-01-15T12:00:00.000Z');

describe('parseTime: what it reads, and as what', () => {
  it.each([
    ['1700000000', 'unix seconds', '2023-11-14T22:13:20Z'],
    ['1700000000.5', 'unix seconds', '2023-11-14T22:13:20.500Z'],
    ['1700000000123', 'unix milliseconds', '2023-11-14T22:13:20.123Z'],
    ['1700000000123456', 'unix microseconds', '2023-11-14T22:13:20.123456Z'],
    ['1700000000123456789', 'unix nanoseconds', '2023-11-14T22:13:20.123456789Z'],
    ['-1', 'unix seconds', '1969-12-31T23:59:59Z'],
    ['0', 'unix seconds', '1970-01-01T00:00:00Z'],
    // GNU date's `@` (date -d @1700000000): seconds, whatever the size.
    ['@1700000000', 'unix seconds', '2023-11-14T22:13:20Z'],
    ['@-1.5', 'unix seconds', '1969-12-31T23:59:58.500Z'],
    ['@100000000000', 'unix seconds', '5138-11-16T09:46:40Z'],
    ['2026-01-15T12:00:00Z', 'ISO 8601', '2026-01-15T12:00:00Z'],
    ['2026-01-15T13:30:00+01:30', 'ISO 8601', '2026-01-15T12:00:00Z'],
    ['2026-01-15 07:00:00-05', 'ISO 8601', '2026-01-15T12:00:00Z'],
    ['2026-01-15 12:00:00.123456+00', 'ISO 8601', '2026-01-15T12:00:00.123456Z'],
    ['2026-01-15', 'ISO 8601', '2026-01-15T00:00:00Z'],
    // RFC 5322 Appendix A.1.1 and RFC 9110 §5.6.7's examples.
    ['Fri, 21 Nov 1997 09:55:06 -0600', 'RFC 2822 / HTTP date', '1997-11-21T15:55:06Z'],
    ['Sun, 06 Nov 1994 08:49:37 GMT', 'RFC 2822 / HTTP date', '1994-11-06T08:49:37Z'],
    // RFC 9110's other two forms, which recipients must read: RFC 850's and C's asctime.
    ['Sunday, 06-Nov-94 08:49:37 GMT', 'RFC 2822 / HTTP date', '1994-11-06T08:49:37Z'],
    ['Sun Nov  6 08:49:37 1994', 'date(1) / git / asctime', '1994-11-06T08:49:37Z'],
    // RFC 5322's obsolete forms: a comment, a two-digit year, no weekday.
    ['Fri, 21 Nov 1997 09:55:06 -0600 (MDT)', 'RFC 2822 / HTTP date', '1997-11-21T15:55:06Z'],
    // RFC 5322 §3.3: the space before the day is optional (`day = [FWS] 1*2DIGIT FWS`); Python and GNU date agree.
    ['Fri,21 Nov 1997 09:55:06 -0600', 'RFC 2822 / HTTP date', '1997-11-21T15:55:06Z'],
    ['21 Nov 97 09:55:06 GMT', 'RFC 2822 / HTTP date', '1997-11-21T09:55:06Z'],
    // date(1), git's default, JavaScript's Date.toString(), Go's time.String(), an access log's.
    ['Thu Nov 26 16:22:44 CET 2026', 'date(1) / git / asctime', '2026-11-26T15:22:44Z'],
    ['Thu Nov 26 16:22:44 2026 +0530', 'date(1) / git / asctime', '2026-11-26T10:52:44Z'],
    [
      'Wed Nov 25 2026 10:00:00 GMT+0100 (Central European Standard Time)',
      'JavaScript Date',
      '2026-11-25T09:00:00Z',
    ],
    ['2026-11-26 16:22:44.123456789 +0000 UTC m=+0.000041', 'ISO 8601', '2026-11-26T16:22:44.123456789Z'],
    ['2026-11-26 13:22:44 -0300 -03', 'ISO 8601', '2026-11-26T16:22:44Z'],
    ['[10/Oct/2000:13:55:36 -0700]', 'Common Log Format', '2000-10-10T20:55:36Z'],
    // RFC 9557 (Java's ZonedDateTime.toString(), Temporal): the offset, then the zone's name and other annotations.
    ['2026-01-15T12:00+01:00[Europe/Paris]', 'ISO 8601', '2026-01-15T11:00:00Z'],
    ['2026-01-15T12:00:00.5+05:30[Asia/Kolkata][u-ca=iso8601]', 'ISO 8601', '2026-01-15T06:30:00.500Z'],
    ['2026-01-15T12:00:00Z[!UTC]', 'ISO 8601', '2026-01-15T12:00:00Z'],
    // git's raw date (--date=raw, and commit objects): Unix seconds, then the author's offset.
    ['1796065311 +0100', 'unix seconds', '2026-11-30T19:01:51Z'],
    ['-1 -0330', 'unix seconds', '1969-12-31T23:59:59Z'],
    // Postgres's own DateStyle 'Postgres' (its manual's Table 8.14), fraction and all.
    ['Wed Dec 17 07:37:16.123 1997 PST', 'date(1) / git / asctime', '1997-12-17T15:37:16.123Z'],
    ['0050-01-01T00:00:00Z', 'ISO 8601', '0050-01-01T00:00:00Z'],
    // ISO 8601's basic format: AWS's X-Amz-Date, iCalendar's DTSTAMP (and one with an offset).
    ['20261126T162244Z', 'ISO 8601', '2026-11-26T16:22:44Z'],
    ['20261126T172244+0100', 'ISO 8601', '2026-11-26T16:22:44Z'],
    ['', 'now', '2026-01-15T12:00:00Z'],
    ['now', 'now', '2026-01-15T12:00:00Z'],
  ])('%j is %s: %s', (value, kind, iso) => {
    const report = runTimeConvert({ value }, clock);
    expect({ kind: report.kind, iso: report.iso }).toEqual({ kind, iso });
  });

  it.each([
    ['tomorrow', /is not a time: give Unix seconds/],
    ['@', /is not a time: give Unix seconds/],
    ['@1e9', /is not a time: give Unix seconds/],
    ['2026-02-30', /has no day 30 \(Feb 2026 has 28\)/],
    ['2026-13-01', /has no month 13/],
    ['2026-01-15T25:00', /has no hour 25/],
    ['99999999999999999999999999', /outside the dates a computer can show/],
    ['Fri, 26 Nov 2026 16:22:44 GMT', /says Fri, but 26 Nov 2026 is a Thursday/],
    ['Thu Nov 26 16:22:44 IST 2026', /IST stands for India \(\+05:30\), Israel \(\+02:00\) and Ireland/],
    ['Thu Nov 26 16:22:44 XYZ 2026', /XYZ is not a zone abbreviation toolbox reads/],
    ['Thu Nov 26 16:22:44 CET 2026 +0100', /names two zones, CET and \+0100/],
    ['2026-01-15T12:00:00+2500', /has no offset \+2500/],
    ['2026-01-15 12:00 CET m=+0.1 x', /is not a time/],
    // Pasted whitespace: refused at once (the patterns took seconds over it).
    [`2026-01-01${' '.repeat(100_000)}x`, /is 100,011 characters long: no time is written in more than 200/],
  ])('refuses %j', (value, message) => {
    expect(() => parseTime(value, clock)).toThrow(message);
    expect(() => parseTime(value, clock)).toThrow(ToolInputError);
    expect(() => parseTime(value, clock)).toThrow(expect.objectContaining({ field: 'value' }));
  });
});

describe('runTimeConvert', () => {
  it('spells one instant every way', () => {
    expect(
      runTimeConvert({ value: '1700000000', zones: ['UTC', 'Asia/Kolkata', 'America/New_York'] }, clock),
    ).toEqual({
      input: '1700000000',
      kind: 'unix seconds',
      unix: {
        seconds: '1700000000',
        milliseconds: '1700000000000',
        microseconds: '1700000000000000',
        nanoseconds: '1700000000000000000',
      },
      iso: '2023-11-14T22:13:20Z',
      rfc2822: 'Tue, 14 Nov 2023 22:13:20 +0000',
      http: 'Tue, 14 Nov 2023 22:13:20 GMT',
      relative: '2 y ago',
      postgres: "'2023-11-14 22:13:20+00'::timestamptz",
      zones: [
        {
          zone: 'UTC',
          wall: '2023-11-14 22:13:20',
          offset: '+00:00',
          iso: '2023-11-14T22:13:20+00:00',
          weekday: 'Tue',
        },
        {
          zone: 'Asia/Kolkata',
          wall: '2023-11-15 03:43:20',
          offset: '+05:30',
          iso: '2023-11-15T03:43:20+05:30',
          weekday: 'Wed',
        },
        {
          zone: 'America/New_York',
          wall: '2023-11-14 17:13:20',
          offset: '-05:00',
          iso: '2023-11-14T17:13:20-05:00',
          weekday: 'Tue',
        },
      ],
      isoWeek: '2023-W46-2',
      dayOfYear: 318,
    });
  });

  it('agrees with Date for RFC 2822 and HTTP dates (Date.toUTCString is RFC 9110 IMF-fixdate)', () => {
    for (const ms of [0, 784111777000, 1700000000000, 4102444800000, -86400000 * 365]) {
      const report = runTimeConvert({ value: String(ms / 1000) }, clock);
      expect(report.http).toBe(new Date(ms).toUTCString());
      expect(Date.parse(report.rfc2822)).toBe(ms);
      expect(Date.parse(report.iso)).toBe(ms);
    }
  });

  it.each([
    // Naive wall times are read in the first zone; DST gaps move forward, overlaps take the later instant (Postgres).
    ['2026-07-01 12:00', 'Europe/Paris', '2026-07-01T10:00:00Z', "'2026-07-01 12:00:00+02'::timestamptz"],
    ['2026-03-08 02:30', 'America/New_York', '2026-03-08T07:30:00Z', "'2026-03-08 03:30:00-04'::timestamptz"],
    ['2026-11-01 01:30', 'America/New_York', '2026-11-01T06:30:00Z', "'2026-11-01 01:30:00-05'::timestamptz"],
    [
      '2026-01-15 12:00',
      'Asia/Kathmandu',
      '2026-01-15T06:15:00Z',
      "'2026-01-15 12:00:00+05:45'::timestamptz",
    ],
    // Postgres prints a fraction without its trailing zeros.
    [
      '2026-07-01 12:00:00.120',
      'Europe/Paris',
      '2026-07-01T10:00:00.120Z',
      "'2026-07-01 12:00:00.12+02'::timestamptz",
    ],
    // Local mean time, before the zones took whole minutes: Paris was 9 min 21 s ahead (GNU date: -3786826161).
    [
      '1850-01-01 00:00',
      'Europe/Paris',
      '1849-12-31T23:50:39Z',
      "'1850-01-01 00:00:00+00:09:21'::timestamptz",
    ],
  ])('%j in %s is %s, %s', (value, zone, iso, postgres) => {
    const report = runTimeConvert({ value, zones: [zone] }, clock);
    expect({ iso: report.iso, postgres: report.postgres }).toEqual({ iso, postgres });
  });

  it('writes an offset of local mean time with its seconds, so the ISO text names the same instant', () => {
    const report = runTimeConvert(
      { value: '-3786826161', zones: ['Europe/Paris', 'America/New_York'] },
      clock,
    );
    expect(report.zones.map(({ wall, offset, iso }) => ({ wall, offset, iso }))).toEqual([
      { wall: '1850-01-01 00:00:00', offset: '+00:09:21', iso: '1850-01-01T00:00:00+00:09:21' },
      { wall: '1849-12-31 18:54:37', offset: '-04:56:02', iso: '1849-12-31T18:54:37-04:56:02' },
    ]);
  });

  // ISO 8601's astronomical years (0 is 1 BC, as GNU date prints it; before it a sign), Postgres's BC.
  it.each([
    [
      '@-62167219200',
      '0000-01-01T00:00:00Z',
      'Sat, 01 Jan 0000 00:00:00 +0000',
      '-0001-W52-6',
      "'0001-01-01 00:00:00+00 BC'::timestamptz",
    ],
    [
      '@-62198755200',
      '-0001-01-01T00:00:00Z',
      'Fri, 01 Jan -0001 00:00:00 +0000',
      '-0002-W53-5',
      "'0002-01-01 00:00:00+00 BC'::timestamptz",
    ],
    [
      '@-62135596801',
      '0000-12-31T23:59:59Z',
      'Sun, 31 Dec 0000 23:59:59 +0000',
      '0000-W52-7',
      "'0001-12-31 23:59:59+00 BC'::timestamptz",
    ],
  ])('%s is %s, %s, week %s, %s', (value, iso, rfc2822, isoWeek, postgres) => {
    const report = runTimeConvert({ value }, clock);
    expect({
      iso: report.iso,
      rfc2822: report.rfc2822,
      isoWeek: report.isoWeek,
      postgres: report.postgres,
    }).toEqual({
      iso,
      rfc2822,
      isoWeek,
      postgres,
    });
    // Through Intl (which names the era) as through the Date.
    const [wall] = runTimeConvert({ value, zones: ['Etc/UTC'] }, clock).zones;
    expect(`${wall?.wall.replace(' ', 'T')}Z`).toBe(iso);
  });

  it('reads a wall time in the zone RFC 9557 names after it, whatever --tz says', () => {
    const report = runTimeConvert(
      { value: '2026-07-01T12:00[America/New_York]', zones: ['Asia/Tokyo'] },
      clock,
    );
    expect(report.iso).toBe('2026-07-01T16:00:00Z');
    expect(() => runTimeConvert({ value: '2026-07-01T12:00[Mars/Olympus]' }, clock)).toThrow(
      /"Mars\/Olympus" is not a time zone/,
    );
  });

  it.each([
    ['2021-01-03T00:00:00Z', '2020-W53-7', 3],
    ['2024-12-30T00:00:00Z', '2025-W01-1', 365],
    ['2026-01-15T12:00:00Z', '2026-W03-4', 15],
    ['2024-12-31T00:00:00Z', '2025-W01-2', 366],
  ])('%s is ISO week %s, day %d', (value, week, day) => {
    const report = runTimeConvert({ value }, clock);
    expect([report.isoWeek, report.dayOfYear]).toEqual([week, day]);
  });

  it('keeps nanoseconds exact, before 1970 too', () => {
    const report = runTimeConvert({ value: '-1500000001' }, clock);
    expect(report.unix).toEqual({
      seconds: '-1500000001',
      milliseconds: '-1500000001000',
      microseconds: '-1500000001000000',
      nanoseconds: '-1500000001000000000',
    });
    expect(runTimeConvert({ value: '-0.25' }, clock).iso).toBe('1969-12-31T23:59:59.750Z');
  });

  it('refuses an unknown zone by name', () => {
    expect(() => runTimeConvert({ value: '0', zones: ['Mars/Olympus'] }, clock)).toThrow(
      new ToolInputError(
        '"Mars/Olympus" is not a time zone (IANA names such as Europe/Paris or America/New_York).',
        'Unknown time zone',
        'zones',
      ),
    );
  });
});
