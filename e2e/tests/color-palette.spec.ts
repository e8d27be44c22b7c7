import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

const hexToRgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The "Button labels" row's cell for a scheme in the contrast table. */
const buttonsCell = (page: Page, scheme: 'light' | 'dark') =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /background on primary/ }) })
    .locator(`td[data-scheme="${scheme}"]`);

/** What a browser computes for `color: var(--role)` under the exported stylesheet. */
async function computed(page: Page, css: string, role: string, theme?: 'dark' | 'light') {
  await page.setContent(
    `<!doctype html><html${theme ? ` data-theme="${theme}"` : ''}><p id="p">x</p></html>`,
  );
  await page.addStyleTag({ content: `${css}\n#p { color: var(--${role}); }` });
  return page.locator('#p').evaluate((p) => getComputedStyle(p).color);
}

test.describe('Color & Font Pairs', () => {
  test('generate, lock a colour, see its grade and fix it, the sample page in light and dark, export CSS and Tailwind', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/color-palette');
    await expect(page.getByRole('heading', { level: 1, name: 'Color & Font Pairs' })).toBeVisible();
    await page.getByRole('button', { name: 'Export CSS' }).click();
    await expect(page.getByText('Generate a color palette first.')).toBeVisible();

    await page.getByLabel('Palette type').selectOption('triadic');
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect(page.getByRole('button', { name: 'Copy color-1 #3b82f6' })).toBeVisible();
    // Every generated pair passes: no fix offered, each cell graded.
    await expect(page.getByRole('button', { name: /^Fix/ })).toHaveCount(0);
    await expect(buttonsCell(page, 'light')).toContainText(/\d+\.\d\d:1\s*AA/);

    // Lock a colour by typing it: yellow buttons on a near-white page fail, and the fix is one press.
    const primary = page.getByRole('textbox', { name: 'Primary (light)', exact: true });
    await primary.fill('#ffff00');
    await expect(page.getByRole('button', { name: 'Lock primary' })).toHaveAttribute('aria-pressed', 'true');
    await expect(buttonsCell(page, 'light')).toContainText('Fail');
    await page.getByRole('textbox', { name: 'Base color', exact: true }).fill('#e11d48');
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect(primary).toHaveValue('#ffff00');
    await buttonsCell(page, 'light')
      .getByRole('button', { name: /^Fix: primary #[0-9a-f]{6}$/ })
      .click();
    await expect(buttonsCell(page, 'light')).not.toContainText('Fail');
    const fixed = await primary.inputValue();
    expect(fixed).not.toBe('#ffff00');

    // The sample page paints the roles: light, then dark.
    const sample = page.getByRole('region', { name: 'Sample page, light' });
    await expect(sample.getByText('Get started')).toHaveCSS('background-color', hexToRgb(fixed));
    await page.getByRole('button', { name: 'Dark', exact: true }).click();
    const dark = page.getByRole('region', { name: 'Sample page, dark' });
    const darkBackground = await page
      .getByRole('textbox', { name: 'Background (dark)', exact: true })
      .inputValue();
    await expect(dark).toHaveCSS('background-color', hexToRgb(darkBackground));

    await page.getByRole('button', { name: 'Export Tailwind' }).click();
    await expect(page.getByText('Tailwind theme copied to clipboard.')).toBeVisible();
    const tailwind = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(tailwind).toContain('@theme inline {\n  --color-text: var(--text);');
    const pending = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download palette.css' }).click();
    const download = await pending;
    expect(download.suggestedFilename()).toBe('palette.css');
    const css = await readFile((await download.path()) as string, 'utf8');

    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    // The exported variables as Chromium reads them: light by default, dark by data-theme or by the system.
    const probe = await context.newPage();
    expect(await computed(probe, css, 'primary')).toBe(hexToRgb(fixed));
    expect(await computed(probe, css, 'background', 'dark')).toBe(hexToRgb(darkBackground));
    await probe.emulateMedia({ colorScheme: 'dark' });
    expect(await computed(probe, css, 'background')).toBe(hexToRgb(darkBackground));
    expect(await computed(probe, css, 'primary', 'light')).toBe(hexToRgb(fixed));
    await probe.close();
  });

  test('a font pair is shown in its own face on the sample page', async ({ page }) => {
    await page.goto('/color-palette');
    await page.getByRole('button', { name: /^Generate/ }).click();
    await page.getByRole('radio', { name: /Classic/ }).check();
    const heading = page
      .getByRole('region', { name: 'Sample page, light' })
      .getByText('Design that speaks for itself');
    await expect(heading).toHaveCSS('font-family', /Merriweather/);
    // The face really loaded (shipped with the app), not a fallback.
    expect(await page.evaluate(() => document.fonts.check('700 16px Merriweather'))).toBe(true);
  });
});
