import { readFile } from 'node:fs/promises';
import { decodePng } from '@toolbox/core/image/png-decode';
import { encodePng } from '@toolbox/core/image/png-encode';
import { runMockupSizes } from '@toolbox/core/tools/mockup-generator';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

/** A solid-colour capture with a darker header band, as a page screenshot is. */
function capture(w: number, h: number, rgb: [number, number, number]): Buffer {
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const color = y < h / 12 ? rgb.map((c) => c >> 1) : rgb;
    for (let x = 0; x < w; x++) px.set([...color, 255], (y * w + x) * 4);
  }
  return Buffer.from(encodePng(px, w, h));
}

function screenshot(): Buffer {
  const w = 300;
  const h = 600;
  const px = new Uint8Array(w * h * 4);
  for (let i = 0; i < px.length; i += 4) px.set([22, 163, 74, 255], i);
  return Buffer.from(encodePng(px, w, h));
}

/** A 200x1200 page capture: a red header band (rows 0-59) over grey. */
function tallScreenshot(): Buffer {
  const w = 200;
  const h = 1200;
  const px = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const color = y < 60 ? [220, 38, 38, 255] : [200, 200, 200, 255];
    for (let x = 0; x < w; x++) px.set(color, (y * w + x) * 4);
  }
  return Buffer.from(encodePng(px, w, h));
}

test.describe('Mockup Generator', () => {
  test('needs an image, then frames it and downloads the PNG', async ({ page }) => {
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

  test("keeps a tall screenshot's header (fill and fit), and exports at 2x", async ({ page }) => {
    await page.goto('/mockup-generator');
    await page.getByLabel('Device frame').selectOption('iphone-14-pro');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'long.png', mimeType: 'image/png', buffer: tallScreenshot() });
    await page.getByRole('button', { name: /Generate Mockup/ }).click();
    await expect(page.getByRole('img', { name: 'iPhone 14 Pro mockup' })).toBeVisible();

    async function download(name: string) {
      const next = page.waitForEvent('download');
      await page.getByRole('button', { name: /^Download PNG/ }).click();
      const file = await next;
      expect(file.suggestedFilename()).toBe(name);
      const png = decodePng(new Uint8Array(await readFile((await file.path()) as string)));
      const at = (x: number, y: number) =>
        Array.from(png.rgba.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3));
      return { png, at };
    }
    // The iPhone's screen starts 18 px into the 400x800 frame, which has 100 px padding (shadow on); the
    // band is sampled at frame y 40, left of the camera cut-out.
    const top = await download('mockup-iphone-14-pro.png');
    expect([top.png.width, top.png.height]).toEqual([600, 1000]);
    expect(top.at(100 + 100, 100 + 40)).toEqual([220, 38, 38]);

    // Fit: the whole 1:6 capture, 127 px wide in the middle of the screen (sampled above the camera, at
    // frame y 25); the preview and its download follow the setting.
    await page.getByLabel('Screenshot fit').selectOption('fit');
    await expect
      .poll(async () => (await download('mockup-iphone-14-pro.png')).at(100 + 100, 100 + 400))
      .toEqual([0, 0, 0]);
    const fit = await download('mockup-iphone-14-pro.png');
    expect(fit.at(100 + 200, 100 + 25)).toEqual([220, 38, 38]);

    await page.getByLabel('Export size').selectOption('2');
    await expect(page.getByRole('button', { name: 'Download PNG (2x)' })).toBeVisible();
    const twice = await download('mockup-iphone-14-pro@2x.png');
    expect([twice.png.width, twice.png.height]).toEqual([1200, 2000]);
    expect(twice.at((100 + 200) * 2, (100 + 25) * 2)).toEqual([220, 38, 38]);
  });

  test('two screenshots in their own frames, on a gradient, tilted: the download is the preview', async ({
    page,
  }, testInfo) => {
    // Three uploads' worth of drawing, two axe passes and two full-page screenshots.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/mockup-generator');
    const files = page.locator('input[type="file"]');
    await files.nth(0).setInputFiles({
      name: 'desktop.png',
      mimeType: 'image/png',
      buffer: capture(1280, 800, [22, 163, 74]),
    });
    await page.getByLabel('Device frame', { exact: true }).selectOption('laptop-notch');
    await expect(page.getByText('Screenshot 2 (optional)')).toBeVisible();
    await files
      .nth(1)
      .setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: capture(390, 844, [37, 99, 235]) });
    await page.getByLabel('Frame for screenshot 2').selectOption('phone-island');
    await page.getByLabel('Arrangement').selectOption('overlap');
    await page.getByLabel('Background', { exact: true }).selectOption('ocean');
    await page.getByLabel('Tilt: 0°').fill('15');
    await expect(page.getByText('Right side away')).toBeVisible();
    await page.getByLabel('Corner radius: 0 px').fill('32');
    await page.getByRole('button', { name: /Generate Mockup/ }).click();
    const preview = page.getByRole('img', { name: 'Laptop with notch and Phone with camera island mockup' });
    await expect(preview).toBeVisible();

    const next = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const download = await next;
    expect(download.suggestedFilename()).toBe('mockup-laptop-notch+phone-island.png');
    const png = decodePng(new Uint8Array(await readFile((await download.path()) as string)));
    const [size] = runMockupSizes({
      device: 'laptop-notch',
      extraDevices: ['phone-island'],
      arrangement: 'overlap',
      shadow: 'medium',
      count: 2,
    });
    expect([png.width, png.height]).toEqual([size!.width, size!.height]);
    const at = (x: number, y: number) =>
      Array.from(png.rgba.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4));
    // Rounded corners, transparent; both screenshots' colours are on their screens.
    expect(at(0, 0)[3]).toBe(0);
    const colours = new Set<string>();
    for (let y = 0; y < png.height; y += 7)
      for (let x = 0; x < png.width; x += 7) colours.add(at(x, y).join());
    expect(colours.has('22,163,74,255')).toBe(true);
    expect(colours.has('37,99,235,255')).toBe(true);
    // The preview's canvas holds the same pixels as the file.
    const samples = [
      [png.width >> 1, png.height >> 1],
      [400, 400],
      [png.width - 300, png.height - 300],
      [40, png.height >> 1],
    ] as const;
    const shown = await preview.evaluate(
      (canvas, points) =>
        points.map(([x, y]) =>
          Array.from((canvas as HTMLCanvasElement).getContext('2d')!.getImageData(x, y, 1, 1).data),
        ),
      samples,
    );
    expect(shown).toEqual(samples.map(([x, y]) => at(x, y)));

    await page.screenshot({ path: testInfo.outputPath('mockup-1280.png'), fullPage: true });
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('mockup-390.png'), fullPage: true });
    // Nothing sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
