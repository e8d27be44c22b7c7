import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { readIcoDirectory } from '@toolbox/core/image/ico';
import { decodePng } from '@toolbox/core/image/png-decode';
import { FAVICON_FILES, FAVICON_SNIPPET_FILE } from '@toolbox/core/tools/favicon-maker';
import { seriousViolations } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { unzip } from '../zip';

const bytesOf = async (download: Download) =>
  new Uint8Array(await readFile((await download.path()) as string));

test.describe('Favicon & Logo Maker', () => {
  test('cuts the text to 3 characters and downloads each size, the SVG and the ICO', async ({ page }) => {
    await page.goto('/favicon-maker');
    await expect(page.getByRole('heading', { level: 1, name: 'Favicon & Logo Maker' })).toBeVisible();
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue('CB');
    await page.getByLabel('Text', { exact: true }).fill('ABCD');
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue('ABC');
    await expect(page.getByRole('img', { name: 'Favicon preview: ABC' })).toBeVisible();

    for (const [size, name] of [
      [16, 'favicon-16x16.png'],
      [32, 'favicon-32x32.png'],
      [96, 'favicon-96x96.png'],
      [180, 'apple-touch-icon.png'],
      [512, 'android-chrome-512x512.png'],
    ] as const) {
      const next = page.waitForEvent('download');
      // Enter, not a click: the last download's "Download Complete" toast can cover this button at 1280 × 720,
      // and a pointer held over a toast keeps it open, so a click would wait for it forever.
      await page.getByRole('button', { name: `Download ${size} × ${size} PNG` }).press('Enter');
      const download = await next;
      expect(download.suggestedFilename()).toBe(name);
      expect(decodePng(await bytesOf(download))).toMatchObject({ width: size, height: size });
    }

    const svg = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    const svgText = Buffer.from(await bytesOf(await svg)).toString('utf8');
    expect(svgText).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
    // Glyph outlines, not text in an embedded font.
    expect(svgText).toMatch(/<path fill="#ffffff" d="M[^"]+"\/><\/svg>$/);
    expect(svgText).not.toContain('<text');

    const ico = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ICO' }).click();
    const icoFile = await ico;
    expect(icoFile.suggestedFilename()).toBe('favicon.ico');
    expect(readIcoDirectory(await bytesOf(icoFile)).map((e) => e.width)).toEqual([48, 32, 16]);
  });

  test('downloads the manifest with its icons, and everything as a zip', async ({ page }) => {
    await page.goto('/favicon-maker');
    await page.getByLabel('App name', { exact: true }).fill('Dev Toolbox');
    await page.getByLabel('Text', { exact: true }).fill('DT');
    await page.getByLabel('Shape', { exact: true }).selectOption('circle');
    const seen: Download[] = [];
    page.on('download', (d) => seen.push(d));
    await page.getByRole('button', { name: 'Manifest' }).click();
    await expect(page.getByText('Manifest Downloaded')).toBeVisible();
    await expect.poll(() => seen.length).toBe(5);
    expect(seen.map((d) => d.suggestedFilename())).toEqual([
      'site.webmanifest',
      'android-chrome-192x192.png',
      'maskable-icon-192x192.png',
      'android-chrome-512x512.png',
      'maskable-icon-512x512.png',
    ]);
    const manifest = JSON.parse(Buffer.from(await bytesOf(seen[0]!)).toString('utf8'));
    expect(manifest).toMatchObject({ name: 'Dev Toolbox', theme_color: '#3b82f6' });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '192x192 maskable',
      '512x512 any',
      '512x512 maskable',
    ]);
    await expect(
      page.getByText('<meta name="apple-mobile-web-app-title" content="Dev Toolbox">'),
    ).toBeVisible();

    const next = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all (.zip)' }).click();
    const zip = await next;
    expect(zip.suggestedFilename()).toBe('favicons.zip');
    const entries = unzip(await bytesOf(zip));
    // Exactly the set the CLI writes, then the <head> tags the CLI prints, as on the page.
    expect([...entries.keys()]).toEqual([...FAVICON_FILES, FAVICON_SNIPPET_FILE]);
    const snippet = entries.get(FAVICON_SNIPPET_FILE)!.toString('utf8');
    expect(snippet).toContain('<meta name="apple-mobile-web-app-title" content="Dev Toolbox">');
    expect(snippet.trim()).toBe(
      (await page.locator('pre', { hasText: '<link rel="manifest"' }).textContent())!.trim(),
    );
    expect(decodePng(new Uint8Array(entries.get('favicon-96x96.png')!))).toMatchObject({
      width: 96,
      height: 96,
    });
    expect(JSON.parse(entries.get('site.webmanifest')!.toString('utf8')).name).toBe('Dev Toolbox');

    await page.reload();
    await expect(page.getByLabel('App name', { exact: true })).toHaveValue('Dev Toolbox');
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue('DT');
    await expect(page.getByLabel('Shape', { exact: true })).toHaveValue('circle');
    await expect(page.getByRole('img', { name: 'Favicon preview: DT' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('favicon-maker.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
