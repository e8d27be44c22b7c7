import { createUser, expect, test } from '../fixtures';
import { column, deviceFor, generateSample, saveToProject } from './account-helpers';

// Issue 81 (26): offline, a Kanban move and a sub-task tick say what the text path says ("Offline: saved in this
// browser, synced when back"), never "Saved", and are written once the browser is back.
test('offline, a Kanban move and a tick say they wait in this browser, then are synced', async ({
  browser,
  baseURL,
  stack,
}) => {
  const user = await createUser(stack, 'offwrite');
  const one = await deviceFor(browser, baseURL, user);
  await generateSample(one.page);
  await saveToProject(one.page, 'Offline board');
  const { page, context } = one;
  await page.getByRole('tab', { name: 'Kanban' }).click();
  await expect(column(page, 'Not Started').getByText('CLI Distribution')).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('combobox', { name: 'Status of CLI Distribution' }).selectOption('Complete');
  await expect(column(page, 'Complete').getByText('CLI Distribution')).toBeVisible();
  const notice = page.getByText('Offline: saved in this browser, synced when back');
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('offline-move-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('offline-move-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // A tick, offline: the same notice.
  await context.setOffline(true);
  const wireframes = page.getByRole('checkbox', { name: 'Wireframes' });
  const ticked = await wireframes.isChecked();
  await wireframes.click();
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  // Both reached the account: another browser shows them.
  const two = await deviceFor(browser, baseURL, user);
  await two.page
    .getByRole('region', { name: 'Your projects' })
    .getByRole('link', { name: 'Offline board' })
    .click();
  await two.page.getByRole('tab', { name: 'Kanban' }).click();
  await expect(column(two.page, 'Complete').getByText('CLI Distribution')).toBeVisible();
  await expect(two.page.getByRole('checkbox', { name: 'Wireframes' })).toBeChecked({ checked: !ticked });
  await context.close();
  await two.context.close();
});
