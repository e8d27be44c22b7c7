import { readFile } from 'node:fs/promises';
import { decodePng } from '@toolbox/core/image/png-decode';
import { encodePng } from '@toolbox/core/image/png-encode';
import { expect, test } from '../fixtures';

function screenshot(): Buffer {
  const w = 300;
  const h = 600;
  const px = new Uint8Array(w * h * 4);
  for (let i = 0; i < px.length; i += 4) px.set([22, 163, 74, 255], i);
  return Buffer.from(encodePng(px, w, h));
}

test.describe('Mockup Generator', () => {
  test('needs an image, then frames it and downloads the PNG', async ({ page, user: _user }) => {
    await page.goto('/mockup-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Mockup Generator' })).toBeVisible();
    await page.getByRole('button', { name: /Generate Mockup/ }).click();
    await expect(page.getByText('No Image Selected')).toBeVisible();
    await expect(page.getByText('Please select an image to create a mockup.')).toBeVisible();

    await page.getByLabel('Device frame', { exact: true }).selectOption('ipad-pro');
    await page.reload();
    await expect(page.getByLabel('Device frame', { exact: true })).toHaveValue('ipad-pro');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: screenshot() });
    await page.getByRole('button', { name: /Generate Mockup/ }).click();
    await expect(page.getByText('Mockup Generated')).toBeVisible();
    await expect(page.getByRole('img', { name: 'iPad Pro mockup' })).toBeVisible();

    const next = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const download = await next;
    expect(download.suggestedFilename()).toBe('mockup-ipad-pro.png');
    const png = decodePng(new Uint8Array(await readFile((await download.path()) as string)));
    // 800 x 1000 frame + 100 px padding on each side (shadow on by default).
    expect([png.width, png.height]).toEqual([1000, 1200]);
    const mid = ((600 * 1000 + 500) * 4) as number;
    expect(Array.from(png.rgba.subarray(mid, mid + 3))).toEqual([22, 163, 74]);
  });
});
