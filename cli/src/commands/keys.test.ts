import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../errors';
import { testContext } from '../test-context';
import { run, toOptions } from './keys';

const corpus = (name: string) =>
  readFileSync(new URL(`../../../core/src/tools/keys/corpus/${name}`, import.meta.url), 'utf8');

describe('toolbox keys: flags to input', () => {
  it('reads the mode, the file and each mode’s flags', () => {
    expect(toOptions({ flags: {}, args: ['generate'] })).toEqual({
      mode: 'generate',
      file: undefined,
      type: 'rsa',
      size: undefined,
      curve: undefined,
      format: undefined,
      to: undefined,
      public: false,
    });
    expect(
      toOptions({ flags: { type: 'ec', curve: 'P-521', format: 'jwk' }, args: ['generate'] }),
    ).toMatchObject({ type: 'ec', curve: 'P-521', format: 'jwk' });
    expect(
      toOptions({ flags: { to: 'traditional', public: true }, args: ['convert', 'k.pem'] }),
    ).toMatchObject({
      mode: 'convert',
      file: 'k.pem',
      to: 'traditional',
      public: true,
    });
    expect(toOptions({ flags: { size: '4096' }, args: ['generate'] })).toMatchObject({ size: 4096 });
  });

  it.each([
    [['sign'], {}, 'the mode must be generate, convert or fingerprint, not "sign".'],
    [['generate', 'k.pem'], {}, 'keys generate makes a new key: it reads no file.'],
    [['generate'], { to: 'jwk' }, 'keys generate takes --format, not --to.'],
    [['generate'], { curve: 'P-256' }, '--curve is for EC keys: add --type ec.'],
    [['generate'], { type: 'ec', size: '2048' }, '--size is for RSA keys; EC keys take --curve.'],
    [['convert'], { curve: 'P-256' }, 'keys convert reads a key: --curve is for keys generate.'],
    [['fingerprint'], { public: true }, /--to and --public are for keys convert/],
    [['generate'], { curve: 'secp256k1', type: 'ec' }, UsageError],
  ])('refuses %j %j', (args, given, message) => {
    expect(() => toOptions({ flags: given, args })).toThrow(message);
    expect(() => toOptions({ flags: given, args })).toThrow(UsageError);
  });
});

describe('toolbox keys: run', () => {
  it('converts a PEM key to a JWK, and the JWK back to the same PEM', async () => {
    const pem = corpus('jsonwebtoken-prime256v1-private.pem');
    const ctx = testContext({ input: pem });
    expect(await run(toOptions({ flags: {}, args: ['convert'] }), ctx)).toBe(ctx.exit.ok);
    const jwk = JSON.parse(ctx.captured.stdout);
    expect(Object.keys(jwk)).toEqual(['kty', 'crv', 'x', 'y', 'd']);
    const back = testContext({ input: ctx.captured.stdout });
    await run(toOptions({ flags: { to: 'traditional' }, args: ['convert', '-'] }), back);
    expect(back.captured.stdout).toBe(pem);
  });

  it('writes the public half only with --public', async () => {
    const ctx = testContext({ input: corpus('jsonwebtoken-rsa-private.pem') });
    await run(toOptions({ flags: { public: true, to: 'traditional' }, args: ['convert'] }), ctx);
    expect(ctx.captured.stdout).toMatch(
      /^-----BEGIN RSA PUBLIC KEY-----\n[\s\S]+-----END RSA PUBLIC KEY-----\n$/,
    );
  });

  it('refuses a traditional form an EC public key does not have', async () => {
    const ctx = testContext({ input: corpus('rfc7520-3_1.ec_public_key.json') });
    await expect(run(toOptions({ flags: { to: 'traditional' }, args: ['convert'] }), ctx)).rejects.toThrow(
      'an EC public key has no traditional PEM form: use --to pem (SPKI) or --to jwk.',
    );
  });

  it('prints both fingerprints, named', async () => {
    const ctx = testContext({ input: corpus('rfc7520-3_3.rsa_public_key.json') });
    await run(toOptions({ flags: {}, args: ['fingerprint'] }), ctx);
    expect(ctx.captured.stdout.split('\n')[0]).toBe('RSA 2048 bit public key (JWK)');
    expect(ctx.captured.stdout).toMatch(
      /\nJWK thumbprint \(RFC 7638, SHA-256\) {2}[\w-]{43}\nSPKI SHA-256 {24}[0-9a-f]{64}\n$/,
    );
  });

  it('generates an EC pair as SEC1 then SPKI with --format traditional', async () => {
    const ctx = testContext();
    await run(toOptions({ flags: { type: 'ec', format: 'traditional' }, args: ['generate'] }), ctx);
    expect(ctx.captured.stdout).toMatch(
      /^-----BEGIN EC PRIVATE KEY-----\n[\s\S]+-----END EC PRIVATE KEY-----\n-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/,
    );
  });
});
