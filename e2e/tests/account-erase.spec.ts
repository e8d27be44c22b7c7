import { createUser, expect, test } from '../fixtures';
import { deviceFor } from './account-helpers';

// Issue 81 (25): "Delete my data" deletes this browser's copy of the user's work too (the inputs its forms keep:
// an OG title, a 20 KB roadmap), and says what other browsers drop on their next visit.
test('Delete my data clears the inputs this browser keeps, and says what other browsers clear', async ({
  browser,
  baseURL,
  stack,
}) => {
  const user = await createUser(stack, 'erase');
  const { context, page } = await deviceFor(browser, baseURL, user);
  await page.goto('/og-generator');
  await page.getByLabel('Title', { exact: true }).fill('Secret launch');
  const roadmap = Array.from(
    { length: 400 },
    (_, i) => `## Milestone ${i + 1}\nStatus: In Progress\n- Ship part ${i + 1}\n`,
  ).join('\n');
  expect(roadmap.length).toBeGreaterThan(20_000);
  await page.goto('/visual-workspace-generator');
  await page.getByRole('textbox', { name: 'Text' }).fill(roadmap);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue(roadmap);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete all your data?' });
  await expect(confirm).toContainText('this browser forgets the inputs its forms keep');
  await expect(confirm).toContainText(
    'Other browsers drop your projects, presets, favourites and recent tools on their next visit',
  );
  await expect(confirm).not.toContainText('in every browser');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('erase-dialog-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('erase-dialog-1280.png') });
  await confirm.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByText('Your data was deleted')).toBeVisible();

  await page.goto('/og-generator');
  await expect(page.getByLabel('Title', { exact: true })).not.toHaveValue('Secret launch');
  await page.goto('/visual-workspace-generator');
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('Secret launch');
  expect(stored).not.toContain('Milestone 400');
  await context.close();
});
