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
    }).toEqual({
      subject: field('subject'),
      issuer: field('issuer'),
      serial: field('serial'),
      notBefore: opensslTime(field('notBefore')),
      notAfter: opensslTime(field('notAfter')),
      sha256: field('sha256 Fingerprint'),
    });
  });

  it('shows an extension its library cannot decode as its bytes, as openssl does, and the rest as usual', async () => {
    const report = await runCertificates(
      readFileSync(join(dir, 'SANEDIParty.pem'), 'utf8'),
      fixedClock('2026-11-26T00:00:00Z'),
    );
    const san = report.items[0]?.extensions.find((extension) => extension.oid === '2.5.29.17');
    expect(san).toMatchObject({ name: 'Subject Alternative Name', critical: false });
    expect(san?.value[0]).toBe('Not decoded: the value does not follow its standard. Its bytes:');
    expect(san?.value[1]).toMatch(/^30 20 a5 15/);
    expect(report.items[0]?.subject).toMatch(/CN=gov\.us/);
  });
});
