import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './cron';

describe('toolbox cron', () => {
  it('reads the expression and flags', () => {
    expect(
      toOptions({
        flags: { next: '3', tz: 'Asia/Tokyo', from: '2026-01-01T00:00:00Z' },
        args: ['0 * * * *'],
      }),
    ).toEqual({
      expression: '0 * * * *',
      next: 3,
      from: '2026-01-01T00:00:00Z',
      zone: 'Asia/Tokyo',
    });
    expect(() => toOptions({ flags: { next: '0' }, args: ['* * * * *'] })).toThrow(
      new UsageError('--next must be between 1 and 100.'),
    );
  });

  it('reads the expression from stdin for -, as a YAML query pipes it', async () => {
    const ctx = Object.assign(testContext({ input: "'30 5 * * 1'\n" }), { json: true });
    await run(toOptions({ flags: { next: '1', from: '2026-01-01T00:00:00Z' }, args: ['-'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toMatchObject({
      expression: '30 5 * * 1',
      runs: [{ iso: '2026-01-05T05:30:00Z' }],
    });
  });

  it('prints the words and the next runs in the zone', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: { next: '3', tz: 'Europe/Paris' }, args: ['30 9 * * 1-5'] }), ctx);
    expect(ctx.captured.stdout).toBe(
      [
        'At 09:30, on Monday through Friday',
        'Next 3 in Europe/Paris:',
        '  Fri 2026-01-16 09:30:00 +01:00',
        '  Mon 2026-01-19 09:30:00 +01:00',
        '  Tue 2026-01-20 09:30:00 +01:00',
        '',
      ].join('\n'),
    );
  });

  it('--json gives the report; pg_cron intervals count from --from', async () => {
    const ctx = Object.assign(testContext(), { json: true });
    await run(toOptions({ flags: { next: '2', from: '2026-01-01T00:00:00Z' }, args: ['30 seconds'] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toMatchObject({
      format: 'pg_cron interval',
      runs: [{ iso: '2026-01-01T00:00:30Z' }, { iso: '2026-01-01T00:01:00Z' }],
    });
  });

  it('points at the field that is wrong, in one line', async () => {
    await expect(run(toOptions({ flags: {}, args: ['0 25 * * *'] }), testContext())).rejects.toThrow(
      'hour field "25": 25 is outside 0-23.',
    );
  });
});
