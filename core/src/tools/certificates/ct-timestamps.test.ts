// The Signed Certificate Timestamps of a publicly trusted certificate against `openssl x509 -text`'s "CT
// Precertificate SCTs" (fixtures/zlint's ct3mo2SCTs and subCAAIANoIssuerIneffective: two and three SCTs).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runCertificates } from './certificates';
import { extensionText } from './extension-text';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const SCT_OID = '1.3.6.1.4.1.11129.2.4.2';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SIGNATURES: Record<string, string> = {
  'ecdsa-with-SHA256': 'ECDSA with SHA-256',
  sha256WithRSAEncryption: 'RSASSA-PKCS1-v1_5 with SHA-256',
};

/** openssl's SCTs in the tool's layout: a line each, its log, its time in ISO 8601, its signature algorithm. */
function opensslTimestamps(pem: string): string[] {
  const text = execFileSync('openssl', ['x509', '-noout', '-text'], { input: pem }).toString();
  const block =
    text.split('CT Precertificate SCTs:')[1]?.split(/\n {12}\S|\n {4}Signature Algorithm/)[0] ?? '';
  return block
    .split('Signed Certificate Timestamp:')
    .slice(1)
    .map((sct) => {
      const logId = /Log ID {4}: (.*)\n\s+(.*)/.exec(sct);
      const [month = '', day = '', time, year] = /Timestamp : (.*) GMT/.exec(sct)?.[1]?.split(/\s+/) ?? [];
      const iso = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}T${time}Z`;
      expect(sct).toContain('Version   : v1 (0x0)');
      expect(sct).toContain('Extensions: none');
      const signature = /Signature : (\S+)/.exec(sct)?.[1] ?? '';
      return `Log ID: ${logId?.[1]}${logId?.[2]}, Timestamp: ${iso}, Signature: ${SIGNATURES[signature]}`;
    });
}

async function ourTimestamps(pem: string) {
  const [item] = (await runCertificates(pem, fixedClock('2026-11-26T00:00:00Z'))).items;
  return item?.extensions.find((extension) => extension.oid === SCT_OID);
}

describe.skipIf(!hasOpenssl)('CT Precertificate SCTs, against openssl x509 -text', () => {
  it.each([
    ['ct3mo2SCTs', 2],
    ['subCAAIANoIssuerIneffective', 3],
  ])('%s: each SCT with its log, time and signature', async (name, count) => {
    const pem = readFileSync(join(import.meta.dirname, 'fixtures', 'zlint', `${name}.pem`), 'utf8');
    const expected = opensslTimestamps(pem);
    expect(expected).toHaveLength(count);
    expect(await ourTimestamps(pem)).toEqual({
      name: 'CT Precertificate SCTs',
      oid: SCT_OID,
      critical: false,
      value: expected,
    });
  });
});

describe('an SCT list that does not follow RFC 6962', () => {
  // A list holding one SCT: version 0, a log id of 32 bytes 0x11, time 1000 ms, no extensions, SHA-256 with ECDSA,
  // a two-byte signature.
  const sct = [0, ...new Array(32).fill(0x11), 0, 0, 0, 0, 0, 0, 0x03, 0xe8, 0, 0, 4, 3, 0, 2, 0xaa, 0xbb];
  const wrap = (list: number[]) => {
    const tls = [list.length >> 8, list.length & 0xff, ...list];
    return new Uint8Array([0x04, tls.length, ...tls]);
  };
  const read = (value: Uint8Array) => extensionText({ oid: SCT_OID, critical: false, value }).value;

  it('reads the well-formed list', () => {
    expect(read(wrap([0, sct.length, ...sct]))).toEqual([
      `Log ID: ${new Array(32).fill('11').join(':')}, Timestamp: 1970-01-01T00:00:01.000Z, Signature: ECDSA with SHA-256`,
    ]);
  });

  it.each([
    ['an SCT cut short', wrap([0, sct.length, ...sct.slice(0, -1)])],
    ['an SCT longer than it says', wrap([0, sct.length - 1, ...sct])],
    ['a list length past the end', new Uint8Array([0x04, 2, 0xff, 0xff])],
    ['bytes after the list', new Uint8Array([...wrap([0, sct.length, ...sct]), 0])],
  ])('shows %s as its bytes, said to be undecoded', (_, value) => {
    expect(read(value)[0]).toBe('Not decoded: the value does not follow its standard. Its bytes:');
  });
});
