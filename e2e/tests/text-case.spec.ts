import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Case and count', () => {
  test('a list of column names in every case, the counts beside; blank text is named and kept', async ({
    page,
  }) => {
    await page.goto('/text-case');
    await expect(page.getByRole('heading', { level: 1, name: 'Case and count' })).toBeVisible();
    const text = page.getByRole('textbox', { name: 'Names or text' });
    await text.fill('user_id\ncreated_at');
    const cases = page.getByLabel('Cases', { exact: true });
    await expect(cases).toContainText('USER_ID');
    await expect(cases).toContainText('user-id');
    await expect(page.getByLabel('Counts', { exact: true })).toContainText('Words2');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await text.fill('   ');
    await expect(page.getByText('Please enter some text.')).toBeVisible();
    await expect(text).toHaveValue('   ');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
