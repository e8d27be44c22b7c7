import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { toOptions } from './uuid';

describe('toolbox uuid: flags to input', () => {
  it('reads the count and the version', () => {
    expect(toOptions({ flags: {}, args: [] })).toEqual({ count: 1, version: 'v4' });
    expect(toOptions({ flags: { count: '5', v7: true }, args: [] })).toEqual({ count: 5, version: 'v7' });
  });

  it('refuses a count that is not a whole number in range', () => {
    expect(() => toOptions({ flags: { count: '0' }, args: [] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { count: '2.5' }, args: [] })).toThrow(UsageError);
  });
});
