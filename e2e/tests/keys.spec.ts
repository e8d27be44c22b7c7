import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Key Pairs', () => {
  test('generates from typed text', async ({ page }) => {
    await page.goto('/keys');
    await expect(page.getByRole('heading', { level: 1, name: 'Key Pairs' })).toBeVisible();
    await page.getByLabel('Text').fill('hello from e2e');
    await page.getByRole('button', { name: /Generate/ }).click();
    await expect(page.getByText('hello from e2e').last()).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
