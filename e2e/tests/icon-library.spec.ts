import { readFile } from 'node:fs/promises';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Icon Library', () => {
  test('finds an icon by a misspelt name, copies its import and JSX, downloads its SVG', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const lucide: string[] = [];
    page.on('response', (response) => {
      const file = /\/assets\/lucide-[^/]+\/([^/]+)$/.exec(new URL(response.url()).pathname)?.[1];
      if (file) lucide.push(file);
    });
    await page.goto('/icon-library');
    await expect(page.getByRole('heading', { level: 1, name: 'Icon Library' })).toBeVisible();
    await expect(page.getByText(/^Found \d{4} icons$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
    // The search index arrives as one file, and only the drawings on screen are fetched, not the whole set.
    expect(lucide).toContain('index.json');
    await expect.poll(() => lucide.includes('house.json')).toBe(true);
    expect(lucide.length).toBeLessThan(200);

    await page.getByPlaceholder(/Search icons/).fill('calender');
    const first = page.getByRole('listbox', { name: 'Icons' }).getByRole('option').first();
    await expect(first).toHaveAttribute('title', 'calendar');
    await first.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Calendar' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy Import' }).click();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(
      "import { Calendar } from 'lucide-react';",
    );
    await page.getByLabel('Size').fill('32');
    await page.getByLabel('Colour').fill('#3b82f6');
    await page.getByRole('button', { name: 'Copy JSX' }).click();
    await expect
      .poll(() => page.evaluate('navigator.clipboard.readText()'))
      .toBe('<Calendar size={32} color="#3b82f6" />');

    const download = page.waitForEvent('download');
    // By keyboard: at 1280x800 the "Copied!" toast sits over this button, and a pointer on it holds the toast (a
    // hovered toast stays), so a click waited there until the test's time ran out.
    await page.getByRole('button', { name: 'Download SVG' }).press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe('calendar.svg');
    const svg = await readFile((await file.path()) as string, 'utf8');
    expect(svg).toContain('width="32"');
    expect(svg).toContain('stroke="#3b82f6"');

    await page.getByPlaceholder(/Search icons/).fill('');
    await page.getByRole('button', { name: 'time' }).click();
    const grid = page.getByRole('listbox', { name: 'Icons' });
    await grid.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  for (const width of [1280, 390]) {
    test(`the Colour field shows all of currentColor at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/icon-library');
      await expect(page.getByRole('heading', { level: 2, name: 'Home' })).toBeVisible();
      const colour = page.getByLabel('Colour');
      await expect(colour).toHaveValue('currentColor');
      const fits = () => colour.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
      expect(await fits()).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`icon-library-${width}.png`), fullPage: true });
    });
  }
});
