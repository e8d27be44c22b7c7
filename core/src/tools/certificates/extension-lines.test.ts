// Certificate Policies, CRL Distribution Points, Name Constraints and the Netscape Cert Type against `openssl x509 -text`, on the real
// certificates of fixtures/ (zlint's, the CA roots, a CA bundle's) and on one openssl makes here with every part.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runCertificates } from './certificates';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const fixtures = join(import.meta.dirname, 'fixtures');

/** Each certificate of the fixtures, one PEM block each (a bundle's split). */
const certificates = [
  ...readdirSync(fixtures).map((name) => join(fixtures, name)),
  ...readdirSync(join(fixtures, 'zlint')).map((name) => join(fixtures, 'zlint', name)),
]
  .filter((path) => path.endsWith('.pem'))
  .flatMap((path) =>
    (
      readFileSync(path, 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g) ?? []
    ).map((pem, i) => ({ name: `${path.slice(fixtures.length + 1)}#${i + 1}`, pem })),
  );

const OPENSSL_HEADERS: Record<string, string> = {
  'X509v3 Certificate Policies': '2.5.29.32',
  'X509v3 CRL Distribution Points': '2.5.29.31',
  'X509v3 Name Constraints': '2.5.29.30',
  'Netscape Cert Type': '2.16.840.1.113730.1.1',
};

/** How each line of the extension starts when openssl decoded it. */
const OPENSSL_STARTS: Record<string, RegExp> = {
  '2.5.29.32': /^(Policy|CPS|User Notice|Unknown Qualifier):/,
  '2.5.29.31': /^(Full Name|Relative Name|Reasons|CRL Issuer):/,
  '2.5.29.30': /^(Permitted|Excluded):/,
  '2.16.840.1.113730.1.1': /^(SSL|S\/MIME|Object Signing|Unused)/,
};

/** Text openssl printed as the bytes it holds: UTF-16 (a BMPString's NULs), else UTF-8. */
function stringBytes(latin1: string): string {
  const bytes = Uint8Array.from(latin1, (char) => char.charCodeAt(0));
  return new TextDecoder(latin1.includes('\0') ? 'utf-16be' : 'utf-8').decode(bytes);
}

/**
 * openssl's lines of one extension in the tool's layout: a heading line (`User Notice:`, `Full Name:`, `Reasons:`,
 * `CRL Issuer:`, `Relative Name:`) takes the deeper lines under it, joined by ", "; a name's ` = ` is `=`.
 */
function flatten(lines: { depth: number; text: string }[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const { depth, text } = lines[i]!;
    if (!text.endsWith(':')) {
      out.push(text.startsWith('Explicit Text: ') ? `Explicit Text: ${stringBytes(text.slice(15))}` : text);
      continue;
    }
    const under: string[] = [];
    while (i + 1 < lines.length && lines[i + 1]!.depth > depth) {
      const line = lines[++i]!.text;
      under.push(line.startsWith('Explicit Text: ') ? `Explicit Text: ${stringBytes(line.slice(15))}` : line);
    }
    out.push(`${text} ${under.join(', ')}`.trimEnd().replaceAll(' = ', '='));
  }
  return out;
}

/** The four extensions' lines as openssl prints them, by OID. */
function opensslExtensions(pem: string): Record<string, string[]> {
  const text = execFileSync('openssl', ['x509', '-noout', '-text'], { input: pem }).toString('latin1');
  const found: Record<string, { depth: number; text: string }[]> = {};
  let current: { depth: number; text: string }[] | undefined;
  for (const raw of text.split('\n')) {
    const depth = raw.length - raw.trimStart().length;
    const heading = /^ {12}([^ ].*?):( critical)?\s*$/.exec(raw);
    if (depth <= 12) {
      const oid = heading ? OPENSSL_HEADERS[heading[1]!] : undefined;
      current = undefined;
      if (oid) {
        current = [];
        found[oid] = current;
      }
      continue;
    }
    // openssl 3.0 writes a point's Reasons or CRL Issuer on the line of its last name (v3_crld.c): two lines.
    const parts = raw.trim().split(/ {2,}(?=Reasons:|CRL Issuer:)/);
    for (const [i, part] of parts.entries()) current?.push({ depth: i === 0 ? depth : 16, text: part });
  }
  return Object.fromEntries(
    Object.entries(found).map(([oid, lines]) => [oid, flatten(lines.filter((line) => line.text !== ''))]),
  );
}

async function ourExtensions(pem: string): Promise<Record<string, string[]>> {
  const [item] = (await runCertificates(pem, fixedClock('2026-11-26T00:00:00Z'))).items;
  return Object.fromEntries(
    (item?.extensions ?? [])
      .filter((e) => Object.values(OPENSSL_HEADERS).includes(e.oid))
      .map((e) => [e.oid, e.value]),
  );
}

describe.skipIf(!hasOpenssl)('extensions read from their DER, against openssl x509 -text', () => {
  const withThem = certificates.filter(({ pem }) => Object.keys(opensslExtensions(pem)).length > 0);

  it('finds the extensions in a dozen of the real certificates', () => {
    expect(withThem.length).toBeGreaterThanOrEqual(12);
  });

  it.each(withThem)('$name', async ({ pem }) => {
    const ours = await ourExtensions(pem);
    const expected = opensslExtensions(pem);
    for (const [oid, lines] of Object.entries(expected)) {
      const mine = ours[oid] ?? [];
      // What openssl cannot decode it prints as bytes (or not at all): we show the bytes, saying so.
      if (lines.length === 0 || !lines.every((line) => OPENSSL_STARTS[oid]!.test(line))) {
        expect(mine[0]).toBe('Not decoded: the value does not follow its standard. Its bytes:');
        expected[oid] = mine;
      }
      // openssl prints a notice's text up to its first NUL byte: nothing of a BMPString of Latin letters.
      else
        expected[oid] = lines.map((line, i) =>
          line.endsWith('Explicit Text:') && mine[i]?.startsWith(line) ? mine[i]! : line,
        );
    }
    expect(ours).toEqual(expected);
  });

  it('every part openssl writes: qualifiers, notices, full and relative names, reasons, a CRL issuer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-policies-'));
    writeFileSync(
      join(dir, 'ext.cnf'),
      [
        '[req]',
        'distinguished_name = dn',
        'prompt = no',
        'x509_extensions = v3',
        '[dn]',
        'CN = policies.example',
        '[v3]',
        'certificatePolicies = ia5org, 2.23.140.1.2.1, @pol1, 2.5.29.32.0',
        'crlDistributionPoints = dp1, dp2, dp3',
        'nsCertType = client, server, objsign, sslCA',
        '[dp1]',
        'fullname = URI:http://crl.example/a.crl, URI:http://crl2.example/a.crl',
        '[pol1]',
        'policyIdentifier = 1.3.6.1.4.1.44947.1.1.1',
        'CPS.1 = "http://cps.example/cps"',
        'CPS.2 = "http://cps.example/other"',
        'userNotice.1 = @notice',
        '[notice]',
        'explicitText = "Explicit notice text"',
        'organization = "ACME Org"',
        'noticeNumbers = 1, 2, 3',
        '[dp2]',
        'fullname = URI:ldap://ldap.example/cn=crl',
        'reasons = keyCompromise, CACompromise',
        'CRLissuer = dirName:issuer_sect',
        '[issuer_sect]',
        'C = FR',
        'O = Issuer Org',
        'CN = CRL Issuer',
        '[dp3]',
        'relativename = rdn_sect',
        'reasons = superseded, AACompromise',
        '[rdn_sect]',
        'CN = Relative CRL',
        '',
      ].join('\n'),
    );
    const args =
      'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout k.pem -out c.pem -config ext.cnf';
    execFileSync('openssl', args.split(' '), { cwd: dir, stdio: 'ignore' });
    const pem = readFileSync(join(dir, 'c.pem'), 'utf8');
    const ours = await ourExtensions(pem);
    expect(ours).toEqual(opensslExtensions(pem));
    expect(ours).toEqual({
      '2.5.29.32': [
        'Policy: 2.23.140.1.2.1',
        'Policy: 1.3.6.1.4.1.44947.1.1.1',
        'CPS: http://cps.example/cps',
        'CPS: http://cps.example/other',
        'User Notice: Organization: ACME Org, Numbers: 1, 2, 3, Explicit Text: Explicit notice text',
        'Policy: X509v3 Any Policy',
      ],
      '2.5.29.31': [
        'Full Name: URI:http://crl.example/a.crl, URI:http://crl2.example/a.crl',
        'Full Name: URI:ldap://ldap.example/cn=crl',
        'Reasons: Key Compromise, CA Compromise',
        'CRL Issuer: DirName:C=FR, O=Issuer Org, CN=CRL Issuer',
        'Relative Name: CN=Relative CRL',
        'Reasons: Superseded, AA Compromise',
      ],
      '2.16.840.1.113730.1.1': ['SSL Client, SSL Server, Object Signing, SSL CA'],
    });
  });

  it('name constraints of every kind openssl writes, permitted and excluded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-constraints-'));
    const constraints = [
      'critical',
      'permitted;DNS:.example.com',
      'permitted;email:.example.org',
      'permitted;IP:2001:db8::/ffff:ffff::',
      'permitted;dirName:dir_sect',
      'permitted;URI:.example.net',
      'permitted;otherName:1.3.6.1.4.1.311.20.2.3;UTF8:corp',
      'permitted;otherName:1.2.3.4;UTF8:unnamed',
      'permitted;RID:1.2.3',
      'excluded;IP:192.168.0.0/255.255.0.0',
      'excluded;DNS:bad.example.com',
    ];
    writeFileSync(
      join(dir, 'ext.cnf'),
      [
        '[req]',
        'distinguished_name = dn',
        'prompt = no',
        'x509_extensions = v3',
        '[dn]',
        'CN = constrained CA',
        '[v3]',
        `nameConstraints = ${constraints.join(',')}`,
        '[dir_sect]',
        'C = FR',
        'O = Org',
        '',
      ].join('\n'),
    );
    const args =
      'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout k.pem -out c.pem -config ext.cnf';
    execFileSync('openssl', args.split(' '), { cwd: dir, stdio: 'ignore' });
    const pem = readFileSync(join(dir, 'c.pem'), 'utf8');
    const ours = await ourExtensions(pem);
    expect(ours).toEqual(opensslExtensions(pem));
    expect(ours['2.5.29.30']).toEqual([
      'Permitted: DNS:.example.com, email:.example.org, IP:2001:DB8:0:0:0:0:0:0/FFFF:FFFF:0:0:0:0:0:0, ' +
        'DirName:C=FR, O=Org, URI:.example.net, othername:UPN:corp, othername:<unsupported>, Registered ID:1.2.3',
      'Excluded: IP:192.168.0.0/255.255.0.0, DNS:bad.example.com',
    ]);
    const [item] = (await runCertificates(pem, fixedClock('2026-11-26T00:00:00Z'))).items;
    expect(item?.extensions.find((e) => e.oid === '2.5.29.30')).toMatchObject({
      name: 'Name Constraints',
      critical: true,
    });
  });

  it('reads a notice written as a BMPString as the text it is, where openssl prints its bytes', async () => {
    const bundle = readFileSync(join(fixtures, 'ca-bundle-excerpt.pem'), 'utf8');
    const policies = (await ourExtensions(bundle))['2.5.29.32'];
    expect(policies).toEqual([
      'Policy: X509v3 Any Policy',
      expect.stringMatching(/^User Notice: Explicit Text: Autoridad de Certificación Raíz de la ACCV/),
      'CPS: http://www.accv.es/legislacion_c.htm',
    ]);
  });
});
