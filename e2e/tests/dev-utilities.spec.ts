import { expect, signedInTest as test } from '../fixtures';

test.describe('Developer Utilities', () => {
  test('generators: UUID v7, slug and a password of the spec’s set', async ({ page }) => {
    await page.goto('/dev-utilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Dev Utilities' })).toBeVisible();
    await page.getByLabel('Version').selectOption('v7');
    await page.getByRole('button', { name: 'Generate UUID' }).click();
    await expect(page.getByLabel('UUID', { exact: true })).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    await page.getByLabel('Text to slugify').fill('  Hello, World_again!  ');
    await expect(page.getByLabel('Slug', { exact: true })).toHaveText('hello-world-again');
    await page.getByRole('button', { name: 'Generate Password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveText(/^[A-Za-z0-9!@#$%^&*]{16}$/);
    await page.getByRole('button', { name: 'Copy password' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
  });

  test('converters: Base64 round trip and a verified webhook signature', async ({ page }) => {
    await page.goto('/dev-utilities');
    await page.getByRole('tab', { name: 'Converters' }).click();
    await page.getByLabel('Base64 input').fill('héllo');
    await page.getByRole('button', { name: 'Encode' }).click();
    await expect(page.getByLabel('Base64 result')).toHaveText('aMOpbGxv');
    await page.getByLabel('Base64 input').fill('not base64!');
    await page.getByRole('button', { name: 'Decode' }).click();
    await expect(page.getByText('Invalid Base64 string')).toBeVisible();

    await page.getByLabel('Payload (raw request body)').fill('what do ya want for nothing?');
    await page.getByLabel('Secret').fill('Jefe');
    await page.getByRole('button', { name: 'Sign Payload' }).click();
    await expect(page.getByLabel('Signature header', { exact: true })).toHaveText(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    await page.getByLabel('Received signature (optional)').fill('sha256=0000');
    await page.getByRole('button', { name: 'Verify Signature' }).click();
    await expect(page.getByText('Signature does not match')).toBeVisible();
  });

  test('validators, formatters and colours', async ({ page }) => {
    await page.goto('/dev-utilities');
    await page.getByRole('tab', { name: 'Validators' }).click();
    await page.getByLabel('Email address').fill('ada@example.com');
    await page.getByRole('button', { name: 'Validate Email' }).click();
    await expect(page.getByRole('status')).toHaveText('Valid email address');

    await page.getByRole('tab', { name: 'Formatters' }).click();
    await page.getByLabel('JSON input').fill('{"a":1,}');
    await page.getByRole('button', { name: 'Format JSON' }).click();
    await expect(page.getByText(/Invalid JSON string: .* line 1, column 8/)).toBeVisible();

    await page.getByRole('tab', { name: 'Colors' }).click();
    await expect(page.getByText('3.68:1')).toBeVisible();
    await page.getByLabel('Text color', { exact: true }).fill('#777777');
    await expect(page.getByText('4.48:1')).toBeVisible();
    await page.getByRole('button', { name: 'Export CSS' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
  });
});
