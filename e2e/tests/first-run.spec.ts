import { expect, signedInTest as test } from '../fixtures';

// What `npm start` serves (scripts/start.mjs): the production build of support/web-build.mjs under `vite preview`,
// the same build and server as this run's (global-setup.ts).

const urlTool = { path: '/url', title: 'URL Encoder & Parser' };

/** Percent-encodes in the URL tool: the page is not only drawn but works. */
async function encodeInUrlTool(page: import('@playwright/test').Page) {
  await page.getByLabel('Text', { exact: true }).fill('a b&c');
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Result' })).toContainText('a%20b%26c');
}

test.describe('with the service worker', () => {
  // The config blocks the worker elsewhere (its precache costs every context).
  test.use({ serviceWorkers: 'allow' });

  test('a tool never opened before works offline after the first visit', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
    // The worker activates once it has precached the shell and every tool's chunks.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: urlTool.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: urlTool.title })).toBeVisible();
    await encodeInUrlTool(page);

    // A reload offline is answered by the worker too, and so is a deep link.
    await page.goto('/cron');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('without the service worker', () => {
  test('a tool that fails to load offline says so inline, and Retry loads it once online', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: urlTool.title }).click();
    const failed = page.getByRole('alert').filter({ hasText: "Couldn't load this tool (offline?)" });
    await expect(failed).toBeVisible();
    // The shell stays: the sidebar and the top bar are still there around the message.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Search tools/ })).toBeVisible();

    // Still offline: Retry tries again and says so again.
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(failed).toBeVisible();

    await context.setOffline(false);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: urlTool.title })).toBeVisible();
    await expect(failed).toHaveCount(0);
    await encodeInUrlTool(page);
  });
});
