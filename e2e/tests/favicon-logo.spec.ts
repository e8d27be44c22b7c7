// The favicon set from a real logo (cli/test/fixtures/logos, see SOURCES.md), as a user makes it: upload, crop and
// pad, pick each platform's background, download the zip; and favicon.svg's dark rule, drawn by Chromium itself.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { decodePng } from '@toolbox/core/image/png-decode';
import { FAVICON_FILES, FAVICON_SNIPPET_FILE } from '@toolbox/core/tools/favicon-maker';
import { seriousViolations } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { unzip } from '../zip';

const LOGOS = join(import.meta.dirname, '..', '..', 'cli', 'test', 'fixtures', 'logos');

const bytesOf = async (download: Download) =>
  new Uint8Array(await readFile((await download.path()) as string));

function pixel(image: { width: number; rgba: Uint8Array }, x: number, y: number) {
  const i = (y * image.width + x) * 4;
  return Array.from(image.rgba.subarray(i, i + 4));
}

async function upload(page: Page, logo: string) {
  await page.locator('input[type="file"]').setInputFiles(join(LOGOS, logo));
  await expect(page.getByText(logo, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `Favicon preview: ${logo}` })).toBeVisible();
}

test.describe('Favicon & Logo Maker: from your logo', () => {
  // Each renders the whole set, runs axe twice and takes two full-page screenshots.
  test.describe.configure({ timeout: 120_000 });

  for (const theme of ['light', 'dark'] as const) {
    test(`upload, pad, pick backgrounds and download the set (${theme} theme)`, async ({ page }) => {
      await page.addInitScript(`localStorage.setItem('dev-toolbox-theme', '${theme}')`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/favicon-maker');
      await expect(page.getByRole('heading', { level: 1, name: 'Favicon & Logo Maker' })).toBeVisible();

      await page.locator('input[type="file"]').setInputFiles({
        name: 'anim.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await expect(page.getByText('Invalid File Type')).toBeVisible();
      await expect(page.getByText('Please upload an image file (PNG, JPG, or SVG)')).toBeVisible();

      await upload(page, 'vite.svg');
      await expect(page.getByLabel('Text', { exact: true })).toHaveCount(0);
      await page.getByLabel('Padding: 4%').fill('10');
      await expect(page.getByLabel('Padding: 10%')).toHaveValue('10');
      await page.getByLabel('Shape', { exact: true }).selectOption('square');
      await page.getByLabel('Browser tab background: transparent').uncheck();
      const tabColour = page.getByRole('textbox', { name: 'Browser tab background colour', exact: true });
      await tabColour.fill('#0f172a');
      await page.getByRole('textbox', { name: 'Apple touch icon background', exact: true }).fill('#fde68a');
      await expect(
        page.getByRole('img', { name: 'Apple touch icon preview, as iOS rounds it' }),
      ).toBeVisible();
      await expect(page.getByRole('img', { name: /Maskable icon preview/ })).toBeVisible();
      await expect(page.getByText('<meta name="apple-mobile-web-app-title" content="vite">')).toBeVisible();

      const next = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download all (.zip)' }).click();
      const zip = await next;
      expect(zip.suggestedFilename()).toBe('favicons.zip');
      const entries = unzip(await bytesOf(zip));
      expect([...entries.keys()]).toEqual([...FAVICON_FILES, FAVICON_SNIPPET_FILE]);
      const png = (name: string) => decodePng(new Uint8Array(entries.get(name)!));
      // The tab icon on the chosen square background, the logo 10% in from each side.
      const tab = png('favicon-48x48.png');
      expect(pixel(tab, 0, 0)).toEqual([15, 23, 42, 255]);
      expect(pixel(tab, 3, 24)).toEqual([15, 23, 42, 255]);
      // Apple's icon: opaque, its own colour; Android's: still transparent.
      expect(pixel(png('apple-touch-icon.png'), 0, 0)).toEqual([253, 230, 138, 255]);
      expect(pixel(png('android-chrome-192x192.png'), 0, 0)[3]).toBe(0);
      expect(pixel(png('maskable-icon-512x512.png'), 0, 0)).toEqual([253, 230, 138, 255]);
      const svg = entries.get('favicon.svg')!.toString('utf8');
      expect(svg).toContain('<rect width="512" height="512" fill="#0f172a"/>');
      expect(svg).toContain('linearGradient');
      expect(JSON.parse(entries.get('site.webmanifest')!.toString('utf8'))).toMatchObject({
        name: 'vite',
        theme_color: '#fde68a',
      });

      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`favicon-logo-${theme}-1280.png`),
        fullPage: true,
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('img', { name: 'Favicon preview: vite.svg' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`favicon-logo-${theme}-390.png`),
        fullPage: true,
      });
    });
  }

  test('a black logo: favicon.svg turns light in a dark browser theme, as Chromium draws it', async ({
    page,
  }) => {
    await page.goto('/favicon-maker');
    await upload(page, 'lucide-feather.svg');
    const next = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    const svg = Buffer.from(await bytesOf(await next)).toString('utf8');
    expect(svg).toContain('prefers-color-scheme: dark');

    /** The mean brightness (0-255) of the ink favicon.svg draws at 64 px, in the given colour scheme. */
    const ink = async (colorScheme: 'light' | 'dark') => {
      const probe = await page.context().newPage();
      await probe.emulateMedia({ colorScheme });
      await probe.setContent(
        `<img id="icon" width="64" height="64" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
      );
      return probe.evaluate(async () => {
        const img = document.getElementById('icon') as HTMLImageElement;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 64;
        canvas.height = 64;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0, 64, 64);
        const { data } = ctx.getImageData(0, 0, 64, 64);
        let sum = 0;
        let weight = 0;
        for (let i = 0; i < data.length; i += 4) {
          const a = data[i + 3]! / 255;
          sum += (a * (data[i]! + data[i + 1]! + data[i + 2]!)) / 3;
          weight += a;
        }
        return weight > 0 ? sum / weight : -1;
      });
    };
    expect(await ink('light')).toBeLessThan(60);
    expect(await ink('dark')).toBeGreaterThan(195);
  });
});
