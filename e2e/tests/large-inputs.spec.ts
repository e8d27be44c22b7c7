// Nothing typed is lost: an input too large for localStorage (over 256 KB) is kept in IndexedDB and comes back after
// a reload, on a page keeping one value (Hash) and on one keeping a whole form (Text Case).

import type { Page } from '@playwright/test';
import { createUser, expect, signedInTest, signIn, test } from '../fixtures';

/** How many inputs the page keeps in IndexedDB (web/src/platform/large-inputs.ts); 0 before it made its database. */
function keptInIndexedDB(page: Page): Promise<number> {
  return page.evaluate(async () => {
    // Opening a database that does not exist would make it, without the page's store: the page would then fail to
    // keep anything. So only one the page made is opened.
    if (!(await indexedDB.databases()).some((db) => db.name === 'toolbox-inputs')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('toolbox-inputs');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('values')) {
          db.close();
          return resolve(0);
        }
        const count = db.transaction('values').objectStore('values').count();
        count.onerror = () => reject(count.error);
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
      };
    });
  });
}

const cases = [
  { path: '/hash', label: 'Text to hash' },
  { path: '/text-case', label: 'Names or text' },
];

for (const { path, label } of cases) {
  signedInTest(`${path}: a 1 MB input is still there after a reload`, async ({ page }) => {
    await page.goto(path);
    const text = `${'0123456789abcdef'.repeat(65_536)}end`;
    await page.getByLabel(label, { exact: true }).fill(text);
    // Kept a render later, in IndexedDB (a megabyte is over localStorage's share): on a loaded machine that render can
    // come after the second a user takes to reach the reload button, so the reload waits for it.
    await expect.poll(() => keptInIndexedDB(page), { timeout: 10_000 }).toBe(1);
    await page.reload();
    const field = page.getByLabel(label, { exact: true });
    await expect
      .poll(() => field.inputValue().then((value) => value.length), { timeout: 10_000 })
      .toBe(text.length);
    expect(await field.inputValue()).toBe(text);
    // A short text typed afterwards replaces it, also after a reload.
    await field.fill('short');
    await page.waitForTimeout(500);
    await page.reload();
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('short');
  });
}

// Its own user: signing out ends the session, and the worker's shared one must outlive this test.
test('signing out removes the large inputs kept in IndexedDB, as it does the others', async ({
  page,
  stack,
}) => {
  await signIn(page, await createUser(stack, 'large-inputs'), '/hash');
  await page.getByLabel('Text to hash', { exact: true }).fill('x'.repeat(300 * 1024));
  const kept = () => keptInIndexedDB(page);
  await expect.poll(kept, { timeout: 10_000 }).toBe(1);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(kept, { timeout: 10_000 }).toBe(0);
});
