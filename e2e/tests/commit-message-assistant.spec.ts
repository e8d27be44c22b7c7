import { expect, signedInTest as test } from '../fixtures';

test.describe('Commit Message Assistant', () => {
  test('auto-generates from a description, regenerates on every field, and copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/commit-message-assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Commit Message Assistant' })).toBeVisible();
    await expect(page.getByText('Describe your changes to generate commit messages.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Commit Type Reference' })).toBeVisible();

    await page.getByLabel('What did you change?').fill('Fixed the token refresh in auth');
    await page.getByRole('button', { name: 'Auto-Generate from Description' }).click();
    await expect(page.getByText('Messages Generated!')).toBeVisible();
    await expect(page.getByLabel('Type')).toHaveValue('fix');
    await expect(page.getByLabel('Scope')).toHaveValue('auth');
    await expect(page.getByLabel('Short Description')).toHaveValue('the token refresh in auth');
    const conventional = page.getByRole('region', { name: 'Conventional commit message' });
    await expect(conventional).toHaveText('fix(auth): the token refresh in auth');

    await page.getByLabel('Related Issues').fill('12, 34');
    await page.getByLabel('Breaking Change').check();
    await page.reload();
    await expect(page.getByLabel('Related Issues')).toHaveValue('12, 34');
    await expect(conventional).toHaveText(
      'fix(auth)!: the token refresh in auth\n\nBREAKING CHANGE: the token refresh in auth\n\nCloses #12, Closes #34',
    );

    await page.getByRole('tab', { name: 'Emoji' }).click();
    await expect(page.getByRole('region', { name: 'Emoji commit message' })).toContainText(
      '🐛 auth: the token refresh in auth',
    );
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Emoji commit message copied to clipboard.')).toBeVisible();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(
      '🐛 auth: the token refresh in auth\n\nBREAKING CHANGE: the token refresh in auth\n\nCloses #12, Closes #34',
    );
  });

  test('the manual fields alone produce all three formats', async ({ page }) => {
    await page.goto('/commit-message-assistant');
    await page.getByLabel('Type').selectOption('docs');
    await page.getByLabel('Short Description').fill('usage');
    await expect(page.getByRole('region', { name: 'Conventional commit message' })).toHaveText('docs: usage');
    await page.getByRole('tab', { name: 'Angular' }).click();
    await expect(page.getByRole('region', { name: 'Angular commit message' })).toHaveText('docs: usage');
    await page.getByLabel('Short Description').fill('');
    await expect(page.getByText('Describe your changes to generate commit messages.')).toBeVisible();
  });
});
