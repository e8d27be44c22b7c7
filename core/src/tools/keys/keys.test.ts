import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../errors';
import { KEYS_MESSAGES, runKeysGenerate, runKeysRead } from './keys';

const corpus = (name: string) => readFileSync(new URL(`corpus/${name}`, import.meta.url), 'utf8');

// RFC 7638 section 3.1: this key's SHA-256 thumbprint.
const RFC7638_KEY = {
  kty: 'RSA',
  n: '0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw',
  e: 'AQAB',
  alg: 'RS256',
  kid: '2011-04-29',
};

describe('runKeysRead', () => {
  it.each([
    ['jsonwebtoken-priv.pem', { type: 'RSA', bits: 2048, curve: null, private: true, readAs: 'PKCS#1' }],
    [
      'jsonwebtoken-rsa-public-key.pem',
      { type: 'RSA', bits: 2048, curve: null, private: false, readAs: 'PKCS#1' },
    ],
    ['jsonwebtoken-rsa-public.pem', { type: 'RSA', bits: 2048, curve: null, private: false, readAs: 'SPKI' }],
    [
      'jsonwebtoken-prime256v1-private.pem',
      { type: 'EC', bits: 256, curve: 'P-256', private: true, readAs: 'SEC1' },
    ],
    [
      'jsonwebtoken-secp384r1-private.pem',
      { type: 'EC', bits: 384, curve: 'P-384', private: true, readAs: 'SEC1' },
    ],
    [
      'jsonwebtoken-secp521r1-private.pem',
      { type: 'EC', bits: 521, curve: 'P-521', private: true, readAs: 'SEC1' },
    ],
    [
      'rfc7520-3_2.ec_private_key.json',
      { type: 'EC', bits: 521, curve: 'P-521', private: true, readAs: 'JWK' },
    ],
    [
      'rfc7520-3_3.rsa_public_key.json',
      { type: 'RSA', bits: 2048, curve: null, private: false, readAs: 'JWK' },
    ],
  ])('%s reads as %j', async (name, expected) => {
    const report = await runKeysRead({ key: corpus(name) });
    expect(report).toMatchObject(expected);
    expect(report.pem.public).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(report.pem.private === null).toBe(!expected.private);
    expect(report.pem.privateTraditional?.split('\n')[0] ?? null).toBe(
      expected.private ? `-----BEGIN ${expected.type} PRIVATE KEY-----` : null,
    );
    expect(report.pem.publicTraditional !== null).toBe(expected.type === 'RSA');
    expect(report.jwk.private === null).toBe(!expected.private);
    expect(report.fingerprints.spkiSha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives RFC 7638’s thumbprint for its example key (alg and kid are not part of it)', async () => {
    const report = await runKeysRead({ key: JSON.stringify(RFC7638_KEY) });
    expect(report.fingerprints.jwkThumbprint).toBe('NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs');
    expect(report.jwk.public).toEqual({ kty: 'RSA', n: RFC7638_KEY.n, e: 'AQAB' });
  });

  it('reads a JWK Set of one key, and a key inside other text', async () => {
    const jwk = JSON.parse(corpus('rfc7520-3_1.ec_public_key.json'));
    const fromSet = await runKeysRead({ key: JSON.stringify({ keys: [jwk] }) });
    expect(fromSet.jwk.public).toEqual({ kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y });
    const pem = corpus('jsonwebtoken-rsa-public.pem');
    const around = await runKeysRead({ key: `key for the staging API:\n${pem}\n(rotated yearly)` });
    expect(around.pem.public).toBe((await runKeysRead({ key: pem })).pem.public);
  });

  const broken = corpus('jsonwebtoken-rsa-public.pem').replace(
    /\n[A-Za-z0-9+/]{20}/,
    '\nAAAAAAAAAAAAAAAAAAAA',
  );
  const offCurve = { ...JSON.parse(corpus('rfc7520-3_1.ec_public_key.json')), y: 'AAAA' };
  it.each([
    [corpus('jsonwebtoken-ecdsa-private.pem'), KEYS_MESSAGES.explicitCurve],
    [corpus('jsonwebtoken-ecdsa-public.pem'), KEYS_MESSAGES.explicitCurve],
    ['', KEYS_MESSAGES.blank],
    ['  \n', KEYS_MESSAGES.blank],
    ['ssh-rsa AAAAB3NzaC1yc2E', KEYS_MESSAGES.openssh],
    [corpus('ssh2-openssh_new_rsa'), KEYS_MESSAGES.openssh],
    [corpus('ssh2-openssh_new_ecdsa.pub'), KEYS_MESSAGES.openssh],
    [`command="uptime",no-pty ${corpus('ssh2-openssh_new_ecdsa.pub')}`, KEYS_MESSAGES.openssh],
    ['-----BEGIN DSA PRIVATE KEY-----\nAAAA\n-----END DSA PRIVATE KEY-----', KEYS_MESSAGES.algorithm],
    [corpus('jsonwebtoken-dsa-private.pem'), KEYS_MESSAGES.algorithm],
    ['-----BEGIN X509 CRL-----\nAAAA\n-----END X509 CRL-----', KEYS_MESSAGES.notKey],
    [corpus('jsonwebtoken-rsa-pss-private.pem'), KEYS_MESSAGES.algorithm],
    [corpus('jsonwebtoken-ecdsa-public-x509.pem'), KEYS_MESSAGES.certificate],
    ['-----BEGIN CERTIFICATE REQUEST-----\nMIIB\n-----END CERTIFICATE REQUEST-----', KEYS_MESSAGES.request],
    [
      '-----BEGIN NEW CERTIFICATE REQUEST-----\nMIIB\n-----END NEW CERTIFICATE REQUEST-----',
      KEYS_MESSAGES.request,
    ],
    [corpus('jsonwebtoken-rsa-public.pem') + corpus('jsonwebtoken-ecdsa-public.pem'), KEYS_MESSAGES.several],
    [
      '-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----',
      KEYS_MESSAGES.encrypted,
    ],
    [
      '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nAAAA\n-----END RSA PRIVATE KEY-----',
      KEYS_MESSAGES.encrypted,
    ],
    ['-----BEGIN PUBLIC KEY-----\nno*base64\n-----END PUBLIC KEY-----', KEYS_MESSAGES.base64],
    ['-----BEGIN PUBLIC KEY-----\nMAMCAQA=\n-----END PUBLIC KEY-----', KEYS_MESSAGES.der],
    [broken, KEYS_MESSAGES.der],
    ['{"kty": "RSA", "n": ', KEYS_MESSAGES.json],
    ['{"keys": []}', KEYS_MESSAGES.jwks],
    ['{"n": "AQAB"}', KEYS_MESSAGES.json],
    [corpus('rfc7520-3_5.symmetric_key_mac_computation.json'), KEYS_MESSAGES.kty],
    ['{"kty": "RSA", "e": "AQAB"}', KEYS_MESSAGES.members],
    ['{"kty": "EC", "crv": "secp256k1", "x": "AA", "y": "AA"}', KEYS_MESSAGES.algorithm],
    [JSON.stringify(offCurve), KEYS_MESSAGES.invalid],
    ['x'.repeat(70_000), KEYS_MESSAGES.tooLarge],
  ])('refuses key %# (%.40s…)', async (key, message) => {
    await expect(runKeysRead({ key })).rejects.toEqual(
      new ToolInputError(message, KEYS_MESSAGES.title, 'key'),
    );
  });
});

describe('runKeysGenerate', () => {
  // The platform's WebCrypto, as both front ends bind it.
  const maker = globalThis.crypto.subtle;

  it.each([
    [
      { type: 'ec', curve: 'P-256' },
      { type: 'EC', bits: 256, curve: 'P-256' },
    ],
    [
      { type: 'ec', curve: 'P-521' },
      { type: 'EC', bits: 521, curve: 'P-521' },
    ],
    [
      { type: 'rsa', size: 2048 },
      { type: 'RSA', bits: 2048, curve: null },
    ],
  ] as const)('%j makes %j', async (input, expected) => {
    const report = await runKeysGenerate(input, maker);
    expect(report).toMatchObject({ ...expected, private: true, readAs: 'generated' });
    // What it wrote reads back as the same key.
    const again = await runKeysRead({ key: report.pem.privateTraditional ?? '' });
    expect(again.jwk.private).toEqual(report.jwk.private);
    expect(again.fingerprints).toEqual(report.fingerprints);
  });

  it.each(['pem', 'traditional', 'jwk'] as const)(
    'reads the pair it writes as %s (private key, then its public key) as the private key, as openssl pkey does',
    async (format) => {
      const report = await runKeysGenerate({ type: 'ec', curve: 'P-256' }, maker);
      const written =
        format === 'jwk'
          ? `${JSON.stringify(report.jwk.private, null, 2)}\n\n${JSON.stringify(report.jwk.public, null, 2)}\n`
          : `${format === 'pem' ? report.pem.private : report.pem.privateTraditional}${report.pem.public}`;
      const again = await runKeysRead({ key: written });
      expect(again.jwk.private).toEqual(report.jwk.private);
      // Another key's public half beside it is two keys, refused.
      const other = await runKeysGenerate({ type: 'ec', curve: 'P-256' }, maker);
      const mixed =
        format === 'jwk'
          ? `${JSON.stringify(report.jwk.private)}\n${JSON.stringify(other.jwk.public)}`
          : `${report.pem.private}${other.pem.public}`;
      await expect(runKeysRead({ key: mixed })).rejects.toThrow(KEYS_MESSAGES.several);
    },
  );

  it('makes a new pair each time', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => runKeysGenerate({ type: 'ec' }, maker)));
    expect(a?.jwk.private?.d).not.toBe(b?.jwk.private?.d);
  });

  it.each([
    [{ type: 'rsa', size: 1024 }, KEYS_MESSAGES.size, 'size'],
    [{ type: 'ec', curve: 'secp256k1' }, KEYS_MESSAGES.curve, 'curve'],
  ] as const)('refuses %j', async (input, message, field) => {
    await expect(runKeysGenerate(input, maker)).rejects.toEqual(
      new ToolInputError(message, KEYS_MESSAGES.title, field),
    );
  });
});
