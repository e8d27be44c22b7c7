import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Basic Auth & Data URI', () => {
  test('builds a header, turns a dropped file into a data URI and reads one back', async ({ page }) => {
    await page.goto('/basic-auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Basic Auth & Data URI' })).toBeVisible();
    await page.getByLabel('User-id').fill('Aladdin');
    await page.getByLabel(/^Password/).fill('open sesame');
    await expect(page.getByLabel('Header', { exact: true })).toContainText(
      'Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==',
    );
    await page.locator('input[type=file]').setInputFiles({
      name: 'note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByLabel('Data URI', { exact: true })).toContainText(
      'data:text/plain;charset=utf-8;base64,aGVsbG8=',
    );
    await page.getByLabel('Data URI to decode').fill('data:,A%20brief%20note');
    await expect(page.getByLabel('Decoded data URI')).toContainText('12 bytes');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
    await page.getByLabel('User-id').fill('a:b');
    await expect(page.getByText(/may not contain a colon/)).toBeVisible();
    await expect(page.getByLabel('User-id')).toHaveValue('a:b');
  });
});
