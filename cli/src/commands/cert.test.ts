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

  it('refuses what is not a certificate with one message', async () => {
    await expect(
      run(toOptions({ flags: {}, args: ['-'] }), testContext({ input: 'hello?' })),
    ).rejects.toThrow('Not a certificate: expected PEM (-----BEGIN CERTIFICATE-----), DER or base64.');
  });
});
