import { expect, signedInTest as test } from '../fixtures';

test.describe('Color & Font Pairs', () => {
  test('generate, export, choose a font pair shown in its own face', async ({ page }) => {
    await page.goto('/color-palette');
    await expect(page.getByRole('heading', { level: 1, name: 'Color & Font Pairs' })).toBeVisible();
    await page.getByRole('button', { name: 'Export CSS' }).click();
    await expect(page.getByText('Generate a color palette first.')).toBeVisible();

    await page.getByLabel('Palette type').selectOption('complementary');
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect(page.getByRole('button', { name: 'Copy primary #3b82f6' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Colors' }).first().getByRole('listitem')).toHaveCount(6);
    await page.getByRole('button', { name: 'Export Tailwind' }).click();
    await expect(page.getByText('Config Exported')).toBeVisible();

    await page.getByRole('radio', { name: /Classic/ }).check();
    const heading = page
      .getByRole('region', { name: 'Live UI preview' })
      .getByText('Design that speaks for itself');
    await expect(heading).toHaveCSS('font-family', /Merriweather/);
    // The face really loaded (shipped with the app), not a fallback.
    expect(await page.evaluate(() => document.fonts.check('700 16px Merriweather'))).toBe(true);
  });
});
