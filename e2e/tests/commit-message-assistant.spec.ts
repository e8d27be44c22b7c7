import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
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

  // Issue 82 (6): Auto-Generate wrote a 97-character header its own lint refused (sentence-case, length).
  test('Auto-Generate writes a long description as a short header its lint passes and a body', async ({
    page,
  }) => {
    await page.goto('/commit-message-assistant');
    await page
      .getByLabel('What did you change?')
      .fill(
        'Fixed HMR so that import.meta.hot.invalidate works in virtual modules; it used to do a full reload',
      );
    await page.getByRole('button', { name: 'Auto-Generate from Description' }).click();
    await expect(page.getByLabel('Short Description')).toHaveValue(
      'fix HMR so that import.meta.hot.invalidate works in virtual modules',
    );
    await expect(page.getByLabel('Body (optional)')).toHaveValue('It used to do a full reload.');
    await expect(page.getByRole('region', { name: 'Conventional commit message' })).toHaveText(
      'fix: fix HMR so that import.meta.hot.invalidate works in virtual modules\n\nIt used to do a full reload.',
    );
    const lint = page.getByTestId('header-lint');
    await expect(lint).toContainText('Header 72/100');
    await expect(lint).toContainText('✓ Passes lint.');
    await expect(page.getByText('The lint still refuses this header')).toHaveCount(0);
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
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

  // Issue 81 (30): with the "Messages Generated!" toast up, Tab from the toast went back to the page's last control
  // (sonner sends focus back where it came from), round and round, and never came back to the start of the page.
  test('Tab goes on past the toast to the start of the page, never back into the page', async ({ page }) => {
    await page.goto('/commit-message-assistant');
    await page.getByLabel('What did you change?').fill('Fixed the token refresh in auth');
    await page.getByRole('button', { name: 'Auto-Generate from Description' }).click();
    const toast = page.getByRole('listitem').filter({ hasText: 'Messages Generated!' });
    await expect(toast).toBeVisible();
    const lastOnPage = page.getByRole('region', { name: 'Conventional commit message' });
    const skipLink = page.getByRole('link', { name: 'Skip to content' });

    await lastOnPage.focus();
    await page.keyboard.press('Tab');
    await expect(toast).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Close toast' })).toBeFocused();
    await page.keyboard.press('Tab');
    // Past the toast is the browser's own UI, then the start of the page.
    const focused = () =>
      page.evaluate(() => {
        const at = document.activeElement;
        return at === document.body ? 'the browser' : `${at?.tagName} ${at?.getAttribute('aria-label')}`;
      });
    expect(await focused()).toBe('the browser');
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();

    // The whole cycle, from the start back to it, in no more stops than the page has things to focus (a trap never
    // comes back; the sidebar's length grows with the registry).
    const focusable = await page
      .locator('a[href], button:not([disabled]), input, textarea, select, [tabindex="0"]')
      .count();
    let stops = 0;
    do {
      await page.keyboard.press('Tab');
      stops += 1;
    } while (stops <= focusable + 2 && !(await skipLink.evaluate((link) => link === document.activeElement)));
    expect(stops).toBeLessThanOrEqual(focusable + 2);
  });
});
