import { createUser, expect, test } from '../fixtures';
import { column, deviceFor, generateSample, saveToProject } from './account-helpers';

// Issue 81 (28): what a person met saving, sharing and looking at projects.
test.describe('projects as a person uses them', () => {
  test('saving to a project again under a name already used says so instead of making a second one', async ({
    browser,
    baseURL,
    stack,
  }) => {
    // Two saves, two dialogs, four screenshots and the dashboard: past 45 s on a loaded 2-core machine.
    test.slow();
    const user = await createUser(stack, 'twice');
    const { context, page } = await deviceFor(browser, baseURL, user);
    await generateSample(page);
    await saveToProject(page, 'Launch plan');
    await page.getByLabel('Project', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Save to a project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save to a new project' });
    await dialog.getByLabel('Project name').fill(' launch plan ');
    await expect(dialog.getByRole('alert')).toHaveText(
      'You already have a project named “launch plan”: open it from the Project list, or choose another name.',
    );
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Project name').press('Enter');
    await page.screenshot({ path: test.info().outputPath('duplicate-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath('duplicate-390.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByLabel('Project name').fill('Launch plan 2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The new project is the one open (its rows were refused as the first project's, and it stayed "Not saved").
    await expect(page.getByLabel('Project', { exact: true }).locator('option:checked')).toHaveText(
      'Launch plan 2',
    );
    await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    // The bar shows it open and saved, so the save has ended: the dashboard lists both.
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your projects' }).getByRole('link')).toHaveText([
      /Launch plan 2/,
      /Launch plan/,
    ]);
    await context.close();
  });

  test('a public project offers its own link only, and its public page has a main landmark', async ({
    browser,
    baseURL,
    stack,
  }) => {
    const user = await createUser(stack, 'share');
    const owner = await deviceFor(browser, baseURL, user);
    await generateSample(owner.page);
    await expect(owner.page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await saveToProject(owner.page, 'Open plan');
    const box = owner.page.getByLabel('Anyone with the link can view (read-only)');
    await box.click();
    await expect(owner.page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(owner.page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    const id = await owner.page.getByLabel('Project', { exact: true }).inputValue();

    const visitor = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await visitor.newPage();
    await page.goto(`/p/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Open plan' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Kanban' }).click();
    await expect(column(page, 'Complete').getByText('Authentication Hardening')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('public-390.png'), fullPage: true });

    // Private again: the Share button (a link for people signed in) is back.
    await box.click();
    await expect(owner.page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
    await owner.context.close();
    await visitor.close();
  });

  test('the profile page with a CLI token does not scroll sideways on a phone', async ({
    browser,
    baseURL,
    stack,
  }) => {
    const user = await createUser(stack, 'phonetok');
    const { context, page } = await deviceFor(browser, baseURL, user, { width: 390, height: 844 });
    await page.goto('/profile');
    await page.getByLabel('Token name').fill('my laptop in the kitchen');
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByTestId('new-cli-token')).toBeVisible();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.screenshot({ path: test.info().outputPath('profile-token-390.png'), fullPage: true });
    expect(await width()).toBeLessThanOrEqual(390);
    await page.reload();
    await expect(page.getByText('my laptop in the kitchen')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('profile-tokens-390.png'), fullPage: true });
    expect(await width()).toBeLessThanOrEqual(390);
    await context.close();
  });
});
