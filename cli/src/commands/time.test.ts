import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './time';

const json = () => Object.assign(testContext({ env: { TZ: 'Europe/Paris' } }), { json: true });

describe('toolbox time', () => {
  it('reads the value and zones', () => {
    expect(toOptions({ flags: { tz: ['Asia/Tokyo', 'UTC,Europe/Paris'] }, args: ['0'] })).toEqual({
      value: '0',
      zones: ['Asia/Tokyo', 'UTC', 'Europe/Paris'],
    });
  });

  it('reads the value from stdin for -, as git log or date(1) pipe it', async () => {
    const ctx = Object.assign(
      testContext({ env: { TZ: 'UTC' }, input: 'Thu Nov 26 16:22:44 2026 +0100\n' }),
      {
        json: true,
      },
    );
    await run(toOptions({ flags: {}, args: ['-'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toMatchObject({
      kind: 'date(1) / git / asctime',
      iso: '2026-11-26T15:22:44Z',
    });
  });

  it('refuses an empty stdin for - rather than showing now', async () => {
    await expect(run(toOptions({ flags: {}, args: ['-'] }), testContext({ input: '\n' }))).rejects.toThrow(
      'stdin is empty: give it a time, or leave out - for now.',
    );
  });

  it('prints every spelling, the zones asked for, then local and UTC', async () => {
    const ctx = testContext({ env: { TZ: 'Europe/Paris' } });
    await run(toOptions({ flags: { tz: ['Asia/Tokyo'] }, args: ['1700000000'] }), ctx);
    expect(ctx.captured.stdout).toBe(
      [
        'Input         1700000000 (unix seconds)',
        'Unix seconds  1700000000',
        'Milliseconds  1700000000000',
        'Microseconds  1700000000000000',
        'Nanoseconds   1700000000000000000',
        'ISO 8601      2023-11-14T22:13:20Z',
        'RFC 2822      Tue, 14 Nov 2023 22:13:20 +0000',
        'HTTP date     Tue, 14 Nov 2023 22:13:20 GMT',
        'Relative      2 y ago',
        "Postgres      '2023-11-15 07:13:20+09'::timestamptz",
        'ISO week      2023-W46-2 (day 318)',
        'Asia/Tokyo    Wed 2023-11-15 07:13:20 +09:00',
        'Europe/Paris  Tue 2023-11-14 23:13:20 +01:00',
        'UTC           Tue 2023-11-14 22:13:20 +00:00',
        '',
      ].join('\n'),
    );
  });

  it('reads a wall time without offset in the first zone; --json gives the report', async () => {
    const ctx = json();
    await run(toOptions({ flags: { tz: ['America/New_York'] }, args: ['2026-03-08 02:30'] }), ctx);
    const report = JSON.parse(ctx.captured.stdout);
    expect(report.iso).toBe('2026-03-08T07:30:00Z');
    expect(report.zones.map((zone: { zone: string }) => zone.zone)).toEqual([
      'America/New_York',
      'Europe/Paris',
      'UTC',
    ]);
  });

  it('with no value shows the clock’s now', async () => {
    const ctx = json();
    await run(toOptions({ flags: {}, args: [] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toMatchObject({
      kind: 'now',
      iso: '2026-01-15T12:00:00Z',
      relative: 'now',
    });
  });

  it.each([
    [['yesterday'], {}, /"yesterday" is not a time/],
    [['0'], { tz: ['Nowhere/City'] }, /"Nowhere\/City" is not a time zone/],
  ])('refuses %j %j with one message', async (args, flags, message) => {
    await expect(run(toOptions({ flags, args }), testContext())).rejects.toThrow(message);
  });
});
