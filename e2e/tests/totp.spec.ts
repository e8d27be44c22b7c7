import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('TOTP & HOTP', () => {
  test('makes a secret, shows its code, URI and QR code, verifies, and keeps the secret out of storage', async ({
    page,
  }) => {
    await page.goto('/totp');
    await expect(page.getByRole('heading', { level: 1, name: 'TOTP & HOTP' })).toBeVisible();
    await page.getByRole('button', { name: /New random secret/ }).click();
    const secret = await page.getByLabel(/Secret \(base32\)/).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = (await page.getByLabel('Current code').textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await expect(page.getByAltText(/QR code of the otpauth/)).toBeVisible();
    await page.getByLabel('Code to verify').fill(code);
    await expect(page.getByText(/^Valid \(/)).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(secret);
    expect(page.url()).not.toContain(secret);
    await page.getByLabel(/Secret \(base32\)/).fill('JBSWY3DPEHPK3PX1');
    await expect(page.getByRole('alert').filter({ hasText: 'is not a base32 character' })).toBeVisible();
    await expect(page.getByLabel(/Secret \(base32\)/)).toHaveValue('JBSWY3DPEHPK3PX1');
  });
});
