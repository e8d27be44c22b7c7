// The extensions openssl names that the tool showed as 'Unknown' and their bytes: policy constraints and mappings,
// inhibit anyPolicy, subject information access, a freshest CRL, OCSP No Check, TLS Feature (must-staple), the CT
// poison and a private key usage period, on a certificate openssl makes here with each, against `openssl x509 -text`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runCertificates } from './certificates';
import { extensionText } from './extension-text';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

/** A certificate openssl makes with these extension lines, as PEM. */
function opensslCertificate(extensions: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-extensions-'));
  const config = [
    '[req]',
    'distinguished_name = dn',
    'prompt = no',
    'x509_extensions = v3',
    '[dn]',
    'CN = ext',
  ];
  writeFileSync(join(dir, 'ext.cnf'), [...config, '[v3]', ...extensions, ''].join('\n'));
  const args =
    'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout k.pem -out c.pem -config ext.cnf';
  execFileSync('openssl', args.split(' '), { cwd: dir, stdio: 'ignore' });
  return readFileSync(join(dir, 'c.pem'), 'utf8');
}

/** openssl's text of each extension, by its heading, the lines under it joined by "; ". */
function opensslText(pem: string): Record<string, string> {
  const text = execFileSync('openssl', ['x509', '-noout', '-text'], { input: pem }).toString();
  const found: Record<string, string> = {};
  for (const [, heading, body] of text.matchAll(
    /^ {12}([^ \n][^\n]*?):(?: critical)? *\n((?: {16}[^\n]*\n)*)/gm,
  ))
    found[heading!] = body!.trim().split(/\n\s*/).join('; ');
  return found;
}

async function ours(pem: string) {
  const [item] = (await runCertificates(pem, fixedClock('2026-11-26T00:00:00Z'))).items;
  return Object.fromEntries((item?.extensions ?? []).map((e) => [e.name, e.value.join('; ')]));
}

describe.skipIf(!hasOpenssl)('extensions openssl names, read from their DER', () => {
  it('policy constraints, policy mappings, inhibit anyPolicy: as openssl prints them', async () => {
    const pem = opensslCertificate([
      'inhibitAnyPolicy = 2',
      'policyConstraints = requireExplicitPolicy:3, inhibitPolicyMapping:1',
      'policyMappings = 2.23.140.1.2.1:1.2.3.4, 1.3.6.1.4.1.1:1.3.6.1.4.1.2',
      'tlsfeature = status_request, status_request_v2',
      '1.3.6.1.4.1.11129.2.4.3 = critical, ASN1:NULL',
      'noCheck = ignored',
      'freshestCRL = URI:http://delta.example/d.crl',
    ]);
    const openssl = opensslText(pem);
    const mine = await ours(pem);
    expect(mine).toMatchObject({
      'Inhibit Any Policy': openssl['X509v3 Inhibit Any Policy'],
      'Policy Constraints': openssl['X509v3 Policy Constraints'],
      'Policy Mappings': openssl['X509v3 Policy Mappings'],
      'TLS Feature': openssl['TLS Feature'],
      'CT Precertificate Poison': openssl['CT Precertificate Poison'],
      'OCSP No Check': '',
      'Freshest CRL': openssl['X509v3 Freshest CRL']?.replace('Full Name:; ', 'Full Name: '),
    });
    expect(mine['Policy Constraints']).toBe('Require Explicit Policy:3, Inhibit Policy Mapping:1');
    expect(mine['TLS Feature']).toBe('status_request, status_request_v2');
  });

  it('subject information access and a private key usage period, an access method by its OID when unnamed', async () => {
    const pem = opensslCertificate([
      'subjectInfoAccess = caRepository;URI:rsync://repo.example/, 1.3.6.1.5.5.7.48.10;URI:rsync://repo.example/m.mft',
      'authorityInfoAccess = OCSP;URI:http://ocsp.example, 1.3.6.1.5.5.7.48.99;URI:https://other.example/',
      // PrivateKeyUsagePeriod: [0] 20260101000000Z, [1] 20270101000000Z
      '2.5.29.16 = DER:3022800f32303236303130313030303030305a810f32303237303130313030303030305a',
    ]);
    expect(opensslText(pem)['X509v3 Private Key Usage Period']).toBe(
      'Not Before: Jan  1 00:00:00 2026 GMT, Not After: Jan  1 00:00:00 2027 GMT',
    );
    expect(await ours(pem)).toMatchObject({
      'Subject Information Access':
        'CA Repository: rsync://repo.example/; RPKI Manifest: rsync://repo.example/m.mft',
      'Authority Info Access': 'OCSP: http://ocsp.example; 1.3.6.1.5.5.7.48.99: https://other.example/',
      'Private Key Usage Period': 'Not Before: 2026-01-01T00:00:00.000Z, Not After: 2027-01-01T00:00:00.000Z',
    });
  });
});

describe('a value that does not follow its standard', () => {
  it.each([
    ['2.5.29.54', [0x04, 0x01, 0x02]],
    ['2.5.29.36', [0x30, 0x03, 0x82, 0x01, 0x01]],
    ['2.5.29.33', [0x30, 0x04, 0x30, 0x02, 0x06, 0x00]],
    ['1.3.6.1.5.5.7.1.24', [0x30, 0x02, 0x04, 0x00]],
    ['1.3.6.1.5.5.7.48.1.5', [0x05, 0x01, 0x00]],
    ['2.5.29.16', [0x30, 0x04, 0x80, 0x02, 0x31, 0x32]],
  ])('%s is shown as its bytes, said to be undecoded', (oid, bytes) => {
    const { value } = extensionText({ oid, critical: false, value: new Uint8Array(bytes) });
    expect(value[0]).toBe('Not decoded: the value does not follow its standard. Its bytes:');
  });
});
