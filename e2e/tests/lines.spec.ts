import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Lines & Lorem Ipsum', () => {
  test('sorts, dedupes and joins a list as typed; lorem ipsum on its tab; a bad separator named, the list kept', async ({
    page,
  }) => {
    await page.goto('/lines');
    await expect(page.getByRole('heading', { level: 1, name: 'Lines & Lorem Ipsum' })).toBeVisible();
    const items = page.getByRole('textbox', { name: 'Items, one a line' });
    await items.fill('file10\nfile2\nfile2\nFile1');
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result).toHaveText('File1\nfile2\nfile10');
    await page.getByLabel('Join with').fill(', ');
    await expect(result).toHaveText('File1, file2, file10');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await page.getByLabel('Split on').fill('');
    await expect(page.getByText('The separator cannot be empty.')).toBeVisible();
    await expect(items).toHaveValue('file10\nfile2\nfile2\nFile1');

    await page.getByRole('tab', { name: 'Lorem ipsum' }).click();
    await expect(page.getByRole('region', { name: 'Placeholder text' })).toContainText(
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit.',
    );
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
