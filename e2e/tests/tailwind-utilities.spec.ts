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
});
