import type { Page } from '@playwright/test';
import { createUser, expect, test } from '../fixtures';
import { column, deviceFor, generateSample, openFromDashboard, saveToProject } from './account-helpers';
import { realtimeSubscribed } from './share-team-helpers';

// Issue 80 item 5: a board open in one browser hears of a change made in another within two seconds, through the
// local stack's Realtime socket (postgres_changes on live.board_changes), and shows it with no reload and no focus;
// with that socket refused, the focus refresh still brings the change. The time to the change's message is the
// socket's; the page then reads the board and draws it again, which on this shared machine can take seconds more,
// so the board's update is awaited with the usual timeout and its time printed.

/**
 * Moves the card with its status menu; once the data API has written it, the other page must hear of it within two
 * seconds. Returns when the write was answered.
 */
async function move(page: Page, status: string, heard: number[]): Promise<number> {
  const before = heard.length;
  const written = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/functions/v1/data/components/'),
  );
  await page.getByLabel('Status of CLI Distribution').selectOption(status);
  expect((await written).status()).toBe(200);
  const at = Date.now();
  await expect.poll(() => heard.length, { timeout: 2000 }).toBeGreaterThan(before);
  console.log(`change heard ${Math.max(0, (heard[before] ?? at) - at)} ms after the write was answered`);
  return at;
}

test('a card moved in one browser shows in another within two seconds; without the socket, on focus', async ({
  browser,
  baseURL,
  stack,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(stack, 'live');
  const one = await deviceFor(browser, baseURL, user);
  await generateSample(one.page);
  await saveToProject(one.page, 'Live board');
  await one.page.getByRole('tab', { name: 'Kanban' }).click();

  const two = await deviceFor(browser, baseURL, user);
  const heard: number[] = [];
  const subscribed = realtimeSubscribed(two.page, heard);
  await openFromDashboard(two.page, 'Live board');
  const socket = await subscribed;
  expect(socket.url()).toContain(`apikey=`);
  await expect(column(two.page, 'Not Started').getByText('CLI Distribution')).toBeVisible();

  // Another tab whose Realtime socket is refused: it keeps the focus / 30 s refresh only (tabs tell each other
  // of their own writes alone, and the change comes from the first browser).
  const blocked = await two.context.newPage();
  await blocked.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => ws.close());
  await openFromDashboard(blocked, 'Live board');
  await expect(column(blocked, 'Not Started').getByText('CLI Distribution')).toBeVisible();

  await one.page.bringToFront();
  const written = await move(one.page, 'Complete', heard);
  // The other browser is neither reloaded nor focused: only the socket can bring it.
  await expect(column(two.page, 'Complete').getByText('CLI Distribution')).toBeVisible();
  console.log(`board shown ${Date.now() - written} ms after the write was answered`);
  await two.page.screenshot({ path: test.info().outputPath('live-1280.png'), fullPage: true });

  // Without its socket the blocked tab has not heard of it; focus brings it.
  await blocked.waitForTimeout(2500);
  await expect(column(blocked, 'Not Started').getByText('CLI Distribution')).toBeVisible();
  await blocked.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(column(blocked, 'Complete').getByText('CLI Distribution')).toBeVisible();

  // And back: the live browser follows again, as many times as it changes.
  await move(one.page, 'In Progress', heard);
  await expect(column(two.page, 'In Progress').getByText('CLI Distribution')).toBeVisible();

  await one.context.close();
  await two.context.close();
});
