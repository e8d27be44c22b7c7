import { JSON_QUERY_MESSAGES } from '@toolbox/core/tools/json-query';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

const DOCUMENT = JSON.stringify({
  store: {
    book: [
      { title: 'Sayings', price: 8 },
      { title: 'Sword', price: 22 },
    ],
  },
});

test.describe('JSONPath & jq', () => {
  test('runs the filter as you type, marking the matched nodes in the document', async ({ page }) => {
    await page.goto('/json-query');
    await expect(page.getByRole('heading', { level: 1, name: 'JSONPath & jq' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Run/ })).toHaveCount(0);
    await page.getByLabel('JSON document').fill(DOCUMENT);
    await page.getByLabel('Query or filter').fill('$.store.book[?@.price < 10].title');
    const view = page.getByRole('region', { name: 'Document with matches highlighted' });
    await expect(page.getByText(`$['store']['book'][0]['title']\t"Sayings"`)).toBeVisible();
    await expect(view.locator('mark')).toHaveText(['"title": "Sayings",']);

    await page.getByLabel('Language').selectOption('jq');
    await page.getByLabel('Query or filter').fill('.store.book[] | select(.price > 10) | .price');
    await expect(view.locator('mark')).toHaveText(['"price": 22']);
    await expect(page.getByText('1 result')).toBeVisible();

    await page.getByLabel('Query or filter').fill('.store.book | map(.price) | add');
    await expect(page.getByText(JSON_QUERY_MESSAGES.notPathExpression)).toBeVisible();
    await expect(view.locator('mark')).toHaveCount(0);
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('stops a jq filter that never ends, and the page still answers', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/json-query');
    await page.getByLabel('Language').selectOption('jq');
    await page.getByLabel('JSON document').fill(DOCUMENT);
    await page.getByLabel('Query or filter').fill('def f: f; f');
    // While the worker spins, the page's own thread is free: typing lands at once.
    await page.getByLabel('Query or filter').press('End');
    await page.getByLabel('Query or filter').pressSequentially(' ');
    await expect(page.getByLabel('Query or filter')).toHaveValue('def f: f; f ');
    await expect(page.getByText(JSON_QUERY_MESSAGES.timedOut)).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Query or filter').fill('.store.book[0].price');
    const view = page.getByRole('region', { name: 'Document with matches highlighted' });
    await expect(view.locator('mark')).toHaveText(['"price": 8']);
    await expect(page.getByText(JSON_QUERY_MESSAGES.timedOut)).toHaveCount(0);
  });
});
