import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Number base', () => {
  test('0x1F in every base, then -1 as 16 bits; a bad digit is named and the text kept', async ({ page }) => {
    await page.goto('/number-base');
    await expect(page.getByRole('heading', { level: 1, name: 'Number base' })).toBeVisible();
    const number = page.getByLabel('Number', { exact: true });
    await number.fill('0x1F');
    const bases = page.getByLabel('Bases', { exact: true });
    await expect(bases).toContainText('11111');
    await expect(bases).toContainText('31');
    await number.fill('-1');
    await page.getByLabel('Width in bits').fill('16');
    const bits = page.getByLabel('16-bit pattern', { exact: true });
    await expect(bits).toContainText('1111111111111111');
    await expect(bits).toContainText('65535');
    await expect(bits).toContainText('ff ff');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await number.fill('0b102');
    await expect(page.getByText('Character 5, "2", is not a base-2 digit.')).toBeVisible();
    await expect(number).toHaveValue('0b102');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
