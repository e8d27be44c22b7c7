import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('PEM & JWK Key Pairs', () => {
  test('generates an EC pair in the browser, converts it to JWK and back, and keeps no key', async ({
    page,
  }) => {
    await page.goto('/keys');
    await expect(page.getByRole('heading', { level: 1, name: 'PEM & JWK Key Pairs' })).toBeVisible();
    await page.getByLabel('Curve').selectOption('P-384');
    await page.getByRole('button', { name: 'Generate key pair' }).click();
    const summary = page.getByLabel('Key and fingerprints');
    await expect(summary).toContainText('EC P-384, private');
    await expect(summary).toContainText(/[0-9a-f]{64}/);
    await expect(page.getByRole('region', { name: 'Private key, SEC1 PEM' })).toContainText(
      '-----BEGIN EC PRIVATE KEY-----',
    );
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    // The private JWK pasted back reads as the same key: the same fingerprints.
    const thumbprint = await summary.locator('code').nth(1).textContent();
    const jwk = await page.getByRole('region', { name: 'Private JWK' }).locator('pre').textContent();
    const privatePem = await page.getByLabel(/^PEM or JWK/).inputValue();
    await page.getByLabel(/^PEM or JWK/).fill(jwk ?? '');
    await expect(page.getByRole('region', { name: 'Private key, PKCS#8 PEM' }).locator('pre')).toHaveText(
      privatePem,
    );
    await expect(summary.locator('code').nth(1)).toHaveText(thumbprint ?? '');

    await page.getByLabel(/^PEM or JWK/).fill('{"kty": "oct", "k": "AA"}');
    await expect(page.getByText(/"oct" and "OKP" keys are not read/)).toBeVisible();
    await expect(page.getByLabel(/^PEM or JWK/)).toHaveValue('{"kty": "oct", "k": "AA"}');

    await page.reload();
    await expect(page.getByLabel('Curve')).toHaveValue('P-384');
    await expect(page.getByLabel(/^PEM or JWK/)).toHaveValue('');
    const kept = await page.evaluate(
      () => JSON.stringify({ ...localStorage, ...sessionStorage }) + location.href,
    );
    expect(kept).not.toContain('PRIVATE KEY');
    expect(kept).not.toContain('"d"');
  });
});
