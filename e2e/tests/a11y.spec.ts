import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

// The signed-in pages, the palette and every tool route are checked in walk.spec.ts, on one sign-in per worker.

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

    test('the password reset request and an expired reset link have no serious or critical violations', async ({
      page,
    }) => {
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByText('Email is required.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(
        '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      );
      await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
