import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './totp';

// RFC 6238 appendix B's SHA-1 seed in base32; at T=59 its 8-digit code is 94287082.
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('toolbox totp', () => {
  it('reads flags with their defaults, and refuses what cannot be right', () => {
    expect(toOptions({ flags: {}, args: ['-'] })).toMatchObject({
      file: '-',
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      window: 1,
    });
    expect(() => toOptions({ flags: { generate: true }, args: ['secret.txt'] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { counter: '-1' }, args: [] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { at: 'soon' }, args: [] })).toThrow(UsageError);
    expect(() => toOptions({ flags: { digits: '9' }, args: [] })).toThrow(UsageError);
  });

  it('prints the RFC 6238 code at T=59 from stdin', async () => {
    const ctx = testContext({ input: `${SECRET}\n` });
    await run(toOptions({ flags: { digits: '8', at: '1970-01-01T00:00:59Z' }, args: [] }), ctx);
    expect(ctx.captured.stdout).toMatch(/^94287082 {2}\(1 s left; next \d{8}\)\n$/);
  });

  it('verifies within the window and exits 1 when the code does not match', async () => {
    const at = '1970-01-01T00:01:29Z';
    const ok = testContext({ input: SECRET });
    expect(await run(toOptions({ flags: { digits: '8', at, verify: '94287082' }, args: [] }), ok)).toBe(
      ok.exit.ok,
    );
    expect(ok.captured.stdout).toBe('valid (-1 step)\n');
    const bad = testContext({ input: SECRET });
    const code = await run(
      toOptions({ flags: { digits: '8', at, verify: '94287082', window: '0' }, args: [] }),
      bad,
    );
    expect(code).toBe(bad.exit.failed);
    expect(bad.captured.stdout).toBe('invalid\n');
  });

  it('gives an RFC 4226 HOTP code for --counter', async () => {
    const ctx = testContext({ input: SECRET, json: true });
    await run(toOptions({ flags: { counter: '9' }, args: [] }), ctx);
    expect(JSON.parse(ctx.captured.stdout)).toEqual({ counter: 9, code: '520489' });
  });

  it('generates a secret with its URI and QR code', async () => {
    const ctx = testContext();
    await run(
      toOptions({ flags: { generate: true, issuer: 'ACME', account: 'ada', qr: true }, args: [] }),
      ctx,
    );
    const [secretLine, uri] = ctx.captured.stdout.split('\n');
    const secret = secretLine?.replace('secret  ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/ACME:ada?secret=${secret}&issuer=ACME&algorithm=SHA1&digits=6&period=30`,
    );
    expect(ctx.captured.stdout).toContain('█');
  });

  it('refuses a secret that is not base32 with the core message', async () => {
    await expect(
      run(toOptions({ flags: {}, args: [] }), testContext({ input: 'not base32!' })),
    ).rejects.toThrow('Character 11, "!", is not a base32 character (A-Z and 2-7).');
  });
});
