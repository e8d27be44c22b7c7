import { expect, signedInTest as test } from '../fixtures';
import { collectConsole } from '../walk/layout';

// The one spec besides pwa-update.spec.ts where the worker registers (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The service worker precaches the shell and every tool's chunks; a signed-in user who loses the network reloads
// and keeps working. setOffline makes every request fail (the API's health check below proves it), so what loads
// comes from the worker's caches.
test('a signed-in user keeps using tools offline after a reload', async ({ page, context, stack }) => {
  // Six page loads and the worker's precache of the whole app (316 files, 11 MB): 45 s was too little on a loaded
  // machine (CI timed out on both tries while the unit tests ran beside it).
  test.setTimeout(90_000);
  const consoleMessages = collectConsole(page);
  for (const path of ['/dev-utilities', '/regex-json', '/og-generator']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Registering and precaching logs nothing (the walk's clean-console check runs with the worker blocked).
  expect(consoleMessages).toEqual([]);

  await context.setOffline(true);
  const apiReachable = await page.evaluate(
    (url) =>
      fetch(url, { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    `${stack.apiUrl}/auth/v1/health`,
  );
  expect(apiReachable).toBe(false);

  await page.goto('/dev-utilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev Utilities' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate UUID' }).click();
  await expect(page.getByLabel('UUID', { exact: true })).toHaveText(/^[0-9a-f]{8}-[0-9a-f]{4}-[47]/);

  await page.reload();
  await page.goto('/regex-json');
  await expect(page.getByRole('heading', { level: 1, name: 'Regex & JSON Tools' })).toBeVisible();
  await page.getByLabel('Regular expression').fill('(?<year>\\d{4})-(\\d{2})');
  // The tester runs as you type, in its worker, which the precache serves too.
  await page.getByLabel('Test text').fill('from 2024-01 to 2025-12');
  await expect(page.getByRole('status')).toHaveText('2 matches');

  await page.goto('/og-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'OG Image Generator' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Offline launch');
  await expect(page.getByRole('img', { name: 'Open Graph image preview: Offline launch' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 1200 × 630' }).click();
  expect((await download).suggestedFilename()).toBe('og-image-1200x630.png');
});
