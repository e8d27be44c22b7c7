// A browser whose IndexedDB refuses writes (quota full, a private window): an input over 256 KB cannot be kept, and
// the page says so once, keeping the text in the field for the visit.

import { expect, signedInTest } from '../fixtures';

signedInTest(
  'an input IndexedDB refuses is said not to survive a reload, once, and stays in the field',
  async ({ page }) => {
    await page.addInitScript(() => {
      IDBObjectStore.prototype.put = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/hash');
    const field = page.getByLabel('Text to hash', { exact: true });
    const text = 'x'.repeat(300 * 1024);
    await field.fill(text);
    const notice = page.getByText('This input will not be kept after a reload');
    await expect(notice).toBeVisible();
    await field.fill(`${text}y`);
    await page.waitForTimeout(500);
    await expect(notice).toHaveCount(1);
    expect((await field.inputValue()).length).toBe(text.length + 1);
    // As said: after a reload the field is back to what it held before.
    await page.reload();
    await expect(page.getByLabel('Text to hash', { exact: true })).not.toHaveValue(`${text}y`);
  },
);
