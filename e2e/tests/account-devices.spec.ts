import type { Page } from '@playwright/test';
import { createUser, expect, signIn, test } from '../fixtures';
import { column, deviceFor, generateSample, openFromDashboard, saveToProject } from './account-helpers';

// Issue 81 (23): a board changed in one browser shows in another browser of the same user when that one gets the
// focus, and within 30 s while it stays open (DATA.md, "Sync"), and the next move made there is no conflict. These
// are the fallbacks for a browser without the live board's socket (its own spec is live-board.spec.ts): the second
// browser's Realtime socket is refused, or the live read would bring the change at once, before focus or the poll.

/** Picks the card's status and waits until the data function has written it. */
async function move(page: Page, card: string, to: string) {
  const written = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && /\/components\/[^/]+$/.test(new URL(r.url()).pathname),
  );
  await page.getByRole('combobox', { name: `Status of ${card}` }).selectOption(to);
  expect((await written).status()).toBe(200);
}

/**
 * The window gets the focus. Headless Chromium counts every page as focused and never fires the event when one comes
 * to the front, so the test fires it, as the browser does when a person switches back to the window.
 */
async function focus(page: Page) {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
}

test('a card moved in one browser shows in another on focus and within 30 s, and moves there without a conflict', async ({
  browser,
  baseURL,
  stack,
}) => {
  const user = await createUser(stack, 'devices');
  const one = await deviceFor(browser, baseURL, user);
  await generateSample(one.page);
  await saveToProject(one.page, 'Two devices');
  await one.page.getByRole('tab', { name: 'Kanban' }).click();

  // The other browser's clock is the test's: its 30 s poll runs when the test moves the time on, never by itself.
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  await context.clock.install();
  await context.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => ws.close());
  const page = await context.newPage();
  await signIn(page, user);
  await openFromDashboard(page, 'Two devices');
  await expect(column(page, 'Not Started').getByText('CLI Distribution')).toBeVisible();
  await context.clock.pauseAt(Date.now() + 1000);

  // Moved in the first browser; the second shows it once it gets the focus.
  await one.page.bringToFront();
  await move(one.page, 'CLI Distribution', 'Complete');
  await expect(column(page, 'Not Started').getByText('CLI Distribution')).toBeVisible();
  await focus(page);
  await expect(column(page, 'Complete').getByText('CLI Distribution')).toBeVisible();

  // Moved again while the second keeps the focus: shown by the poll, 30 s on.
  await move(one.page, 'CLI Distribution', 'In Progress');
  await page.waitForTimeout(1000);
  await expect(column(page, 'Complete').getByText('CLI Distribution')).toBeVisible();
  await context.clock.fastForward('00:30');
  await expect(column(page, 'In Progress').getByText('CLI Distribution')).toBeVisible();

  // The card moved here: written over the version the first browser made, no conflict.
  await move(page, 'CLI Distribution', 'Complete');
  await expect(column(page, 'Complete').getByText('CLI Distribution')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Changed somewhere else too' })).toHaveCount(0);
  await focus(one.page);
  await expect(column(one.page, 'Complete').getByText('CLI Distribution')).toBeVisible();
  await expect(one.page.getByRole('dialog', { name: 'Changed somewhere else too' })).toHaveCount(0);
  await one.context.close();
  await context.close();
});
