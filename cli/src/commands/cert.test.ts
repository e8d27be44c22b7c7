import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testContext } from '../test-context';
import { run, toOptions } from './cert';

const root = (name: string) =>
  readFileSync(new URL(`../../../core/src/tools/certificates/fixtures/${name}.pem`, import.meta.url), 'utf8');

describe('toolbox cert', () => {
  it('prints each certificate as labelled lines with days left from the clock', async () => {
    const ctx = testContext({ input: root('ISRG_Root_X2') });
    expect(await run(toOptions({ flags: {}, args: ['-'] }), ctx)).toBe(0);
    const out = ctx.captured.stdout;
    const line = (label: string) => new RegExp(`\n {2}${label} +(.*)\n`).exec(out)?.[1];
    expect(out).toMatch(/^Certificate\n/);
    expect(line('Subject')).toBe('C=US, O=Internet Security Research Group, CN=ISRG Root X2');
    expect(line('Valid until')).toMatch(/^2040-09-17T16:00:00\.000Z \(\d+ days left\)$/);
    expect(line('Key')).toBe('EC P-384 (384 bit)');
    expect(line('CA')).toBe('yes, self-signed');
    expect(line('SHA-256')).toBe(
      '69:72:9B:8E:15:A8:6E:FC:17:7A:57:AF:B7:17:1D:FC:64:AD:D2:8C:2F:CA:8C:F1:50:7E:34:45:3C:CB:14:70',
    );
  });

  it('--json gives the report; a bundle of roots is in order (each root is its own issuer)', async () => {
    const ctx = Object.assign(testContext({ input: root('ISRG_Root_X1') + root('Amazon_Root_CA_1') }), {
      json: true,
    });
    expect(await run(toOptions({ flags: {}, args: ['-'] }), ctx)).toBe(0);
    const report = JSON.parse(ctx.captured.stdout);
    expect(report.items.map((item: { subject: string }) => item.subject)).toEqual([
      'C=US, O=Internet Security Research Group, CN=ISRG Root X1',
      'C=US, O=Amazon, CN=Amazon Root CA 1',
    ]);
    expect(report.chain).toMatchObject({ inOrder: true, roots: [1, 2], problems: [] });
    expect(ctx.captured.stderr).toBe('');
  });

  it("says whether a request's self-signature verifies, and fails (exit 1) when it does not, as openssl req -verify", async () => {
    const pem = readFileSync(
      new URL('../../../core/src/tools/certificates/fixtures/request.csr', import.meta.url),
      'utf8',
    );
    const good = testContext({ input: pem });
    expect(await run(toOptions({ flags: {}, args: ['-'] }), good)).toBe(0);
    expect(good.captured.stdout).toMatch(/\n {2}Signature +ECDSA with SHA-256, self-signature verifies\n/);
    // The same request with one byte of its signature changed (openssl: self-signature verify failure).
    const der = Buffer.from(pem.replace(/-----[A-Z ]+-----|\s/g, ''), 'base64');
    der[der.length - 3] = (der[der.length - 3] ?? 0) ^ 0xff;
    const bad = testContext({ input: der.toString('base64') });
    expect(await run(toOptions({ flags: {}, args: ['-'] }), bad)).toBe(1);
    expect(bad.captured.stdout).toMatch(
      /\n {2}Signature +ECDSA with SHA-256, self-signature does NOT verify\n/,
    );
    expect(bad.captured.stderr).toBe(
      'error: the request’s self-signature does not verify: it was altered, or signed with another key than its own.\n',
    );
  });

  it('refuses what is not a certificate with one message', async () => {
    await expect(
      run(toOptions({ flags: {}, args: ['-'] }), testContext({ input: 'hello?' })),
    ).rejects.toThrow('Not a certificate: expected PEM (-----BEGIN CERTIFICATE-----), DER or base64.');
  });
});
