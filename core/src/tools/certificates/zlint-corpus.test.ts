// zlint's test certificates (fixtures/zlint, SOURCES.md) break the rules on purpose: an EDIPartyName in a SAN, a
// negative serial, a UTCTime with an offset, a GeneralizedTime in year 1. openssl reads each; so must we, with the
// same serial, validity and fingerprint it prints.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runCertificates } from './certificates';

const dir = join(import.meta.dirname, 'fixtures', 'zlint');
const files = readdirSync(dir).filter((name) => name.endsWith('.pem'));
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const utf8 = new TextDecoder('utf-8', { fatal: true });
const LABELS = /^(?:DNS|email|URI|IP Address|Registered ID|othername|DirName|EdiPartyName|X400Name):/;

/**
 * `openssl x509 -ext subjectAltName`'s names in the tool's layout (a DirName's `/C=FR/O=…` as `C=FR, O=…`, which
 * escapes a comma in a value as RFC 4514 does); undefined when openssl prints the value as bytes, not names. A
 * name that is not UTF-8 (IA5 is ASCII, certificates are not) is read one byte a character, as the tool shows it.
 */
function opensslAltNames(file: string): string[] | undefined {
  const out = execFileSync('openssl', ['x509', '-in', file, '-noout', '-ext', 'subjectAltName']);
  let text: string;
  try {
    text = utf8.decode(out);
  } catch {
    text = out.toString('latin1');
  }
  const line = text.split('\n')[1]?.trim() ?? '';
  if (line === '') return [];
  const names = line.split(
    /, (?=(?:DNS|email|URI|IP Address|Registered ID|othername|DirName|EdiPartyName|X400Name):)/,
  );
  if (!names.every((name) => LABELS.test(name))) return undefined;
  return names.map((name) =>
    name.startsWith('DirName:/')
      ? `DirName:${name
          .slice('DirName:/'.length)
          .split('/')
          .map((part) => part.replace(/,/g, '\\,'))
          .join(', ')}`
      : name,
  );
}

/** openssl's `Dec  1 06:07:08.999 2057 GMT` as ISO 8601 (years before 1000 and all). */
function opensslTime(text: string): string {
  const [, month = '', day, h, m, s, fraction = '', year] =
    /^(\w{3}) +(\d+) (\d+):(\d+):(\d+)(\.\d+)? (\d+) GMT$/.exec(text) ?? [];
  const date = new Date(0);
  date.setUTCFullYear(Number(year), MONTHS.indexOf(month), Number(day));
  date.setUTCHours(Number(h), Number(m), Number(s), Number(`0${fraction}`) * 1000);
  return date.toISOString();
}

describe.skipIf(!hasOpenssl)('zlint test certificates, against openssl x509', () => {
  it.each(files)('%s', async (name) => {
    const file = join(dir, name);
    const printed = execFileSync(
      'openssl',
      // openssl's names in our layout: `C=US, O=…, CN=…`, short names, RFC 2253 escapes.
      ['x509', '-in', file, '-noout', '-nameopt', 'sep_comma_plus_space,sname,esc_2253,utf8'].concat([
        '-subject',
        '-issuer',
        '-serial',
        '-startdate',
        '-enddate',
        '-fingerprint',
        '-sha256',
      ]),
      { encoding: 'utf8' },
    );
    // openssl's emailAddress is E= here, as Windows and @peculiar/x509 write it.
    const field = (key: string) =>
      (new RegExp(`^${key}=(.*)$`, 'm').exec(printed)?.[1] ?? '').replaceAll('emailAddress=', 'E=');
    const [item] = (await runCertificates(readFileSync(file, 'utf8'), fixedClock('2026-11-26T00:00:00Z')))
      .items;
    expect({
      subject: item?.subject,
      issuer: item?.issuer,
      serial: item?.serial,
      notBefore: item?.notBefore,
      notAfter: item?.notAfter,
      sha256: item?.fingerprints.sha256,
      names: item?.names,
    }).toEqual({
      subject: field('subject'),
      issuer: field('issuer'),
      serial: field('serial'),
      notBefore: opensslTime(field('notBefore')),
      notAfter: opensslTime(field('notAfter')),
      sha256: field('sha256 Fingerprint'),
      // Where openssl prints the value as bytes, so does the extension's text, and no name is listed.
      names: opensslAltNames(file) ?? [],
    });
  });

  it('shows an extension neither it nor openssl can decode as its bytes, and the rest as usual', async () => {
    const report = await runCertificates(
      readFileSync(join(dir, 'SANDNSNameNotFQDN.pem'), 'utf8'),
      fixedClock('2026-11-26T00:00:00Z'),
    );
    const san = report.items[0]?.extensions.find((extension) => extension.oid === '2.5.29.17');
    expect(san).toMatchObject({ name: 'Subject Alternative Name', critical: false });
    expect(san?.value[0]).toBe('Not decoded: the value does not follow its standard. Its bytes:');
    expect(san?.value[1]).toMatch(/^30 0d 02 03/);
    expect(report.items[0]?.subject).toMatch(/CN=gov\.us/);
  });

  it('reads an alternative name list its X.509 library refuses (an EDIPartyName) as openssl does', async () => {
    const report = await runCertificates(
      readFileSync(join(dir, 'SANEDIParty.pem'), 'utf8'),
      fixedClock('2026-11-26T00:00:00Z'),
    );
    const [item] = report.items;
    expect(item?.names).toEqual(['EdiPartyName:<unsupported>', 'DNS:dns.com']);
    expect(item?.extensions.find((extension) => extension.oid === '2.5.29.17')?.value).toEqual(item?.names);
  });
});

describe.skipIf(!hasOpenssl)(
  'every kind of alternative name (fixtures/alt-names.pem), against openssl x509',
  () => {
    it('lists each as openssl does; a GUID as the GUID it is, where openssl has no word for it', async () => {
      const file = join(import.meta.dirname, 'fixtures', 'alt-names.pem');
      const [item] = (await runCertificates(readFileSync(file, 'utf8'), fixedClock('2026-11-26T00:00:00Z')))
        .items;
      const expected = (opensslAltNames(file) ?? []).map((name) =>
        name === 'othername: 1.3.6.1.4.1.311.25.1::<unsupported>'
          ? 'GUID:33221100-5544-7766-8899-aabbccddeeff'
          : name,
      );
      expect(expected).toHaveLength(15);
      expect(item?.names).toEqual(expected);
    });
  },
);
