import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signedInTest as test } from '../fixtures';

async function fillValidForm(page: Page) {
  await page.getByLabel('Page Title').fill('Ada "Docs" </title><script>window.pwned=1</script>');
  await page.getByLabel('Meta Description').fill('Guides & references for Ada.');
  await page.getByLabel('Keywords').fill('docs, ada');
  await page.getByLabel('Canonical URL').fill('https://ada.dev/docs');
  await page.getByRole('tab', { name: 'Social Media' }).click();
  await page.getByLabel('Image URL').fill('https://ada.dev/og.png');
  await page.getByLabel('Twitter Username').fill('ada');
  await page.getByLabel('Structured Data Type').selectOption('organization');
}

test.describe('Meta Tag Generator', () => {
  test('validates as you type, generates, the export follows the form, copies and downloads escaped tags', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/meta-tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Meta Tag Generator' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
    // The empty form is waiting for input, not wrong: no red marks; the export says what it needs.
    await expect(page.locator('main .text-error')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Preview & Export' }).click();
    await expect(page.getByText(/then press Generate Meta Tags/)).toBeVisible();

    await page.getByRole('tab', { name: 'Basic Info' }).click();
    await fillValidForm(page);
    await expect(page.getByRole('article', { name: 'Twitter preview' })).toContainText('Guides & references');
    await page.getByRole('tab', { name: 'Basic Info' }).click();
    await expect(page.getByText('All validations passed')).toBeVisible();

    await page.getByRole('tab', { name: 'Preview & Export' }).click();
    await page.getByRole('button', { name: /Generate Meta Tags/ }).click();
    await expect(page.getByText('Meta Tags Generated')).toBeVisible();
    await page.getByRole('button', { name: 'Copy Tags' }).click();
    await expect(page.getByText('Meta tags copied to clipboard.')).toBeVisible();
    const copied = String(await page.evaluate('navigator.clipboard.readText()'));
    expect(copied).toContain('<meta name="twitter:site" content="@ada">');

    const pending = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await pending;
    expect(download.suggestedFilename()).toBe('meta-tags.html');
    const tags = await readFile((await download.path()) as string, 'utf8');
    expect(tags).toBe(copied);
    await expect(page.getByText('Downloaded!')).toBeVisible();

    // The browser itself reads the file back: every value stays in its tag and nothing runs.
    await page.setContent(`<!doctype html><html><head>${tags}</head><body></body></html>`);
    expect(await page.evaluate('window.pwned')).toBeUndefined();
    expect(await page.title()).toBe('Ada "Docs" </title><script>window.pwned=1</script>');
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
    expect(jsonLd).toMatchObject({ '@type': 'Organization', url: 'https://ada.dev/docs' });
  });
});
