import { generateKeyPairSync, sign as nodeSign } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolInputError } from '@toolbox/core/errors';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { subcommands } from './jwt';

const { decode, verify, sign } = subcommands;
const run = async <O>(
  command: { toOptions?: (p: never) => O; run?: (o: O, ctx: never) => unknown },
  flags: Record<string, unknown>,
  args: unknown[],
  ctx = testContext(),
) => {
  const options = command.toOptions?.({ flags, args } as never) as O;
  const code = await command.run?.(options, ctx as never);
  return { ctx, code };
};

// The test context's clock: 2026-01-15T12:00:00Z.
const NOW = 1768478400;

async function hsToken(claims: Record<string, unknown>, secret = 'dev-secret') {
  const { ctx } = await run(sign, { secret, claims: JSON.stringify(claims) }, []);
  return ctx.captured.stdout.trim();
}

describe('toolbox jwt sign', () => {
  it('prints an HS256 token with iat from the clock and exp from --expires-in', async () => {
    const token = await hsToken({ sub: '42' });
    const { ctx } = await run(decode, {}, [token], Object.assign(testContext(), { json: true }));
    expect(JSON.parse(ctx.captured.stdout).payload).toEqual({ sub: '42', iat: NOW });
    const { ctx: withExp } = await run(sign, { secret: 's', claims: '{}', expiresIn: '15m' }, []);
    const decoded = await run(
      decode,
      {},
      [withExp.captured.stdout.trim()],
      Object.assign(testContext(), { json: true }),
    );
    expect(JSON.parse(decoded.ctx.captured.stdout).payload).toEqual({ iat: NOW, exp: NOW + 900 });
  });

  it.each([
    [{ secret: 's', expiresIn: 'soon' }, '--expires-in must be seconds or 90s, 15m, 1h, 7d, not "soon".'],
    [{ secret: 's', alg: 'RS256' }, '--alg must be one of HS256, HS384, HS512, not "RS256".'],
  ])('refuses %j', (flags, message) => {
    expect(() => sign.toOptions?.({ flags, args: [] })).toThrow(new UsageError(message));
  });
});

describe('toolbox jwt decode', () => {
  it('shows the claims with meanings, local and relative times, and the status', async () => {
    const token = await hsToken({ sub: 'u1', role: 'authenticated', exp: NOW + 720 });
    const { ctx } = await run(decode, {}, [token]);
    const out = ctx.captured.stdout;
    expect(out).toMatch(/^Header\n {2}alg {2}"HS256" {2}\(Signing algorithm\)\n/);
    expect(out).toContain('role  "authenticated"  (authenticated: a signed-in user;');
    expect(out).toMatch(
      /exp {3}1768479120 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d local, in 12 min {2}\(Expires\)/,
    );
    expect(out).toContain('Expires in 12 min (2026-01-15T12:12:00.000Z). Signature not verified');
  });

  it('reads the token from stdin', async () => {
    const token = await hsToken({ sub: 'u1' });
    const { ctx } = await run(decode, {}, ['-'], testContext({ input: `${token}\n` }));
    expect(ctx.captured.stdout).toContain('sub  "u1"');
  });

  it('refuses a token that is not one, with the core message', async () => {
    await expect(run(decode, {}, ['not-a-token'])).rejects.toThrow(
      'a JWT has 3 parts separated by dots (header.payload.signature); this one has 1.',
    );
  });
});

describe('toolbox jwt verify', () => {
  it('exit 0 with the secret; exit 1 with the reason otherwise', async () => {
    const token = await hsToken({ sub: 'u1', exp: NOW + 60 });
    const ok = await run(verify, { secret: 'dev-secret' }, [token]);
    expect(ok.ctx.captured.stdout).toBe(
      'Valid: HS256 signature matches, valid until 2026-01-15T12:01:00.000Z.\n',
    );
    await expect(run(verify, { secret: 'nope' }, [token])).rejects.toThrow(
      new ToolInputError('invalid token: the signature does not match this secret.'),
    );
    const expired = await hsToken({ exp: NOW - 7200 });
    await expect(run(verify, { secret: 'dev-secret' }, [expired])).rejects.toThrow(
      'invalid token: expired 2 h ago (2026-01-15T10:00:00.000Z).',
    );
  });

  // PyJWT verifies these (exp past year 275760) and refuses those (before -271821) as expired: no crash either way.
  it('says when an exp beyond the dates a Date holds ends', async () => {
    const far = await hsToken({ exp: 1e16 });
    const ok = await run(verify, { secret: 'dev-secret' }, [far]);
    expect(ok.ctx.captured.stdout).toBe(
      'Valid: HS256 signature matches, valid until after +275760-09-13T00:00:00.000Z.\n',
    );
    const ancient = await hsToken({ exp: -1e16 });
    await expect(run(verify, { secret: 'dev-secret' }, [ancient])).rejects.toThrow(
      'invalid token: expired 316880934 y ago (before -271821-04-20T00:00:00.000Z).',
    );
  });

  it('--json prints the result and returns exit 1 when invalid', async () => {
    const token = await hsToken({ sub: 'u1' });
    const { ctx, code } = await run(
      verify,
      { secret: 'x' },
      [token],
      Object.assign(testContext(), { json: true }),
    );
    expect(code).toBe(1);
    expect(JSON.parse(ctx.captured.stdout)).toEqual({
      valid: false,
      alg: 'HS256',
      reason: 'the signature does not match this secret.',
    });
  });

  it('--key reads a PEM file', async () => {
    // Signed by Node's own crypto, a second implementation beside jose.
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const input = `${part({ alg: 'ES256' })}.${part({ sub: 'u1' })}`;
    const signature = nodeSign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' });
    const token = `${input}.${signature.toString('base64url')}`;
    const cwd = mkdtempSync(join(tmpdir(), 'toolbox-jwt-'));
    writeFileSync(join(cwd, 'public.pem'), publicKey.export({ type: 'spki', format: 'pem' }));
    const { ctx } = await run(verify, { key: 'public.pem' }, [token], testContext({ cwd }));
    expect(ctx.captured.stdout).toBe('Valid: ES256 signature matches, valid (no exp).\n');
    await expect(run(verify, { key: 'missing.pem' }, [token], testContext({ cwd }))).rejects.toThrow(
      'cannot read missing.pem: ENOENT.',
    );
  });

  it.each([{}, { secret: 's', key: 'k.pem' }])('needs exactly one of --secret and --key: %j', (flags) => {
    expect(() => verify.toOptions?.({ flags, args: ['t'] })).toThrow(
      new UsageError('give --secret TEXT, --secret-file FILE or --key FILE (one of them).'),
    );
  });
});
