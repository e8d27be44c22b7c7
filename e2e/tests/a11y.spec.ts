import { seriousViolations } from '../axe';
import { createUser, expect, signIn, test } from '../fixtures';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(`localStorage.setItem('dev-toolbox-theme', '${theme}')`);
    });

    test('/auth has no serious or critical violations', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Email is required.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the signed-in pages have no serious or critical violations', async ({ page, stack }) => {
      await signIn(page, await createUser(stack, `a11y-${theme}`));
      for (const [path, heading] of [
        ['/', 'Your developer toolbox'],
        ['/profile', 'Profile'],
        ['/does-not-exist', '404'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('the command palette has no serious or critical violations', async ({ page, stack }) => {
      await signIn(page, await createUser(stack, `a11y-palette-${theme}`));
      await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog', { name: 'Search tools' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
