import type { Browser, Page } from '@playwright/test';
import { expect, signIn, signedInTest as test } from '../fixtures';

// Issue 80 item 3: a tool page's inputs live in its URL, so a copied link opens the same state in another browser,
// signed in or not (after signing in), with no server keeping anything; secrets never enter it.

/** The link the header's Page link copies, read back from the clipboard. */
async function copyLink(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Page link' }).click();
  await expect(page.getByText('Link copied: it opens this page with these inputs.')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A new browser context with the worker's session: another signed-in browser. */
async function signedInPage(browser: Browser, state: string): Promise<Page> {
  const context = await browser.newContext({ storageState: state });
  return context.newPage();
}

test.describe('tool state in the URL', () => {
  test('a cron link opens the same schedule in a fresh signed-in browser and, after sign-in, a signed-out one', async ({
    page,
    browser,
    account,
  }) => {
    test.slow(); // three browsers, one signing in
    await page.goto('/cron');
    await page.getByLabel('Cron expression').fill('15 3 * * 0');
    await page.getByLabel('Time zone').fill('Europe/Paris');
    await page.getByLabel('How many runs').fill('3');
    await expect(page).toHaveURL(/count=3/);
    const link = await copyLink(page);
    expect(link).toBe(page.url());
    expect(new URL(link).searchParams.get('expression')).toBe('15 3 * * 0');

    const other = await signedInPage(browser, account.state);
    await other.goto(link);
    await expect(other.getByLabel('Cron expression')).toHaveValue('15 3 * * 0');
    await expect(other.getByLabel('Time zone')).toHaveValue('Europe/Paris');
    await expect(other.getByLabel('How many runs')).toHaveValue('3');
    await expect(other.getByRole('region', { name: 'Next runs' }).getByRole('heading')).toHaveText(
      'Next 3 in Europe/Paris',
    );
    await other.context().close();

    // A context of its own inherits the test's session unless told otherwise.
    const signedOut = await (
      await browser.newContext({ storageState: { cookies: [], origins: [] } })
    ).newPage();
    await signIn(signedOut, account.user, new URL(link).pathname + new URL(link).search);
    await expect(signedOut).toHaveURL(/\/cron\?/);
    await expect(signedOut.getByLabel('Cron expression')).toHaveValue('15 3 * * 0');
    await expect(signedOut.getByLabel('How many runs')).toHaveValue('3');
    await signedOut.context().close();
  });

  test('the regex tester, the URL encoder, the JSON tools and the ULID generator come back from their links', async ({
    page,
    browser,
    account,
  }) => {
    test.slow(); // four pages, each opened twice
    const links: string[] = [];
    await page.goto('/regex-json');
    await page.getByLabel('Regular expression').fill('(\\d+)-(\\d+)');
    await page.getByLabel('Test text').fill('from 1-2 to 3-4');
    await expect(page).toHaveURL(/text=from/);
    links.push(await copyLink(page));

    await page.goto('/url');
    await page.getByLabel('Text', { exact: true }).fill('a b&c=d');
    await page.getByLabel('Percent-encoding').selectOption('component');
    await expect(page).toHaveURL(/percentMode=component/);
    links.push(await copyLink(page));

    await page.goto('/regex-json');
    await page.getByRole('tab', { name: 'JSON Tools' }).click();
    await page.getByLabel('JSON', { exact: true }).fill('{"b":1,"a":[true,null]}');
    await page.getByLabel('Sort keys').check();
    await expect(page).toHaveURL(/sort-keys=true/);
    links.push(await copyLink(page));

    await page.goto('/ulid');
    await page.getByLabel('Quantity').fill('4');
    await expect(page).toHaveURL(/count=4/);
    links.push(await copyLink(page));

    const other = await signedInPage(browser, account.state);
    await other.goto(links[0]!);
    await expect(other.getByLabel('Regular expression')).toHaveValue('(\\d+)-(\\d+)');
    await expect(other.getByLabel('Test text')).toHaveValue('from 1-2 to 3-4');
    await other.goto(links[1]!);
    await expect(other.getByLabel('Text', { exact: true })).toHaveValue('a b&c=d');
    await expect(other.getByLabel('Percent-encoding')).toHaveValue('component');
    await other.goto(links[2]!);
    await expect(other.getByLabel('JSON', { exact: true })).toHaveValue('{"b":1,"a":[true,null]}');
    await expect(other.getByLabel('Sort keys')).toBeChecked();
    await other.goto(links[3]!);
    await expect(other.getByLabel('Quantity')).toHaveValue('4');
    await other.context().close();
  });

  test('a JWT secret typed on the page never enters the URL or the copied link', async ({ page }) => {
    const secret = 'local-dev-signing-secret-0123456789';
    await page.goto('/jwt');
    await page.getByLabel('Signing secret').fill(secret);
    await page.getByLabel('Expires in').fill('15m');
    await expect(page).toHaveURL(/expiresIn=15m/);
    const link = await copyLink(page);
    expect(link).not.toContain(secret);
    expect(page.url()).not.toContain(secret);
    expect(await page.evaluate(() => window.location.href)).not.toContain('secret-0123');
  });

  test("a link's bad value shows the page with a clear message and keeps the rest", async ({ page }) => {
    await page.goto('/cron?expression=%40hourly&count=lots');
    await expect(page.getByRole('heading', { level: 1, name: 'Cron Explainer' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'This link' })).toHaveText(
      'This link\'s "count" must be a number, so it was left out.',
    );
    await expect(page.getByLabel('Cron expression')).toHaveValue('@hourly');
    await expect(page.getByLabel('How many runs')).toHaveValue('5');
  });
});
