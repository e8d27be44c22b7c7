import { createHash } from 'node:crypto';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

test.describe('Hashes & Checksums', () => {
  // A 3 MiB file hashed twice in workers, then axe in both themes: more than the default wait on a loaded machine.
  test.setTimeout(120_000);

  test('every digest of typed text and of a dropped file, and a SHA256SUMS check', async ({ page }) => {
    await page.goto('/hash');
    await expect(page.getByRole('heading', { level: 1, name: 'Hashes & Checksums' })).toBeVisible();
    await page.getByLabel('Text to hash').fill('abc');
    const digests = page.getByLabel('Digests');
    await expect(digests).toContainText(ABC_SHA256);
    await expect(digests).toContainText('900150983cd24fb0d6963f7d28e17f72');
    await expect(digests).toContainText('352441c2');
    await page.getByLabel('Expected digest').fill(ABC_SHA256.toUpperCase());
    await expect(page.getByText('Matches the SHA-256 digest.')).toBeVisible();

    // 3 MiB: the worker reads it in 1 MiB slices (SHA-256, the default for files).
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    await page.locator('[data-slot="file-drop"] input[type=file]').setInputFiles({
      name: 'big.bin',
      mimeType: 'application/octet-stream',
      buffer: big,
    });
    await expect(page.getByText('Digests of big.bin')).toBeVisible();
    await expect(page.getByLabel('Digests')).toContainText(createHash('sha256').update(big).digest('hex'), {
      timeout: 30_000,
    });
    await expect(page.getByLabel('Text to hash')).toHaveValue('abc');

    await page.getByLabel('Checksum file').fill(`${ABC_SHA256}  abc.txt\n${'0'.repeat(64)}  big.bin\n`);
    await page.getByLabel('Files to check').setInputFiles([
      { name: 'abc.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') },
      { name: 'big.bin', mimeType: 'application/octet-stream', buffer: big },
    ]);
    await expect(page.getByLabel('Check results')).toHaveText('abc.txt: OKbig.bin: FAILED');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await page.getByLabel('Checksum file').fill('hello');
    await expect(page.getByText('no properly formatted checksum lines found')).toBeVisible();
    await expect(page.getByLabel('Checksum file')).toHaveValue('hello');
  });
});
