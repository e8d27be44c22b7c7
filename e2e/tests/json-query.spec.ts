import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('JSONPath & jq', () => {
  test('runs a JSONPath query on a pasted document', async ({ page }) => {
    await page.goto('/json-query');
    await expect(page.getByRole('heading', { level: 1, name: 'JSONPath & jq' })).toBeVisible();
    await page.getByLabel('JSON document').fill('{"a":["hello from e2e"]}');
    await page.getByRole('button', { name: /Run/ }).click();
    await expect(page.getByText('"hello from e2e"').last()).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
