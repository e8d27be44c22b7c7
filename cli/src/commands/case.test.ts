import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './case';

describe('toolbox case', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: { to: 'snake', whole: true }, args: ['x'] })).toEqual({
      text: 'x',
      file: undefined,
      to: 'snake',
      whole: true,
      separateNumbers: false,
    });
  });

  it('renames each line of stdin', async () => {
    const ctx = testContext({ input: 'user_id\ncreated_at\n' });
    await run(toOptions({ flags: { to: 'camel' }, args: ['-'] }), ctx);
    expect(ctx.captured.stdout).toBe('userId\ncreatedAt\n');
  });

  it('prints every case without --to', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: {}, args: ['fooBar'] }), ctx);
    expect(ctx.captured.stdout).toMatch(/^camel: fooBar\npascal: FooBar\nsnake: foo_bar\n/);
  });

  it('refuses blank text with the core message', async () => {
    await expect(run(toOptions({ flags: {}, args: ['-'] }), testContext({ input: ' ' }))).rejects.toThrow(
      'Please enter some text.',
    );
  });
});
