import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('XML Formatter & XPath', () => {
  test('formats a pasted document, and names the line of a broken one', async ({ page }) => {
    await page.goto('/xml');
    await expect(page.getByRole('heading', { level: 1, name: 'XML Formatter & XPath' })).toBeVisible();
    await page.getByLabel('XML document').fill('<feed><entry><title>e2e</title></entry></feed>');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByText('<title>e2e</title>').last()).toBeVisible();
    await page.getByLabel('XML document').fill('<feed>\n<entry></feed>');
    await page.getByRole('button', { name: 'Format', exact: true }).click();
    await expect(page.getByText(/unexpected close tag \(line 2, column \d+\)/).first()).toBeVisible();
    await expect(page.getByLabel('XML document')).toHaveValue('<feed>\n<entry></feed>');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
