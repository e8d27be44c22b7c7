import { readFileSync } from 'node:fs';
import { createUser, expect, test } from '../fixtures';
import { deviceFor, generateSample, saveToProject } from './account-helpers';

test.describe('the profile and my data', () => {
  test('edit the name, export my data, then delete it', async ({ browser, baseURL, stack }) => {
    const user = await createUser(stack, 'profile');
    const { context, page } = await deviceFor(browser, baseURL, user);
    await generateSample(page);
    await saveToProject(page, 'Exported plan');

    await page.goto('/profile');
    const name = page.getByLabel('Full name');
    await expect(name).toHaveValue(user.fullName);
    await name.fill('Ada Lovelace');
    await page.getByLabel('Username').fill('ada');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await page.screenshot({ path: test.info().outputPath('profile-1280.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file, 'utf8'));
    expect(exported.profile).toMatchObject({ full_name: 'Ada Lovelace', username: 'ada' });
    expect(exported.projects.map((p: { name: string }) => p.name)).toEqual(['Exported plan']);
    expect(exported.projects[0].components.length).toBe(7);

    await page.getByRole('button', { name: 'Delete my data' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete all your data?' });
    await confirm.getByRole('button', { name: 'Delete everything' }).click();
    await expect(page.getByText('Your data was deleted')).toBeVisible();
    await page.goto('/');
    // Shown once the account has answered (until then the section only holds its place, its text unseen).
    await expect(
      page.getByRole('region', { name: 'Your projects' }).getByText('No projects yet'),
    ).toBeVisible();
    await context.close();
  });

  test('the profile page on a phone', async ({ browser, baseURL, stack }) => {
    const user = await createUser(stack, 'phone');
    const { context, page } = await deviceFor(browser, baseURL, user, { width: 390, height: 844 });
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Delete my data' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('profile-390.png'), fullPage: true });
    await context.close();
  });
});
