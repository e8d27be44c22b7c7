import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('ULID Generator & Decoder', () => {
  test('generates ULIDs, decodes one and a UUID, and marks a bad one', async ({ page }) => {
    await page.goto('/ulid');
    await expect(page.getByRole('heading', { level: 1, name: 'ULID Generator & Decoder' })).toBeVisible();
    await page.getByLabel(/Quantity/).fill('3');
    await page.getByRole('button', { name: /Generate ULIDs/ }).click();
    const ids = page.getByRole('list', { name: 'Generated ULIDs' }).getByRole('button');
    await expect(ids).toHaveCount(3);
    await ids.first().click();
    await expect(page.getByLabel('Decoded ULID')).toContainText(new Date().toISOString().slice(0, 10));
    const field = page.getByLabel(/ULID or UUID to decode/);
    await field.fill('C232AB00-9414-11EC-B3C8-9F6BDECED846');
    await expect(page.getByLabel('Decoded UUID')).toContainText('2022-02-22T19:22:22.000Z');
    await expect(page.getByLabel('Decoded UUID')).toContainText('9f:6b:de:ce:d8:46');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
    await field.fill('not-a-uuid');
    await expect(page.getByText(/A UUID is 32 hex digits/)).toBeVisible();
    await expect(field).toHaveValue('not-a-uuid');
  });
});
