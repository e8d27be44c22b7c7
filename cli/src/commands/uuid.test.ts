import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './uuid';

describe('toolbox uuid: flags to input', () => {
  it('reads the count and the version', () => {
    expect(toOptions({ flags: {}, args: [] })).toEqual({ count: 1, version: 'v4' });
    expect(toOptions({ flags: { count: '5', v7: true }, args: [] })).toEqual({ count: 5, version: 'v7' });
  });

  it('refuses a count that is not a whole number in range', () => {
    expect(() => toOptions({ flags: { count: '0' }, args: [] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { count: '2.5' }, args: [] })).toThrow(UsageError);
  });

  it('reads decode and its UUID, and refuses another mode', () => {
    expect(toOptions({ flags: {}, args: ['decode', '-'] })).toEqual({ decode: '-' });
    expect(() => toOptions({ flags: {}, args: ['encode'] })).toThrow(UsageError);
  });

  it('decodes a v1 UUID from stdin: time, clock sequence and node', async () => {
    const ctx = testContext({ input: 'C232AB00-9414-11EC-B3C8-9F6BDECED846\n' });
    await run(toOptions({ flags: {}, args: ['decode'] }), ctx);
    expect(ctx.captured.stdout).toContain('v1 time-based');
    expect(ctx.captured.stdout).toContain('time   2022-02-22T19:22:22.000Z');
    expect(ctx.captured.stdout).toContain('node   9f:6b:de:ce:d8:46');
  });

  it('refuses a bad UUID with the core message', async () => {
    await expect(run(toOptions({ flags: {}, args: ['decode', 'nope'] }), testContext())).rejects.toThrow(
      'A UUID is 32 hex digits',
    );
  });
});
