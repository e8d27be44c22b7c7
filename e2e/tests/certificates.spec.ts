import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, signedInTest as test } from '../fixtures';
import { repoRoot } from '../stack';
import { listValue } from './output-helpers';

// A real chain: Let's Encrypt's intermediate R12 and the root that issued it, ISRG Root X1 (fixtures/SOURCES.md).
const R12 = readFileSync(new URL('./fixtures/lets-encrypt-r12.pem', import.meta.url), 'utf8');
const roots = `${repoRoot}/core/src/tools/certificates/fixtures`;
const ROOT = readFileSync(`${roots}/ISRG_Root_X1.pem`, 'utf8');
const OTHER_ROOT = readFileSync(`${roots}/ISRG_Root_X2.pem`, 'utf8');

/** `AB:CD:…`, the way the page and openssl print digests. */
const colonHex = (bytes: Buffer) => bytes.toString('hex').toUpperCase().match(/../g)?.join(':');

test.describe('Certificate Decoder', () => {
  test("a real chain decoded as Node's X509Certificate reads it, in order; with the wrong root, refused", async ({
    page,
  }) => {
    const [intermediate, root] = [new X509Certificate(R12), new X509Certificate(ROOT)];
    expect(intermediate.checkIssued(root) && intermediate.verify(root.publicKey)).toBe(true);
    await page.goto('/certificates');
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate Decoder' })).toBeVisible();
    const input = page.getByLabel('Certificate, chain, CSR or public key');
    await input.fill(`${R12}\n${ROOT}`);
    await expect(page.getByRole('status')).toHaveText(
      'Chain in order: each certificate is issued by the next.',
    );

    const first = (label: string) => listValue(page, 'Certificate 1', label);
    await expect(first('SHA-256')).toHaveText(intermediate.fingerprint256);
    await expect(first('SHA-1')).toHaveText(intermediate.fingerprint);
    await expect(first('Subject')).toContainText('CN=R12');
    await expect(first('Issuer')).toContainText('CN=ISRG Root X1');
    await expect(first('Key')).toHaveText('RSA 2048 bit');
    expect(Date.parse((await first('Valid until').textContent()) ?? '')).toBe(
      Date.parse(intermediate.validTo),
    );
    expect(((await first('Serial').textContent()) ?? '').replace(/[^0-9A-F]/g, '').replace(/^0+/, '')).toBe(
      intermediate.serialNumber.replace(/^0+/, ''),
    );
    await expect(listValue(page, 'Certificate 2', 'SHA-256')).toHaveText(root.fingerprint256);

    // The wrong root bundled: R12's issuer is X1, not Let's Encrypt's ECDSA root X2.
    await input.fill(`${R12}\n${OTHER_ROOT}`);
    await expect(page.getByRole('status')).toContainText(
      /^Chain not in order\. Certificate 1 \(.*CN=R12\) is not issued by certificate 2 .*: its issuer, .*CN=ISRG Root X1, is not in the input\.$/,
    );
  });

  test('a public key shows its type and the SHA-256 of its DER; a private key is refused and left as pasted', async ({
    page,
  }) => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await page.goto('/certificates');
    const input = page.getByLabel('Certificate, chain, CSR or public key');
    await input.fill(spki);
    await expect(listValue(page, 'Public key', 'Key')).toHaveText('EC P-256 256 bit');
    await expect(listValue(page, 'Public key', 'SHA-256')).toHaveText(
      colonHex(
        createHash('sha256')
          .update(publicKey.export({ type: 'spki', format: 'der' }))
          .digest(),
      ) ?? '',
    );

    const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await input.fill(pkcs8);
    await expect(input).toHaveAccessibleDescription(
      /^Found PRIVATE KEY: give a certificate, a certificate request \(CSR\) or a public key\. Private keys are never read\./,
    );
    await expect(input).toHaveValue(pkcs8);
    await expect(page.getByText('Fix the input on the left to see it decoded.')).toBeVisible();
  });
});
