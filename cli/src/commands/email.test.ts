import { EMAIL_VALID_TEXT } from '@toolbox/core/tools/dev-utilities';
import { describe, expect, it } from 'vitest';
import { ExitCode, UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './email';

describe('toolbox email', () => {
  it('reads the addresses, and refuses none', () => {
    expect(toOptions({ flags: {}, args: ['ada@example.com', 'x'] })).toEqual({
      addresses: ['ada@example.com', 'x'],
    });
    expect(() => toOptions({ flags: {}, args: [] })).toThrow(new UsageError('give at least one address.'));
  });

  it('prints the verdict of one valid address and exits 0', async () => {
    const ctx = testContext();
    expect(await run(toOptions({ flags: {}, args: ['ada@example.com'] }), ctx)).toBe(ExitCode.ok);
    expect(ctx.captured.stdout).toBe(`${EMAIL_VALID_TEXT}\n`);
  });

  it('exits 1 when any address is invalid, one line an address', async () => {
    const ctx = testContext({ json: true });
    expect(await run(toOptions({ flags: {}, args: ['a@b.co', 'not an email'] }), ctx)).toBe(ExitCode.failed);
    expect(JSON.parse(ctx.captured.stdout)).toEqual([
      { address: 'a@b.co', valid: true },
      { address: 'not an email', valid: false },
    ]);
  });
});
