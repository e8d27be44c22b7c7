import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type KeyReport, runKeysGenerate, runKeysRead } from './keys';

// The oracle: OpenSSL's `openssl pkey` (installed by support/test-programs.mjs before the tests) reads every
// form we write, and what it writes for a key is what ours must equal. coreutils' sha256sum gives the SPKI digest.
const folder = mkdtempSync(join(tmpdir(), 'keys-oracle-'));
let files = 0;

function openssl(args: string[], input?: string): string {
  const result = spawnSync('openssl', args, { encoding: 'utf8', input });
  if (result.error) throw new Error(`openssl: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

function file(text: string): string {
  const path = join(folder, `key-${files++}.pem`);
  writeFileSync(path, text);
  return path;
}

/** OpenSSL's PKCS#8 (private) or SPKI (public) PEM of the key in `path`, after `-check` or `-pubcheck` passes. */
function opensslPem(path: string, isPrivate: boolean): string {
  if (isPrivate) {
    expect(openssl(['pkey', '-in', path, '-check', '-noout'])).toMatch(/Key is valid/);
    return openssl(['pkey', '-in', path]);
  }
  expect(openssl(['pkey', '-pubin', '-in', path, '-pubcheck', '-noout'])).toMatch(/Key is valid/);
  return openssl(['pkey', '-pubin', '-in', path]);
}

function opensslPublic(path: string, isPrivate: boolean): string {
  return openssl(['pkey', ...(isPrivate ? [] : ['-pubin']), '-in', path, '-pubout']);
}

/** `openssl pkey -pubout -outform DER | sha256sum`. */
function opensslSpkiSha256(path: string, isPrivate: boolean): string {
  const der = spawnSync('openssl', [
    'pkey',
    ...(isPrivate ? [] : ['-pubin']),
    '-in',
    path,
    '-pubout',
    '-outform',
    'DER',
  ]);
  const sum = spawnSync('sha256sum', [], { input: der.stdout, encoding: 'utf8' });
  return sum.stdout.split(' ')[0] ?? '';
}

/** Every form the report holds, read by OpenSSL as the same key as `expected` (OpenSSL's PKCS#8 or SPKI PEM). */
function expectSameKey(report: KeyReport, expectedPrivate: string | null, expectedPublic: string) {
  expect(report.pem.public).toBe(expectedPublic);
  expect(opensslPem(file(report.pem.public), false)).toBe(expectedPublic);
  if (report.pem.publicTraditional)
    expect(opensslPem(file(report.pem.publicTraditional), false)).toBe(expectedPublic);
  if (expectedPrivate === null) return;
  expect(report.pem.private).toBe(expectedPrivate);
  expect(opensslPem(file(report.pem.private ?? ''), true)).toBe(expectedPrivate);
  expect(opensslPem(file(report.pem.privateTraditional ?? ''), true)).toBe(expectedPrivate);
  // openssl's own traditional form is ours, byte for byte.
  expect(report.pem.privateTraditional).toBe(openssl(['pkey', '-in', file(expectedPrivate), '-traditional']));
}

async function expectRoundTrips(report: KeyReport) {
  // The JWK we write, read back, is the same key in every form.
  const jwk = JSON.stringify(report.jwk.private ?? report.jwk.public);
  const again = await runKeysRead({ key: jwk });
  expect(again.pem).toEqual(report.pem);
  expect(again.fingerprints).toEqual(report.fingerprints);
}

const corpus = new URL('corpus/', import.meta.url);
const readable = readdirSync(corpus).filter((name) =>
  /^(jsonwebtoken-(priv|rsa-private|rsa-public|rsa-public-key|prime256v1-private|secp\d+r1-private)\.pem|rfc7520-3_[1-4]\..*\.json)$/.test(
    name,
  ),
);

describe('keys written by others, against openssl pkey', { timeout: 60_000 }, () => {
  it('reads the whole corpus', () => expect(readable).toHaveLength(11));

  it.each(readable)('%s', async (name) => {
    const text = readFileSync(new URL(name, corpus), 'utf8');
    const report = await runKeysRead({ key: text });
    // OpenSSL reads PEM; a JWK it is given as the PEM we make of it (which the other forms must then agree with).
    const path = name.endsWith('.json')
      ? file(report.pem.private ?? report.pem.public)
      : join(corpus.pathname, name);
    const expectedPrivate = report.private ? opensslPem(path, true) : null;
    expectSameKey(report, expectedPrivate, opensslPublic(path, report.private));
    expect(report.fingerprints.spkiSha256).toBe(opensslSpkiSha256(path, report.private));
    await expectRoundTrips(report);
    if (name.endsWith('.json')) {
      // Our JWK is the file's, less the members that are not the key (kid, use).
      const { kid: _kid, use: _use, ...members } = JSON.parse(text);
      expect(report.private ? report.jwk.private : report.jwk.public).toEqual(members);
    }
  });
});

describe('keys openssl generates', { timeout: 60_000 }, () => {
  it.each([
    ['genpkey RSA 2048 (PKCS#8)', ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048']],
    ['genrsa -traditional 3072 (PKCS#1)', ['genrsa', '-traditional', '3072']],
    ['genpkey EC P-384 (PKCS#8)', ['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-384']],
    ['ecparam -genkey P-256 (SEC1, EC PARAMETERS first)', ['ecparam', '-genkey', '-name', 'prime256v1']],
    ['ecparam -genkey P-521 -noout (SEC1)', ['ecparam', '-genkey', '-name', 'secp521r1', '-noout']],
  ])('%s', async (_, args) => {
    const path = file(openssl(args));
    const report = await runKeysRead({ key: readFileSync(path, 'utf8') });
    expectSameKey(report, opensslPem(path, true), opensslPublic(path, true));
    expect(report.fingerprints.spkiSha256).toBe(opensslSpkiSha256(path, true));
    // Its public half alone gives the same fingerprints.
    const publicOnly = await runKeysRead({ key: opensslPublic(path, true) });
    expect(publicOnly.fingerprints).toEqual(report.fingerprints);
    await expectRoundTrips(report);
  });
});

describe('keys we generate, read by openssl pkey', { timeout: 60_000 }, () => {
  it.each([
    { type: 'rsa', size: 2048 },
    { type: 'ec', curve: 'P-256' },
    { type: 'ec', curve: 'P-384' },
    { type: 'ec', curve: 'P-521' },
  ] as const)('%j', async (input) => {
    const report = await runKeysGenerate(input, globalThis.crypto.subtle);
    const path = file(report.pem.private ?? '');
    expectSameKey(report, opensslPem(path, true), opensslPublic(path, true));
    expect(report.fingerprints.spkiSha256).toBe(opensslSpkiSha256(path, true));
    const text = openssl(['pkey', '-in', path, '-noout', '-text']);
    expect(text).toContain(
      input.type === 'rsa' ? 'Private-Key: (2048 bit, 2 primes)' : `NIST CURVE: ${input.curve}`,
    );
    await expectRoundTrips(report);
  });
});
