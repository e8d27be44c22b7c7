// A request's attributes besides its extensions (PKCS #9: challengePassword, unstructuredName), against
// `openssl req -text`'s Attributes, on a request openssl makes here.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../deterministic/fixed-clock';
import { runCertificates } from './certificates';

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

describe.skipIf(!hasOpenssl)('a request’s attributes', () => {
  it('lists the challenge password and the unstructured name openssl req -text shows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolbox-csr-'));
    writeFileSync(
      join(dir, 'csr.cnf'),
      [
        '[req]',
        'distinguished_name = dn',
        'attributes = attrs',
        'req_extensions = ext',
        'prompt = no',
        '[dn]',
        'CN = csr.example',
        '[attrs]',
        'challengePassword = s3cret pass',
        'unstructuredName = Ünstructured name',
        '[ext]',
        'subjectAltName = DNS:csr.example',
        '',
      ].join('\n'),
    );
    const args =
      'req -new -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout k.pem -config csr.cnf -utf8';
    execFileSync('openssl', [...args.split(' '), '-out', 'r.csr'], { cwd: dir, stdio: 'ignore' });
    const pem = readFileSync(join(dir, 'r.csr'), 'utf8');
    const text = execFileSync('openssl', ['req', '-noout', '-text', '-nameopt', 'utf8'], {
      input: pem,
    }).toString();
    const opensslValue = (name: string) => new RegExp(`${name} *:(.*)`).exec(text)?.[1];
    expect(opensslValue('challengePassword')).toBe('s3cret pass');

    const [item] = (await runCertificates(pem, fixedClock('2026-11-30T00:00:00Z'))).items;
    expect(item?.attributes).toEqual([
      { name: 'Challenge Password', oid: '1.2.840.113549.1.9.7', value: opensslValue('challengePassword') },
      { name: 'Unstructured Name', oid: '1.2.840.113549.1.9.2', value: 'Ünstructured name' },
    ]);
    expect(item?.names).toEqual(['DNS:csr.example']);
  });
});
