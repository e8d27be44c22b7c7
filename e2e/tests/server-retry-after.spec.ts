import { createUser, expect, test } from '../fixtures';
import { column, deviceFor, generateSample, saveToProject } from './account-helpers';

// The data API (or the gateway in front of it) answers 429 with Retry-After: the page keeps the edit, says the
// server asked to wait, sends nothing before the wait ends, and sends the edit once it has, with no action of the
// user's (RFC 9110 10.2.3).
test('a 429 with Retry-After: the move waits, says so, and is sent once the wait is over', async ({
  browser,
  baseURL,
  stack,
}) => {
  const user = await createUser(stack, 'retryafter');
  const { page, context } = await deviceFor(browser, baseURL, user);
  await generateSample(page);
  await saveToProject(page, 'Busy board');
  await page.getByRole('tab', { name: 'Kanban' }).click();
  await expect(column(page, 'Not Started').getByText('CLI Distribution')).toBeVisible();

  const sent: number[] = [];
  let refused = false;
  await context.route('**/functions/v1/data/**', async (route) => {
    sent.push(Date.now());
    const request = route.request();
    if (!refused && ['PUT', 'PATCH', 'POST', 'DELETE'].includes(request.method())) {
      refused = true;
      // Cross-origin: the page reads Retry-After only when the answer exposes it (the Fetch standard's CORS).
      const origin = (await request.allHeaders()).origin ?? '*';
      await route.fulfill({
        status: 429,
        headers: {
          'retry-after': '3',
          'content-type': 'application/json',
          'access-control-allow-origin': origin,
          'access-control-expose-headers': 'retry-after',
        },
        body: JSON.stringify({ code: 429, error_code: 'over_request_rate_limit', msg: 'Too many requests' }),
      });
      return;
    }
    await route.continue();
  });

  await page.getByRole('combobox', { name: 'Status of CLI Distribution' }).selectOption('Complete');
  const notice = page.getByText('Saved in this browser: the server asked to wait 3 s, then it is sent');
  await expect(notice).toBeVisible();
  const refusedAt = sent.at(-1) ?? Date.now();
  // Focus, the next action's flush: nothing reaches the server while the wait runs.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible({ timeout: 10_000 });
  await expect(notice).toHaveCount(0);
  const during = sent.filter((at) => at > refusedAt && at < refusedAt + 2_500);
  expect(during).toEqual([]);

  // The move reached the account: another browser shows it.
  await context.unroute('**/functions/v1/data/**');
  const two = await deviceFor(browser, baseURL, user);
  await two.page
    .getByRole('region', { name: 'Your projects' })
    .getByRole('link', { name: 'Busy board' })
    .click();
  await two.page.getByRole('tab', { name: 'Kanban' }).click();
  await expect(column(two.page, 'Complete').getByText('CLI Distribution')).toBeVisible();
  await context.close();
  await two.context.close();
});
