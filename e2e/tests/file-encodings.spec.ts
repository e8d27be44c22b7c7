import { createHash } from 'node:crypto';
import { truncateSync, writeFileSync } from 'node:fs';
import { expect, signedInTest as test } from '../fixtures';

// Files as users have them: Latin-1 from an old editor, UTF-16 from PowerShell 5's `>`, binary, empty, and 100 MB.
const LATIN1 = Buffer.from('name: caf\u00e9\n', 'latin1');
const UTF16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name: caf\u00e9\n', 'utf16le')]);
const BINARY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe, 0x00]);

test.describe('files that are not UTF-8 text', () => {
  test.setTimeout(120_000);

  test('Convert reads UTF-16, refuses Latin-1, binary and 100 MB files in a toast, and keeps what was typed', async ({
    page,
  }) => {
    await page.goto('/convert');
    const data = page.getByLabel('Data');
    const input = page.locator('[data-slot="file-drop"] input[type=file]');
    await input.setInputFiles({ name: 'utf16.yaml', mimeType: 'application/yaml', buffer: UTF16 });
    await expect(data).toHaveValue('name: caf\u00e9\n');
    await data.fill('typed: 1\n');
    await input.setInputFiles({ name: 'latin1.yaml', mimeType: 'application/yaml', buffer: LATIN1 });
    await expect(
      page.getByText(
        'latin1.yaml is not UTF-8 text (byte 0xE9 at offset 9): save it as UTF-8 and open it again.',
      ),
    ).toBeVisible();
    await input.setInputFiles({ name: 'logo.json', mimeType: 'application/json', buffer: BINARY });
    await expect(page.getByText('logo.json is a binary file, not text (it holds NUL bytes).')).toBeVisible();
    // Past Playwright's 50 MB for a buffer: a file on disk, sparse.
    const huge = test.info().outputPath('huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, 100 * 1024 * 1024);
    await input.setInputFiles(huge);
    await expect(page.getByText('Open a file of up to 10 MB.')).toBeVisible();
    await expect(data).toHaveValue('typed: 1\n');
    await data.fill('typed: 2\n');
    await expect(data).toHaveValue('typed: 2\n');
  });

  test('Hashes digest the bytes of an empty, a binary and a Latin-1 file, as sha256sum does', async ({
    page,
  }) => {
    await page.goto('/hash');
    const input = page.locator('[data-slot="file-drop"] input[type=file]');
    for (const [name, buffer] of [
      ['empty.bin', Buffer.alloc(0)],
      ['logo.png', BINARY],
      ['latin1.txt', LATIN1],
    ] as const) {
      await input.setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
      await expect(page.getByText(`Digests of ${name}`)).toBeVisible();
      await expect(page.getByLabel('Digests')).toContainText(
        createHash('sha256').update(buffer).digest('hex'),
      );
    }
  });

  test('a data URI holds the bytes of a binary and a Latin-1 file, as base64 -w0 does', async ({ page }) => {
    await page.goto('/basic-auth');
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: BINARY });
    await expect(page.getByLabel('Data URI', { exact: true })).toContainText(
      `data:image/png;base64,${BINARY.toString('base64')}`,
    );
    await input.setInputFiles({ name: 'latin1.txt', mimeType: 'text/plain', buffer: LATIN1 });
    // Sniffed from the bytes, which are no UTF-8: not labelled text/plain;charset=utf-8.
    await expect(page.getByLabel('Data URI', { exact: true })).toContainText(
      `data:application/octet-stream;base64,${LATIN1.toString('base64')}`,
    );
  });
});
