import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { decodePng } from '@toolbox/core/image/png-decode';
import { expect, signedInTest as test } from '../fixtures';

async function bytesOf(download: Download): Promise<Uint8Array> {
  return new Uint8Array(await readFile((await download.path()) as string));
}

async function downloads(page: Page, count: number, click: () => Promise<void>) {
  const seen: { download: Download; at: number }[] = [];
  const done = new Promise<void>((resolve) => {
    page.on('download', (download) => {
      seen.push({ download, at: Date.now() });
      if (seen.length === count) resolve();
    });
  });
  await click();
  await done;
  return seen;
}

test.describe('OG Image Generator', () => {
  test('previews as you type and downloads each size', async ({ page }) => {
    await page.goto('/og-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'OG Image Generator' })).toBeVisible();
    await expect(page.getByText('22/60')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('Launch week, day one');
    await expect(page.getByText('20/60')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('maxlength', '60');
    await expect(page.getByLabel('Description', { exact: true })).toHaveAttribute('maxlength', '160');
    await page.getByLabel('Template', { exact: true }).selectOption('product');
    await page.getByLabel('Theme', { exact: true }).selectOption('dark');
    await page.reload();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Launch week, day one');
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('dark');
    await expect(
      page.getByRole('img', { name: 'Open Graph image preview: Launch week, day one' }),
    ).toBeVisible();

    for (const [w, h] of [
      [1200, 630],
      [1200, 600],
      [1024, 512],
    ]) {
      const next = page.waitForEvent('download');
      // Enter, not a click: the last download's toast can cover this button, and a pointer over it keeps it open.
      await page.getByRole('button', { name: `Download ${w} × ${h}` }).press('Enter');
      const download = await next;
      expect(download.suggestedFilename()).toBe(`og-image-${w}x${h}.png`);
      const png = decodePng(await bytesOf(download));
      expect([png.width, png.height]).toEqual([w, h]);
    }
    await expect(page.getByText('Download Complete').first()).toBeVisible();
  });

  test('downloads all sizes one by one, and as one zip', async ({ page }) => {
    await page.goto('/og-generator');
    const all = await downloads(page, 3, () =>
      page.getByRole('button', { name: 'Download all', exact: true }).click(),
    );
    expect(all.map((d) => d.download.suggestedFilename())).toEqual([
      'og-image-1200x630.png',
      'og-image-1200x600.png',
      'og-image-1024x512.png',
    ]);
    // The 500 ms spacing itself is checked without a wall clock in web's writeFiles unit test.
    await expect(page.getByText('All Downloads Complete')).toBeVisible();

    const next = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all (.zip)' }).click();
    const zip = await next;
    expect(zip.suggestedFilename()).toBe('og-images.zip');
    const text = Buffer.from(await bytesOf(zip)).toString('latin1');
    expect(text.startsWith('PK\u0003\u0004')).toBe(true);
    for (const name of ['og-image-1200x630.png', 'og-image-1200x600.png', 'og-image-1024x512.png']) {
      expect(text).toContain(name);
    }
  });

  test('validates, shows and removes the logo; copies meta tags', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/og-generator');
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Invalid File Type')).toBeVisible();
    await expect(page.getByText('Please upload an image file (PNG, JPG, or SVG)')).toBeVisible();
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(page.getByText('File Too Large')).toBeVisible();
    await expect(page.getByText('Please upload an image smaller than 2MB')).toBeVisible();

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="#f97316"/></svg>';
    await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await expect(page.getByText('logo.svg')).toBeVisible();
    await page.getByLabel('Logo position', { exact: true }).selectOption('bottom-left');
    await page.getByLabel('Logo size', { exact: true }).selectOption('large');
    const next = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download 1200 × 630' }).click();
    const png = decodePng(await bytesOf(await next));
    // The logo's orange fills the middle of its box: 240 px wide, 40 px from the left and bottom edges.
    const at = (x: number, y: number) =>
      Array.from(png.rgba.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3));
    expect(at(160, 630 - 40 - 120)).toEqual([249, 115, 22]);
    await page.getByRole('button', { name: 'Remove logo.svg' }).click();
    await expect(page.getByText('logo.svg')).toHaveCount(0);

    // No relative og:image: the tags wait for an absolute base URL, and javascript: is refused beside the field.
    await expect(page.getByText(/crawlers ignore a relative og:image/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy meta tags' })).toHaveCount(0);
    const base = page.getByLabel('Image base URL', { exact: true });
    await base.fill('javascript:alert(1)');
    await expect(base).toHaveAttribute('aria-invalid', 'true');
    await base.fill('https://example.com/og');
    await page.getByRole('button', { name: 'Copy meta tags' }).click();
    await expect(page.getByText('Meta Tags Copied')).toBeVisible();
    const copied = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(copied).toContain(
      '<meta property="og:image" content="https://example.com/og/og-image-1200x630.png">',
    );
    expect(copied).toContain(
      '<meta name="twitter:image" content="https://example.com/og/og-image-1200x630.png">',
    );
  });
});
