import { expect, signedInTest as test } from '../fixtures';

// The worker registers here (the config blocks it elsewhere): this spec is about what it precaches.
test.use({ serviceWorkers: 'allow' });

/** How many of the grid's boxes hold a drawing (an svg with shapes in it), and how many boxes there are. */
const drawnBoxes = (page: import('@playwright/test').Page) =>
  page.getByRole('listbox', { name: 'Icons' }).evaluate((grid) => {
    const boxes = [...grid.querySelectorAll('[role="option"]')];
    return {
      boxes: boxes.length,
      drawn: boxes.filter((box) => (box.querySelector('svg')?.childElementCount ?? 0) > 0).length,
    };
  });

// Offline, the Icon Library drew names over empty boxes: only the drawings shown online had been cached. The worker
// precaches every drawing in one file, so a library never opened before draws every icon it shows.
test('the icon library draws its icons offline, though it was never opened online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/dev-utilities');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await page.goto('/icon-library');
  await expect(page.getByRole('heading', { level: 1, name: 'Icon Library' })).toBeVisible();
  await expect(page.getByText(/^Found \d{4} icons$/)).toBeVisible();

  await expect
    .poll(async () => {
      const { boxes, drawn } = await drawnBoxes(page);
      return boxes > 20 && drawn === boxes;
    })
    .toBe(true);
  // The selected icon's large preview is drawn too.
  const home = page.getByRole('heading', { level: 2, name: 'Home' });
  const preview = page
    .locator('div', { has: home })
    .filter({ has: page.locator('svg') })
    .last();
  await expect(preview.locator('svg > *').first()).toBeAttached();

  await page.getByPlaceholder(/Search icons/).fill('calendar');
  const first = page.getByRole('listbox', { name: 'Icons' }).getByRole('option').first();
  await expect(first).toHaveAttribute('title', 'calendar');
  await expect(first.locator('svg > *').first()).toBeAttached();
  await expect
    .poll(async () => {
      const { boxes, drawn } = await drawnBoxes(page);
      return boxes > 0 && drawn === boxes;
    })
    .toBe(true);
  // Each drawing's own file failed (offline, never cached); the drawings came from the precached file of all.
  expect(failed.some((path) => /\/assets\/lucide-[^/]+\/house\.json$/.test(path))).toBe(true);
});
