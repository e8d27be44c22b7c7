import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, subcommands, toOptions } from './basic-auth';

describe('toolbox basic-auth', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: {}, args: ['-'] })).toEqual({ file: '-', valueOnly: false });
    expect(toOptions({ flags: { valueOnly: true }, args: [] })).toEqual({ file: undefined, valueOnly: true });
    expect(subcommands.decode.toOptions?.({ flags: {}, args: ['Basic x'] })).toEqual({ header: 'Basic x' });
  });

  it('writes the header of user:password from stdin, one trailing line break dropped', async () => {
    const ctx = testContext({ input: 'test:123£\n' });
    await run(toOptions({ flags: {}, args: [] }), ctx);
    expect(ctx.captured.stdout).toBe('Authorization: Basic dGVzdDoxMjPCow==\n');
  });

  it('decodes a header to user:password, as JSON', async () => {
    const ctx = testContext({ json: true });
    await subcommands.decode.run?.({ header: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==' }, ctx);
    expect(JSON.parse(ctx.captured.stdout)).toEqual({ user: 'Aladdin', password: 'open sesame' });
  });

  it('refuses input without a colon, and a user-id the RFC forbids', async () => {
    await expect(run(toOptions({ flags: {}, args: [] }), testContext({ input: 'nocolon' }))).rejects.toThrow(
      'it has no colon',
    );
    await expect(subcommands.decode.run?.({ header: 'Bearer x' }, testContext())).rejects.toThrow(
      'A Basic Authorization header is "Basic " followed by Base64.',
    );
  });
});
