// A PKCS #7 bundle (.p7b, as CAs and Windows hand out a chain) against `openssl pkcs7 -print_certs`, on bundles
// openssl makes here from the fixtures' roots, PEM and DER.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runCertificates } from './certificates';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const fixtures = join(import.meta.dirname, 'fixtures');
const clock = fixedClock('2026-11-30T00:00:00Z');

describe.skipIf(!hasOpenssl)('a PKCS #7 bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolbox-p7b-'));
  const roots = ['ISRG_Root_X1', 'Amazon_Root_CA_1', 'GTS_Root_R1'].map((name) =>
    join(fixtures, `${name}.pem`),
  );
  const make = (form: 'PEM' | 'DER') => {
    const out = join(dir, `bundle.${form}`);
    const files = roots.flatMap((file) => ['-certfile', file]);
    execFileSync('openssl', ['crl2pkcs7', '-nocrl', ...files, '-outform', form, '-out', out]);
    return out;
  };
  const opensslSubjects = (file: string, form: string) =>
    // openssl 3.0's pkcs7 has no -nameopt: its one-line names, `C = US, O = …`, in the tool's layout.
    execFileSync('openssl', ['pkcs7', '-in', file, '-inform', form, '-print_certs', '-noout'])
      .toString()
      .match(/^subject=(.*)$/gm)
      ?.map((line) => line.slice('subject='.length).replaceAll(' = ', '='));

  it.each(['PEM', 'DER'] as const)('%s: each certificate, in the order openssl lists them', async (form) => {
    const file = make(form);
    const expected = opensslSubjects(file, form);
    expect(expected).toHaveLength(3);
    const report = await runCertificates(new Uint8Array(readFileSync(file)), clock);
    expect(report.items.map((item) => item.subject)).toEqual(expected);
    expect(report.items.every((item) => item.kind === 'certificate' && item.selfSigned)).toBe(true);
    expect(report.chain).toMatchObject({ inOrder: true, roots: [1, 2, 3] });
  });

  it('says a bundle without certificates holds none', async () => {
    // A signedData with no certificates field: ContentInfo { signedData, [0] { version 1, {} , { data }, {} } }.
    const empty = new Uint8Array([
      0x30, 0x23, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02, 0xa0, 0x16, 0x30, 0x14,
      0x02, 0x01, 0x01, 0x31, 0x00, 0x30, 0x0b, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07,
      0x01, 0x31, 0x00,
    ]);
    await expect(runCertificates(empty, clock)).rejects.toThrow('The PKCS #7 bundle holds no certificates.');
  });
});
