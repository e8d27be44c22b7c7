import { createUser, expect, test } from '../fixtures';
import { deviceFor, generateSample, openFromDashboard, saveToProject } from './account-helpers';

// Issue 81 (24): a project deleted elsewhere ("Delete my data" in another browser) is gone from every page of this
// one that showed it, with one line saying so, instead of a stuck bar with live Rename and Delete.
test('a project deleted in another browser is gone from this one, with one line saying so', async ({
  browser,
  baseURL,
  stack,
}) => {
  const user = await createUser(stack, 'gone');
  const one = await deviceFor(browser, baseURL, user);
  await generateSample(one.page);
  await saveToProject(one.page, 'Doomed plan');

  const two = await deviceFor(browser, baseURL, user, { width: 390, height: 844 });
  await openFromDashboard(two.page, 'Doomed plan');
  await expect(two.page.getByRole('button', { name: 'Rename' })).toBeVisible();

  await one.page.goto('/profile');
  await one.page.getByRole('button', { name: 'Delete my data' }).click();
  await one.page
    .getByRole('dialog', { name: 'Delete all your data?' })
    .getByRole('button', { name: 'Delete everything' })
    .click();
  await expect(one.page.getByText('Your data was deleted')).toBeVisible();

  const failed: string[] = [];
  two.page.on('response', (r) => {
    if (r.status() === 404) failed.push(r.url());
  });
  // The open page hears of it live (Realtime), without a reload.
  const bar = two.page.getByText(
    '“Doomed plan” is no longer in your account: it was deleted in another browser or by the CLI.',
  );
  await expect(bar).toBeVisible();
  await expect(two.page.getByRole('button', { name: 'Save to a project' })).toBeEnabled();
  await expect(two.page.getByRole('button', { name: 'Rename' })).toHaveCount(0);
  await expect(two.page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(two.page.getByLabel('Project', { exact: true })).toHaveValue('');
  await two.page.screenshot({ path: test.info().outputPath('gone-390.png'), fullPage: true });

  // Loaded again, the page asks for it no more.
  failed.length = 0;
  await two.page.reload();
  await expect(two.page.getByRole('button', { name: 'Save to a project' })).toBeEnabled();
  await two.page.waitForTimeout(500);
  expect(failed).toEqual([]);
  await two.page.goto('/');
  await expect(
    two.page.getByRole('region', { name: 'Your projects' }).getByText('No projects yet'),
  ).toBeVisible();
  await one.context.close();
  await two.context.close();
});
