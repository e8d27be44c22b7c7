// The QR code the page downloads is the one the CLI writes, pixel for pixel, and a QR reader (jsQR) reads the
// payload back from both; the SVG download rasterised by Chromium reads back too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePng } from '@toolbox/core/image/png-decode';
import jsQR from 'jsqr';
import { signedInConfigHome } from '../../cli/test/signed-in-config-home.mjs';
import { expect, signedInTest as test } from '../fixtures';
import { repoRoot } from '../stack';

const toolbox = join(repoRoot, 'cli', 'dist', 'toolbox.js');
const payload = 'WIFI:T:WPA;S:Café\\;Lab;P:correct horse;H:true;;';

const read = (rgba: Uint8Array, width: number, height: number) => {
  const found = jsQR(new Uint8ClampedArray(rgba), width, height);
  return found ? new TextDecoder().decode(new Uint8Array(found.binaryData)) : null;
};

test.describe('QR Code Generator', () => {
  test.beforeAll(() => {
    if (!existsSync(toolbox)) {
      const build = spawnSync(process.execPath, [join(repoRoot, 'cli', 'build.mjs')], { stdio: 'inherit' });
      expect(build.status).toBe(0);
    }
  });

  test('a Wi-Fi code: the page’s PNG equals the CLI’s and reads back; the SVG reads back in Chromium', async ({
    page,
  }) => {
    await page.goto('/qr-code');
    await page.getByLabel('Content').selectOption('wifi');
    await page.getByLabel('Network name (SSID)').fill('Café;Lab');
    await page.getByLabel('Password').fill('short');
    await expect(page.getByRole('alert')).toHaveText(/A WPA password is 8 to 63 characters/);
    await page.getByLabel('Password').fill('correct horse');
    await page.getByLabel('Hidden network').check();
    await page.getByLabel('Error correction').selectOption('Q');
    await page.getByLabel('Modules', { exact: true }).fill('#1e3a8a');
    await expect(page.getByText(/^Version \d+, \d+×\d+ modules, level Q/)).toBeVisible();

    const next = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PNG' }).click();
    const web = decodePng(new Uint8Array(readFileSync((await (await next).path()) as string)));
    expect(read(web.rgba, web.width, web.height)).toBe(payload);

    const dir = mkdtempSync(join(tmpdir(), 'qr-'));
    const args = ['qr', '--ssid', 'Café;Lab', '--password', 'correct horse', '--hidden'];
    const cli = spawnSync(
      process.execPath,
      [toolbox, ...args, '--level', 'Q', '--color', '#1e3a8a', '-o', 'qr.png'],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: signedInConfigHome() },
      },
    );
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    const native = decodePng(new Uint8Array(readFileSync(join(dir, 'qr.png'))));
    expect([native.width, native.height]).toEqual([web.width, web.height]);
    expect(Buffer.from(native.rgba).equals(Buffer.from(web.rgba))).toBe(true);

    // The preview is the SVG: Chromium draws it at its own size, and the pixels read back.
    const drawn = await page.getByRole('img', { name: 'QR code: Wi-Fi' }).evaluate(async (img) => {
      const image = img as HTMLImageElement;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      (canvas.getContext('2d') as CanvasRenderingContext2D).drawImage(image, 0, 0);
      return canvas.toDataURL('image/png');
    });
    const svg = decodePng(
      new Uint8Array(Buffer.from(drawn.replace(/^data:image\/png;base64,/, ''), 'base64')),
    );
    expect(svg.width).toBe(web.width);
    expect(read(svg.rgba, svg.width, svg.height)).toBe(payload);

    // Nothing typed is lost across a reload, except the password, which is never stored.
    await page.reload();
    await expect(page.getByLabel('Network name (SSID)')).toHaveValue('Café;Lab');
    await expect(page.getByLabel('Password')).toHaveValue('');
  });
});
