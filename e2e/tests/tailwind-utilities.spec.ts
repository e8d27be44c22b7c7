import { readFile } from 'node:fs/promises';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Tailwind Utilities', () => {
  test('optimizer, responsive helper, extractor and config generator', async ({ page }) => {
    await page.goto('/tailwind-utilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Tailwind Utilities' })).toBeVisible();
    await page.getByLabel('Tailwind classes').fill('rounded p-4 p-2 text-white flex flex');
    await page.getByRole('button', { name: /Optimize Classes/ }).click();
    await expect(page.getByLabel('Optimized classes')).toHaveText('flex p-4 text-white rounded');
    await expect(page.getByRole('region', { name: 'Removed classes' })).toContainText(
      "p-2: never applies: p-4 comes later in Tailwind's stylesheet",
    );

    await page.getByRole('tab', { name: 'Responsive Helper' }).click();
    await page.getByLabel('Base classes (all widths)').fill('grid-cols-1');
    await page.getByLabel('lg (≥ 1024px)').fill('grid-cols-3');
    await expect(page.getByLabel('Responsive classes')).toHaveText('grid-cols-1 lg:grid-cols-3');

    await page.getByRole('tab', { name: 'Color Extractor' }).click();
    await page.getByLabel('Tailwind config').fill('@theme { --color-brand: #e11d48; }');
    await page.getByRole('button', { name: /Extract Colors/ }).click();
    await expect(page.getByRole('list', { name: 'Extracted colors' })).toContainText('#e11d48');
    await page.getByLabel('Tailwind config').fill('not a config');
    await page.getByRole('button', { name: /Extract Colors/ }).click();
    await expect(page.getByText('Please enter a valid Tailwind config')).toBeVisible();

    await page.getByRole('tab', { name: 'Config Generator' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('tailwind.config.js');
    const source = await readFile((await file.path()) as string, 'utf8');
    const config = (await import(`data:text/javascript,${encodeURIComponent(source)}`)).default;
    expect(config.theme.extend.colors.primary['500']).toBe('#3b82f6');
  });

  // Issue 81 (30): a real arbitrary property made the classes table 426 px wide on a 390 px phone, and the page
  // scrolled sideways. Each tab at a phone's width, the responsive table with that class in it.
  test('fits a 390 px phone on every tab, the responsive table with a long arbitrary class too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/tailwind-utilities');
    await expect(page.getByRole('heading', { level: 1, name: 'Tailwind Utilities' })).toBeVisible();
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const tab of ['Class Optimizer', 'Responsive Helper', 'Color Extractor', 'Config Generator']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(await pageWidth(), tab).toBeLessThanOrEqual(390);
    }
    await page.getByRole('tab', { name: 'Responsive Helper' }).click();
    await page.getByLabel('Base classes (all widths)').fill('grid grid-cols-1 gap-2');
    await page
      .getByLabel('xl (≥ 1280px)')
      .fill('[mask-image:linear-gradient(to_bottom,black_60%,transparent)]');
    const table = page.getByRole('table', { name: 'Classes in force at each width' });
    await expect(table).toContainText('[mask-image:linear-gradient(to_bottom,black_60%,transparent)]');
    expect(await pageWidth()).toBeLessThanOrEqual(390);
    expect((await table.boundingBox())?.width).toBeLessThanOrEqual(390);
  });
});
