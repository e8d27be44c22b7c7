import type { Page } from '@playwright/test';
import { seriousViolations, TOASTS } from '../axe';
import { expect, signedInTest, test } from '../fixtures';
import { faintSelectedTabs } from '../walk/layout';

// The signed-in pages, the palette and every tool route are checked in walk.spec.ts, on one sign-in per worker.

test('the axe check reports serious and critical violations in the page and inside a sandboxed frame', async ({
  page,
}) => {
  await page.setContent(
    `<main><p style="color:#aaa;background:#fff">faint</p><img src="x.png"><button></button>
    <iframe title="inner" sandbox="allow-scripts" srcdoc="<p style='color:#bbb;background:#fff'>faint in frame</p><img src='y.png'><a href='#'></a>"></iframe></main>`,
  );
  await expect(page.frameLocator('iframe').getByText('faint in frame')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([
    { id: 'button-name', impact: 'critical', nodes: ['button'] },
    { id: 'color-contrast', impact: 'serious', nodes: ['p', 'iframe p'] },
    { id: 'document-title', impact: 'serious', nodes: ['html'] },
    { id: 'html-has-lang', impact: 'serious', nodes: ['html'] },
    { id: 'image-alt', impact: 'critical', nodes: ['img', 'iframe img'] },
    { id: 'link-name', impact: 'serious', nodes: ['iframe a'] },
  ]);
  // Left out by `exclude`, as the shell is on tool pages.
  expect((await seriousViolations(page, { exclude: ['iframe', 'img'] })).map((v) => v.id)).toEqual([
    'button-name',
    'color-contrast',
    'document-title',
    'html-has-lang',
  ]);
  // Without frames (one run in the page), after a navigation (axe injected again). Label in name (WCAG 2.5.3), an
  // experimental rule in axe, is checked too: a button whose aria-label leaves out the words it shows, as the
  // FileDrop and download buttons once did, is reported; one whose name holds them is not.
  await page.setContent(
    `<html lang="en"><title>t</title><main><img src="x.png">
    <button aria-label="Logo image">Click to upload</button><button aria-label="Download 1200 × 630 PNG">PNG</button></main></html>`,
  );
  expect(await seriousViolations(page)).toEqual([
    { id: 'image-alt', impact: 'critical', nodes: ['img'] },
    { id: 'label-content-name-mismatch', impact: 'serious', nodes: ['button[aria-label="Logo image"]'] },
  ]);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(`localStorage.setItem('dev-toolbox-theme', '${theme}')`);
    });

    test('/auth has no serious or critical violations', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // In dark, the selected Sign In / Sign Up tab stands out from its list (it was a faint tint, 1.13:1); the
      // light theme marks it with a shadow on white, which this luminance check does not measure.
      if (theme === 'dark') expect(await faintSelectedTabs(page)).toEqual([]);
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

/** Holds `toast` on screen (sonner pauses its timer while the pointer is on it) and checks the toasts alone. */
async function toastViolations(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByText(text, { exact: true }).hover();
  return seriousViolations(page, { only: [TOASTS] });
}

// Every other axe run leaves the toasts out (axe.ts): here they are checked on their own, a success and an error.
for (const theme of ['light', 'dark'] as const) {
  signedInTest(
    `a success toast and an error toast have no serious or critical violations in ${theme}`,
    async ({ page }) => {
      await page.addInitScript(`localStorage.setItem('dev-toolbox-theme', '${theme}')`);
      await page.goto('/dev-utilities');
      await page.getByRole('button', { name: 'Generate Password' }).click();
      await page.getByRole('button', { name: 'Copy password' }).click();
      expect(await toastViolations(page, 'Copied!'), 'success').toEqual([]);
      await page.goto('/mockup-generator');
      await page.getByRole('button', { name: 'Generate Mockup' }).click();
      expect(await toastViolations(page, 'No Image Selected'), 'error').toEqual([]);
    },
  );
}
