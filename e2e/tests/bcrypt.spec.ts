import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

const U = '$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW';

test.describe('Bcrypt', () => {
  test('hashes a password in a worker, reads a pasted hash and compares a password with it', async ({
    page,
  }) => {
    await page.goto('/bcrypt');
    await expect(page.getByRole('heading', { level: 1, name: 'Bcrypt' })).toBeVisible();
    await page.getByLabel(/^Password to hash/).fill('correct horse');
    await page.getByLabel(/^Cost/).fill('5');
    await page.getByRole('button', { name: /^Hash/ }).click();
    await expect(page.getByLabel('New hash')).toContainText(/\$2b\$05\$[./A-Za-z0-9]{53}/);

    await page.getByLabel('Bcrypt hash').fill(U);
    await expect(page.getByLabel('Hash details')).toContainText('CCCCCCCCCCCCCCCCCCCCC.');
    await page.getByLabel(/^Password to check/).fill('U*U');
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByText('Password matches')).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await page.getByLabel('Bcrypt hash').fill('$2a$10$short');
    await expect(page.getByText(/A bcrypt hash is \$2a\$, \$2b\$ or \$2y\$/)).toBeVisible();
    await expect(page.getByLabel('Bcrypt hash')).toHaveValue('$2a$10$short');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + location.href);
    expect(stored).not.toContain('correct horse');
    expect(stored).not.toContain('U*U');
  });
});
