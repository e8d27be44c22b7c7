import type { Page, Route } from '@playwright/test';
import { createUser, expect, signIn, test } from '../fixtures';
import { deviceFor } from './account-helpers';

// The data API's answers on a bad day, as the signed-in page meets them (page.route on the real stack): a star
// is the smallest queued write. Whatever comes back, the edit is kept and reaches the account once the API
// answers, and nothing says "Not saved" for a write that was never refused.

const FAVOURITES = '**/functions/v1/data/favourites/**';
const dashboardTitle = { level: 1, name: 'Your developer toolbox' } as const;

async function star(page: Page, tool: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${tool} to favourites` })
    .first()
    .click();
  await expect(
    page.getByRole('main').getByRole('region', { name: 'Favourites' }).getByRole('link', { name: tool }),
  ).toBeVisible();
}

/** Another browser of the user's: what the account holds, not this tab's copy. */
async function favouritesElsewhere(
  browser: Parameters<typeof deviceFor>[0],
  baseURL: string | undefined,
  user: Parameters<typeof deviceFor>[2],
) {
  const other = await deviceFor(browser, baseURL, user);
  const links = other.page.getByRole('main').getByRole('region', { name: 'Favourites' }).getByRole('link');
  return { links, close: () => other.context.close() };
}

test('a captive portal answering 200 with its page: the star stays queued, then reaches the account', async ({
  page,
  browser,
  baseURL,
  stack,
}) => {
  const user = await createUser(stack, 'portal');
  await signIn(page, user);
  await expect(page.getByRole('heading', dashboardTitle)).toBeVisible();
  await page.route(FAVOURITES, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Sign in to Hotel Wi-Fi</title><script>alert(1)</script>',
    }),
  );
  await star(page, 'Changelog Generator');
  await expect(page.getByText('Not saved')).toHaveCount(0);

  await page.unroute(FAVOURITES);
  const sent = page.waitForResponse((r) => r.url().includes('/favourites/') && r.status() === 204);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await sent;
  const elsewhere = await favouritesElsewhere(browser, baseURL, user);
  await expect(elsewhere.links).toHaveText(['Changelog Generator']);
  await elsewhere.close();
});

test('a 401 mid-session: the session is refreshed and the star is sent once more, saved', async ({
  page,
  browser,
  baseURL,
  stack,
}) => {
  const user = await createUser(stack, 'expired');
  await signIn(page, user);
  await expect(page.getByRole('heading', dashboardTitle)).toBeVisible();
  let refused = 0;
  await page.route(FAVOURITES, (route: Route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 401, error_code: 'unauthorized', msg: 'JWT expired' }),
    });
  });
  const saved = page.waitForResponse((r) => r.url().includes('/favourites/') && r.status() === 204);
  await star(page, 'Changelog Generator');
  await saved;
  expect(refused).toBe(1);
  await expect(page.getByText('Not saved')).toHaveCount(0);
  const elsewhere = await favouritesElsewhere(browser, baseURL, user);
  await expect(elsewhere.links).toHaveText(['Changelog Generator']);
  await elsewhere.close();
});

test('a request that never answers is given up: the page stays usable and the stars go later', async ({
  page,
  browser,
  baseURL,
  stack,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(stack, 'hung');
  await signIn(page, user);
  await expect(page.getByRole('heading', dashboardTitle)).toBeVisible();
  // The server takes the first request and never answers it; it answers the later ones.
  let held = false;
  await page.route(FAVOURITES, (route: Route) => {
    if (held) return route.continue();
    held = true;
    return undefined;
  });
  await star(page, 'Changelog Generator');
  // Still usable meanwhile: another star shows at once.
  await star(page, 'Mockup Generator');
  // Given up after 30 s; the next replay (back online) sends both.
  let sent = 0;
  page.on('response', (r) => {
    if (r.url().includes('/favourites/') && r.status() === 204) sent += 1;
  });
  await page.waitForTimeout(31_000);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(() => sent).toBe(2);
  const elsewhere = await favouritesElsewhere(browser, baseURL, user);
  await expect(elsewhere.links).toHaveCount(2);
  await expect(elsewhere.links.filter({ hasText: 'Changelog Generator' })).toHaveCount(1);
  await expect(elsewhere.links.filter({ hasText: 'Mockup Generator' })).toHaveCount(1);
  await elsewhere.close();
});
