import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('chmod calculator', () => {
  test('-rwxr-x--- reads as 0750; ticking setuid writes 4750; a bad mode is named and kept', async ({
    page,
  }) => {
    await page.goto('/chmod');
    await expect(page.getByRole('heading', { level: 1, name: 'chmod calculator' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Mode', exact: true });
    await input.fill('-rwxr-x---');
    const written = page.getByRole('definition').filter({ hasText: /^0750$/ });
    await expect(written).toBeVisible();
    await page.getByLabel('setuid').check();
    await expect(input).toHaveValue('4750');
    await expect(page.getByText('-rwsr-x---')).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await input.fill('u+q');
    await expect(page.getByText('Character 3, "q", is not part of a mode')).toBeVisible();
    await expect(input).toHaveValue('u+q');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
