import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './basic-auth';

describe('toolbox basic-auth', () => {
  it('reads flags', () => {
    expect(toOptions({ flags: {}, args: ['-'] })).toEqual({ mode: 'encode', file: '-', valueOnly: false });
    expect(toOptions({ flags: {}, args: ['decode', 'Basic x'] })).toEqual({
      mode: 'decode',
      header: 'Basic x',
    });
    expect(() => toOptions({ flags: {}, args: ['a', 'b'] })).toThrow(UsageError);
  });

  it('writes the header of user:password from stdin, one trailing line break dropped', async () => {
    const ctx = testContext({ input: 'test:123£\n' });
    await run(toOptions({ flags: {}, args: [] }), ctx);
    expect(ctx.captured.stdout).toBe('Authorization: Basic dGVzdDoxMjPCow==\n');
  });

  it('decodes a header to user:password, as JSON', async () => {
    const ctx = testContext({ json: true });
    await run(toOptions({ flags: {}, args: ['decode', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=='] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toEqual({ user: 'Aladdin', password: 'open sesame' });
  });

  it('refuses input without a colon, and a user-id the RFC forbids', async () => {
    await expect(run(toOptions({ flags: {}, args: [] }), testContext({ input: 'nocolon' }))).rejects.toThrow(
      'it has no colon',
    );
    await expect(run(toOptions({ flags: {}, args: ['decode', 'Bearer x'] }), testContext())).rejects.toThrow(
      'A Basic Authorization header is "Basic " followed by Base64.',
    );
  });
});
