// Signatures and keys against Node's X509Certificate (OpenSSL) and `openssl pkey -text`, on the real roots of
// fixtures/, a CA bundle's excerpt, and keys of every type openssl makes here.

import { Buffer } from 'node:buffer';
import { execFileSync, spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runCertificates } from './certificates';

const fixtures = join(import.meta.dirname, 'fixtures');
const clock = fixedClock('2026-11-26T00:00:00Z');
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

/** Each certificate of the fixtures' PEM files (a bundle's split), zlint's included. */
const pems = [fixtures, join(fixtures, 'zlint')].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.pem'))
    .flatMap(
      (name) =>
        readFileSync(join(dir, name), 'utf8').match(
          /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g,
        ) ?? [],
    ),
);

/** Whether OpenSSL (through Node) finds the certificate signed by its own key; undefined where Node cannot read it. */
function opensslSelfSigned(pem: string): boolean | undefined {
  try {
    const cert = new X509Certificate(pem);
    return cert.subject === cert.issuer && cert.verify(cert.publicKey);
  } catch {
    return undefined;
  }
}

/** The PEM with one byte of its DER changed, `fromEnd` bytes before the end (the signature's last byte at 1). */
function tampered(pem: string, fromEnd: number): string {
  const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  der[der.length - fromEnd]! ^= 0x01;
  return `-----BEGIN CERTIFICATE-----\n${der.toString('base64')}\n-----END CERTIFICATE-----\n`;
}

describe('self-signatures, against OpenSSL', () => {
  it('finds the fixtures’ certificates self-signed exactly where OpenSSL does', async () => {
    const compared = [];
    for (const pem of pems) {
      const expected = opensslSelfSigned(pem);
      if (expected === undefined) continue;
      const [item] = (await runCertificates(pem, clock)).items;
      compared.push({ subject: item?.subject, selfSigned: item?.selfSigned, expected });
    }
    expect(compared.length).toBeGreaterThan(20);
    expect(compared.filter((row) => row.expected).length).toBeGreaterThanOrEqual(5);
    for (const row of compared) expect(row.selfSigned, row.subject).toBe(row.expected);
  });

  it.each(['ISRG_Root_X1', 'ISRG_Root_X2', 'Amazon_Root_CA_1'])(
    '%s: a changed signature or a changed signed byte no longer verifies',
    async (name) => {
      const pem = readFileSync(join(fixtures, `${name}.pem`), 'utf8');
      expect((await runCertificates(pem, clock)).items[0]?.selfSigned).toBe(true);
      for (const variant of [tampered(pem, 1), tampered(pem, 40)]) {
        const item = (await runCertificates(variant, clock)).items[0];
        expect(item?.selfSigned).toBe(false);
        expect(opensslSelfSigned(variant)).toBe(false);
      }
    },
  );
});

describe.skipIf(!hasOpenssl)('keys of every type, against openssl', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cert-keys-'));
  const openssl = (...args: string[]) =>
    execFileSync('openssl', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

  it.each([
    ['RSA', ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:1024'], { type: 'RSA', bits: 1024 }, true],
    [
      'RSA-PSS',
      ['-algorithm', 'RSA-PSS', '-pkeyopt', 'rsa_keygen_bits:1024'],
      { type: 'RSA-PSS', bits: 1024 },
      true,
    ],
    [
      'P-521',
      ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-521'],
      { type: 'EC', curve: 'P-521', bits: 521 },
      true,
    ],
    [
      'secp256k1',
      ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:secp256k1'],
      { type: 'EC', curve: 'K-256', bits: 256 },
      false,
    ],
    [
      'brainpool',
      ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:brainpoolP384r1'],
      { type: 'EC', curve: 'brainpoolP384r1', bits: 384 },
      false,
    ],
    ['Ed25519', ['-algorithm', 'ed25519'], { type: 'Ed25519', bits: 256 }, true],
    ['Ed448', ['-algorithm', 'ed448'], { type: 'Ed448', bits: 456 }, false],
  ] as const)(
    '%s: the size openssl prints; self-signed where Web Crypto has the scheme',
    async (name, options, key, verifiable) => {
      openssl('genpkey', ...options, '-out', `${name}.key`);
      openssl(
        'req',
        '-x509',
        '-key',
        `${name}.key`,
        '-out',
        `${name}.pem`,
        '-subj',
        `/CN=${name}`,
        '-days',
        '2',
      );
      const text = openssl('pkey', '-in', `${name}.key`, '-noout', '-text_pub');
      if (key.type !== 'Ed25519' && key.type !== 'Ed448') expect(text).toContain(`(${key.bits} bit)`);
      const [item] = (
        await runCertificates(
          readFileSync(join(dir, `${name}.pem`), 'utf8'),
          fixedClock(new Date().toISOString()),
        )
      ).items;
      expect(item?.key).toEqual(key);
      expect(item?.selfSigned).toBe(verifiable);
    },
  );

  // OpenSSL's trusted form is the certificate's DER, then its trust settings: the fingerprint is the certificate's
  // (the X.509 library hashed the whole block, trust settings and all).
  it('reads a TRUSTED CERTIFICATE (openssl x509 -addtrust) with the fingerprint openssl prints', async () => {
    const trusted = openssl('x509', '-in', join(fixtures, 'ISRG_Root_X1.pem'), '-addtrust', 'serverAuth');
    expect(trusted).toMatch(/^-----BEGIN TRUSTED CERTIFICATE-----/);
    const [item] = (await runCertificates(trusted, clock)).items;
    const printed = execFileSync('openssl', ['x509', '-noout', '-fingerprint', '-sha256'], {
      input: trusted,
    });
    expect(`sha256 Fingerprint=${item?.fingerprints.sha256}`).toBe(printed.toString().trim());
    expect(item).toMatchObject({
      subject: 'C=US, O=Internet Security Research Group, CN=ISRG Root X1',
      selfSigned: true,
    });
  });

  it('names DSA keys and signatures, which it cannot verify', async () => {
    openssl(
      'genpkey',
      '-genparam',
      '-algorithm',
      'DSA',
      '-pkeyopt',
      'dsa_paramgen_bits:1024',
      '-out',
      'dsa.param',
    );
    openssl('genpkey', '-paramfile', 'dsa.param', '-out', 'dsa.key');
    openssl('req', '-x509', '-key', 'dsa.key', '-out', 'dsa.pem', '-subj', '/CN=dsa', '-days', '2');
    expect(openssl('pkey', '-in', 'dsa.key', '-noout', '-text_pub')).toContain('(1024 bit)');
    const [item] = (
      await runCertificates(readFileSync(join(dir, 'dsa.pem'), 'utf8'), fixedClock(new Date().toISOString()))
    ).items;
    expect(item).toMatchObject({
      key: { type: 'DSA', bits: 1024 },
      signatureAlgorithm: 'DSA with SHA-256',
      selfSigned: false,
    });
  });
});

describe('keys past what OpenSSL verifies', () => {
  /** An RSA SubjectPublicKeyInfo-like key (its RSAPublicKey) with these modulus and exponent bytes. */
  function rsaPublicKey(modulus: Uint8Array, exponent: Uint8Array): Uint8Array {
    const integer = (bytes: Uint8Array) => [0x02, ...length(bytes.length + 1), 0, ...bytes];
    const length = (n: number) =>
      n < 0x80 ? [n] : n < 0x10000 ? [0x82, n >> 8, n & 0xff] : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff];
    const body = [...integer(modulus), ...integer(exponent)];
    return Uint8Array.from([0x30, ...length(body.length), ...body]);
  }
  const signed = (modulusBytes: number) => ({
    der: new Uint8Array(),
    signed: new Uint8Array([1, 2, 3]),
    signatureAlgorithm: { oid: '1.2.840.113549.1.1.11' },
    signature: new Uint8Array(modulusBytes).fill(0x42),
    subject: new Uint8Array(),
    publicKey: { der: new Uint8Array(), algorithm: { oid: '1.2.840.113549.1.1.1' }, key: new Uint8Array() },
    extensions: [],
  });

  it('refuses a 32,768-bit modulus and a 131,072-bit exponent at once, as unverifiable', async () => {
    const { signatureVerifies } = await import('./verify');
    const huge = new Uint8Array(4096).fill(0xff);
    const big = {
      der: new Uint8Array(),
      algorithm: { oid: '1.2.840.113549.1.1.1' },
      key: rsaPublicKey(huge, new Uint8Array([1, 0, 1])),
    };
    expect(await signatureVerifies(signed(4096), big)).toBe(false);
    // Without the limit, ~130,000 squarings of a 16,384-bit number: over a minute.
    const modulus = new Uint8Array(2048).fill(0xff);
    const exponent = new Uint8Array(16_384).fill(0x7f);
    const slow = {
      der: new Uint8Array(),
      algorithm: { oid: '1.2.840.113549.1.1.1' },
      key: rsaPublicKey(modulus, exponent),
    };
    expect(await signatureVerifies(signed(2048), slow)).toBe(false);
  });
});
