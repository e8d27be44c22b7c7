// The built `toolbox keys` as a user runs it, against OpenSSL's `openssl pkey` both ways.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolboxIn } from './signed-in-toolbox';

const cwd = mkdtempSync(join(tmpdir(), 'toolbox-keys-'));
const built = (args: string[], input?: string) => toolboxIn(cwd, args, { input });

function openssl(args: string[], input?: string | Buffer) {
  const result = spawnSync('openssl', args, { cwd, input });
  expect(result.status, String(result.stderr)).toBe(0);
  return result.stdout;
}

describe('toolbox keys', { timeout: 60_000 }, () => {
  it('generates an EC pair openssl pkey checks, its public half the one openssl derives', () => {
    const made = built(['keys', 'generate', '--type', 'ec', '--curve', 'P-384']);
    expect(made).toMatchObject({ code: 0, stderr: '' });
    const [privatePem, publicPem] = made.stdout.split(/(?=-----BEGIN PUBLIC KEY-----)/);
    writeFileSync(join(cwd, 'ec.pem'), privatePem ?? '');
    expect(openssl(['pkey', '-in', 'ec.pem', '-check', '-noout']).toString()).toMatch(/Key is valid/);
    expect(openssl(['pkey', '-in', 'ec.pem', '-pubout']).toString()).toBe(publicPem);
  });

  it('converts a key openssl generated to a JWK and back to openssl’s own traditional PEM', () => {
    openssl(['genrsa', '-traditional', '-out', 'rsa.pem', '2048']);
    const jwk = built(['keys', 'convert', 'rsa.pem']);
    expect(jwk.code).toBe(0);
    expect(JSON.parse(jwk.stdout)).toMatchObject({ kty: 'RSA', e: 'AQAB' });
    const back = built(['keys', 'convert', '-', '--to', 'traditional'], jwk.stdout);
    expect(back.stdout).toBe(readFileSync(join(cwd, 'rsa.pem'), 'utf8'));
  });

  it('prints the SPKI SHA-256 that openssl pkey -pubout -outform DER | sha256sum gives', () => {
    openssl(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256', '-out', 'p256.pem']);
    const der = openssl(['pkey', '-in', 'p256.pem', '-pubout', '-outform', 'DER']);
    const sum = spawnSync('sha256sum', [], { input: der, encoding: 'utf8' }).stdout.split(' ')[0];
    const printed = built(['keys', 'fingerprint', 'p256.pem', '--json']);
    expect(printed.code).toBe(0);
    expect(JSON.parse(printed.stdout)).toMatchObject({
      type: 'EC',
      curve: 'P-256',
      private: true,
      readAs: 'PKCS#8',
      fingerprints: { spkiSha256: sum },
    });
    expect(built(['keys', 'fingerprint', 'p256.pem']).stdout).toContain(
      `SPKI SHA-256                        ${sum}\n`,
    );
  });

  it.each([
    [['keys', 'convert', '-'], 'hello', /^toolbox: Not a key: expected PEM/],
    [['keys', 'fingerprint', '-'], '{"kty": "oct", "k": "AA"}', /^toolbox: A JWK’s "kty" is "RSA" or "EC"/],
    [
      ['keys', 'generate', '--size', '1024'],
      '',
      /^toolbox: RSA keys are generated with 2048, 3072 or 4096 bits\./,
    ],
    [['keys', 'convert', 'missing.pem'], '', /missing\.pem/],
  ])('%j refuses bad input in one line with a non-zero exit', (args, input, message) => {
    const run = built(args, input);
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
