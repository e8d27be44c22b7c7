import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { sidewaysOverflow } from '../overflow';

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

  test('Preview & Export shows the Google result beside the Facebook, Twitter and LinkedIn cards, each cut as its network cuts', async ({
    page,
  }, testInfo) => {
    // A real page's tags: GitHub Docs' "About pull requests" (title and description as its <head> has them).
    const description =
      'Pull requests let you tell others about changes you have pushed to a branch in a repository on GitHub. Once a pull request is opened, you can discuss and review the potential changes with collaborators and add follow-up commits before your changes are merged into the base branch.';
    await page.goto('/meta-tags');
    await page.getByLabel('Page Title').fill('About pull requests - GitHub Docs');
    await page.getByLabel('Meta Description').fill(description);
    await page
      .getByLabel('Canonical URL')
      .fill('https://docs.github.com/en/pull-requests/collaborating-with-pull-requests/about-pull-requests');
    await page.getByRole('tab', { name: 'Social Media' }).click();
    await page.getByLabel('Site Name').fill('GitHub Docs');
    await expect(page.getByRole('article', { name: 'Google preview' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Preview & Export' }).click();
    const google = page.getByRole('article', { name: 'Google preview' });
    await expect(google).toContainText('GitHub Docs');
    await expect(google).toContainText(
      'https://docs.github.com › en › pull-requests › collaborating-with-pull-requests › about-pull-requests',
    );
    await expect(google).toContainText('you can discuss and…');
    await expect(google).not.toContainText('potential changes');
    // Facebook cuts at 125, Twitter at 200, LinkedIn at 160: the same description, three lengths.
    for (const [network, cut] of [
      ['Facebook', 124],
      ['Twitter', 199],
      ['LinkedIn', 159],
    ] as const) {
      const shown = await page
        .getByRole('article', { name: `${network} preview` })
        .locator('p.text-sm')
        .textContent();
      expect([...(shown ?? '')]).toHaveLength(cut + 1);
      expect(shown?.endsWith('…')).toBe(true);
    }
    // The Google result is laid out as Google's column is: no wider than its 600 px text.
    const box = await google.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(652);
    await page.screenshot({ path: testInfo.outputPath('meta-previews-desktop.png'), fullPage: true });
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await page.setViewportSize({ width: 390, height: 844 });
    const narrow = await google.boundingBox();
    expect(narrow?.width).toBeLessThanOrEqual(390);
    // Just resized: the shell re-renders for the phone width in later tasks (a busy machine ran the check first).
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('meta-previews-phone.png'), fullPage: true });
  });
});
