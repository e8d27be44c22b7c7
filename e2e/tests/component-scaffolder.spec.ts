import { readFile } from 'node:fs/promises';
import { expect, signedInTest as test } from '../fixtures';

test.describe('Component Scaffolder', () => {
  test('scaffolds a component with test and story, copies it and downloads the file and the zip', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/component-scaffolder');
    await expect(page.getByRole('heading', { level: 1, name: 'Component Scaffolder' })).toBeVisible();
    await expect(page.getByLabel('Component Name')).toHaveValue('Button');
    await expect(page.getByText('Generate a component to see its code.')).toBeVisible();

    await page.getByLabel('Component Name').fill('UserCard');
    await page.getByLabel('Props', { exact: true }).fill('name: string\n// shown on hover\navatar?: string');
    await page.getByRole('button', { name: /Generate Component/ }).click();
    const code = page.getByRole('region', { name: 'UserCard.tsx' });
    await expect(code).toContainText('export function UserCard({ name, avatar }: UserCardProps) {');
    await expect(code).toContainText('avatar?: string;');

    await page.getByRole('button', { name: /^Copy/ }).click();
    expect(await page.evaluate('navigator.clipboard.readText()')).toContain(
      'export interface UserCardProps {',
    );
    const single = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const file = await single;
    expect(file.suggestedFilename()).toBe('UserCard.tsx');
    expect(await readFile((await file.path()) as string, 'utf8')).toContain('export default UserCard;');

    await page.getByLabel('With test').check();
    await page.getByLabel('With story').check();
    await page.getByRole('button', { name: /Generate Component/ }).click();
    await page.getByRole('tab', { name: 'UserCard.test.tsx' }).click();
    await expect(page.getByRole('region', { name: 'UserCard.test.tsx' })).toContainText(
      'render(<UserCard name="name" />);',
    );
    const all = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all (.zip)' }).click();
    const zip = await all;
    expect(zip.suggestedFilename()).toBe('UserCard.zip');
    const bytes = (await readFile((await zip.path()) as string)).toString('latin1');
    for (const name of ['UserCard.tsx', 'UserCard.test.tsx', 'UserCard.stories.tsx'])
      expect(bytes).toContain(name);

    await page.getByLabel('Component Name').fill('user-card');
    await expect(page.getByText(/not a valid component name/)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Component Name')).toHaveValue('user-card');
    await expect(page.getByLabel('With story')).toBeChecked();
  });
});
