import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { ToolInputError } from '../../errors';
import { runCertificates } from './certificates';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'certs-'));
const openssl = (...args: string[]) =>
  execFileSync('openssl', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const file = (name: string) => readFileSync(join(dir, name), 'utf8');
/** A minute after the certificates are made (fixed before, they would not be valid yet). */
let clock = fixedClock(new Date().toISOString());

/** A root (RSA 2048), an intermediate (EC P-384) and a leaf (EC P-256 with SANs), a CSR and a public key. */
function makePki() {
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-subj',
    '/CN=Toolbox Test Root/O=Toolbox',
    '-days',
    '3650',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  openssl(
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-384',
    '-nodes',
    '-keyout',
    'int.key',
    '-out',
    'int.csr',
    '-subj',
    '/CN=Toolbox Test Intermediate/O=Toolbox',
    '-addext',
    'basicConstraints=critical,CA:TRUE,pathlen:0',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'int.csr',
    '-CA',
    'root.pem',
    '-CAkey',
    'root.key',
    '-CAcreateserial',
    '-out',
    'int.pem',
    '-days',
    '1825',
    '-copy_extensions',
    'copy',
  );
  openssl(
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    'leaf.key',
    '-out',
    'leaf.csr',
    '-subj',
    '/CN=api.example.com/O=Example, Inc.',
    '-addext',
    'subjectAltName=DNS:api.example.com,DNS:*.example.com,IP:10.0.0.1,email:ops@example.com',
    '-addext',
    'extendedKeyUsage=serverAuth',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    'leaf.csr',
    '-CA',
    'int.pem',
    '-CAkey',
    'int.key',
    '-CAcreateserial',
    '-out',
    'leaf.pem',
    '-days',
    '90',
    '-copy_extensions',
    'copy',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:3072',
    '-nodes',
    '-keyout',
    'csr.key',
    '-out',
    'rsa.csr',
    '-subj',
    '/CN=csr.example.org',
    '-addext',
    'subjectAltName=DNS:csr.example.org',
  );
  openssl('pkey', '-in', 'leaf.key', '-pubout', '-out', 'leaf.pub');
  openssl('x509', '-in', 'leaf.pem', '-outform', 'DER', '-out', 'leaf.der');
}

/** `openssl x509 -noout -fingerprint -sha256` -> "AB:CD:…". */
const opensslFingerprint = (name: string, hash: string) =>
  openssl('x509', '-in', name, '-noout', '-fingerprint', `-${hash}`).trim().split('=')[1];

describe.skipIf(!hasOpenssl)('runCertificates against OpenSSL', () => {
  beforeAll(() => {
    makePki();
    clock = fixedClock(new Date(Date.now() + 60_000).toISOString());
  }, 60_000);

  it.each(['leaf.pem', 'int.pem', 'root.pem'])(
    '%s: fingerprints, serial, validity and key as openssl x509 reads them',
    async (name) => {
      const [item] = (await runCertificates(file(name), clock)).items;
      expect(item!.fingerprints.sha1).toBe(opensslFingerprint(name, 'sha1'));
      expect(item!.fingerprints.sha256).toBe(opensslFingerprint(name, 'sha256'));
      expect(item!.serial).toBe(
        openssl('x509', '-in', name, '-noout', '-serial').trim().replace('serial=', ''),
      );
      const end = openssl('x509', '-in', name, '-noout', '-enddate').trim().replace('notAfter=', '');
      expect(item!.notAfter).toBe(new Date(end).toISOString());
      const text = openssl('x509', '-in', name, '-noout', '-text');
      expect(text).toContain(`Public-Key: (${item!.key.bits} bit)`);
      expect(item!.status).toBe('valid');
    },
  );

  it('reads the leaf’s names, extensions and days left like openssl', async () => {
    const [leaf] = (await runCertificates(file('leaf.pem'), clock)).items;
    expect(leaf).toMatchObject({
      kind: 'certificate',
      subject: 'CN=api.example.com, O=Example\\, Inc.',
      issuer: 'CN=Toolbox Test Intermediate, O=Toolbox',
      key: { type: 'EC', curve: 'P-256', bits: 256 },
      signatureAlgorithm: 'ECDSA with SHA-256',
      ca: false,
      selfSigned: false,
      daysLeft: 89,
    });
    const sans = openssl('x509', '-in', 'leaf.pem', '-noout', '-ext', 'subjectAltName')
      .split('\n')[1]!
      .trim();
    expect(sans).toBe('DNS:api.example.com, DNS:*.example.com, IP Address:10.0.0.1, email:ops@example.com');
    expect(leaf!.names.join(', ')).toBe(sans);
    const names = leaf!.extensions.map((extension) => extension.name);
    expect(names).toEqual(
      expect.arrayContaining(['Subject Alternative Name', 'Extended Key Usages', 'Authority Key Identifier']),
    );
  });

  it('checks the chain: in order, then reversed with the culprit named', async () => {
    const chain = file('leaf.pem') + file('int.pem') + file('root.pem');
    const good = await runCertificates(chain, clock);
    expect(good.chain).toEqual({
      inOrder: true,
      problems: [],
      links: [
        { index: 1, issuedByNext: true },
        { index: 2, issuedByNext: true },
      ],
      roots: [3],
    });
    expect(good.items[2]).toMatchObject({ selfSigned: true, ca: true });
    const bad = await runCertificates(file('int.pem') + file('leaf.pem') + file('root.pem'), clock);
    expect(bad.chain?.inOrder).toBe(false);
    expect(bad.chain?.problems[0]).toBe(
      'Certificate 1 (CN=Toolbox Test Intermediate, O=Toolbox) is not issued by certificate 2 (CN=api.example.com, O=Example\\, Inc.): its issuer is certificate 3.',
    );
    // Root first: nothing follows the intermediate, but its issuer came before it.
    const rootFirst = await runCertificates(file('root.pem') + file('int.pem'), clock);
    expect(rootFirst.chain).toMatchObject({
      inOrder: false,
      problems: [
        'Certificate 2 (CN=Toolbox Test Intermediate, O=Toolbox) is issued by certificate 1, which comes before it: a chain lists each certificate before its issuer.',
      ],
    });
  });

  it('reads DER, a CSR and a public key', async () => {
    const der = new Uint8Array(readFileSync(join(dir, 'leaf.der')));
    expect((await runCertificates(der, clock)).items[0]!.fingerprints.sha256).toBe(
      opensslFingerprint('leaf.pem', 'sha256'),
    );
    const [csr] = (await runCertificates(file('rsa.csr'), clock)).items;
    expect(csr).toMatchObject({
      kind: 'request',
      subject: 'CN=csr.example.org',
      key: { type: 'RSA', bits: 3072 },
      selfSigned: true,
      names: ['DNS:csr.example.org'],
    });
    const [key] = (await runCertificates(file('leaf.pub'), clock)).items;
    expect(key).toMatchObject({ kind: 'public-key', key: { type: 'EC', curve: 'P-256' } });
  });

  it('counts days left from the injected clock', async () => {
    const later = fixedClock(
      new Date(
        Date.parse((await runCertificates(file('leaf.pem'), clock)).items[0]!.notAfter!) + 86_400_000 * 3,
      ).toISOString(),
    );
    expect((await runCertificates(file('leaf.pem'), later)).items[0]).toMatchObject({
      status: 'expired',
      daysLeft: -3,
    });
  });
});

describe('runCertificates refuses with one message', () => {
  it.each([
    ['', 'Please paste a certificate, a CSR or a public key.'],
    ['hello world!', 'Not a certificate: expected PEM (-----BEGIN CERTIFICATE-----), DER or base64.'],
    [
      '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----',
      'Found PRIVATE KEY: give a certificate, a certificate request (CSR) or a public key. Private keys are never read.',
    ],
    [
      '-----BEGIN CERTIFICATE-----\nMIIBAAAA\n-----END CERTIFICATE-----',
      'The certificate could not be decoded: its DER structure is broken.',
    ],
    ['-----BEGIN CERTIFICATE-----\n%%%\n-----END CERTIFICATE-----', 'The PEM block is not valid base64.'],
    // Found by fuzzing `toolbox cert` (a character too many in a real root): atob's DOMException reached the user.
    ['-----BEGIN CERTIFICATE-----\nMIIBA\n-----END CERTIFICATE-----', 'The PEM block is not valid base64.'],
    [
      '-----BEGIN CERTIFICATE-----\nMIIBA===\n-----END CERTIFICATE-----',
      'The PEM block is not valid base64.',
    ],
    ['MIIBAAAAA', 'The PEM block is not valid base64.'],
  ])('%j', async (input, message) => {
    await expect(runCertificates(input, clock)).rejects.toThrow(message);
    await expect(runCertificates(input, clock)).rejects.toBeInstanceOf(ToolInputError);
  });
});

describe('real public roots (Debian ca-certificates, see fixtures/SOURCES.md)', () => {
  const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.pem`, import.meta.url), 'utf8');
  it.each([
    [
      'ISRG_Root_X1',
      'C=US, O=Internet Security Research Group, CN=ISRG Root X1',
      'RSA',
      4096,
      '96:BC:EC:06:26:49:76:F3:74:60:77:9A:CF:28:C5:A7:CF:E8:A3:C0:AA:E1:1A:8F:FC:EE:05:C0:BD:DF:08:C6',
    ],
    [
      'ISRG_Root_X2',
      'C=US, O=Internet Security Research Group, CN=ISRG Root X2',
      'EC',
      384,
      '69:72:9B:8E:15:A8:6E:FC:17:7A:57:AF:B7:17:1D:FC:64:AD:D2:8C:2F:CA:8C:F1:50:7E:34:45:3C:CB:14:70',
    ],
    [
      'DigiCert_Global_Root_G2',
      'C=US, O=DigiCert Inc, OU=www.digicert.com, CN=DigiCert Global Root G2',
      'RSA',
      2048,
      'CB:3C:CB:B7:60:31:E5:E0:13:8F:8D:D3:9A:23:F9:DE:47:FF:C3:5E:43:C1:14:4C:EA:27:D4:6A:5A:B1:CB:5F',
    ],
    [
      'GTS_Root_R1',
      'C=US, O=Google Trust Services LLC, CN=GTS Root R1',
      'RSA',
      4096,
      'D9:47:43:2A:BD:E7:B7:FA:90:FC:2E:6B:59:10:1B:12:80:E0:E1:C7:E4:E4:0F:A3:C6:88:7F:FF:57:A7:F4:CF',
    ],
    [
      'Amazon_Root_CA_1',
      'C=US, O=Amazon, CN=Amazon Root CA 1',
      'RSA',
      2048,
      '8E:CD:E6:88:4F:3D:87:B1:12:5B:A3:1A:C3:FC:B1:3D:70:16:DE:7F:57:CC:90:4F:E1:CB:97:C6:AE:98:19:6E',
    ],
  ])(
    '%s: subject, key and the SHA-256 fingerprint openssl prints',
    async (name, subject, type, bits, sha256) => {
      const [root] = (
        await runCertificates(fixture(name), fixedClock(new Date('2026-01-15T12:00:00Z').toISOString()))
      ).items;
      expect(root).toMatchObject({
        subject,
        issuer: subject,
        key: { type, bits },
        selfSigned: true,
        ca: true,
        status: 'valid',
      });
      expect(root!.fingerprints.sha256).toBe(sha256);
    },
  );

  it('a bundle of roots is decoded whole; each root is its own issuer, so nothing is out of order', async () => {
    const bundle = ['ISRG_Root_X1', 'ISRG_Root_X2'].map(fixture).join('\n');
    const report = await runCertificates(bundle, fixedClock(new Date('2026-01-15T12:00:00Z').toISOString()));
    expect(report.items).toHaveLength(2);
    expect(report.chain).toEqual({ inOrder: true, links: [], roots: [1, 2], problems: [] });
  });
});
