import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

test.describe('IP Subnet Calculator', () => {
  test('10.0.0.0/22 reads as its masks and hosts, splits into /24s and holds 10.0.3.7; a bad network is named and kept', async ({
    page,
  }) => {
    await page.goto('/cidr');
    await expect(page.getByRole('heading', { level: 1, name: 'IP Subnet Calculator' })).toBeVisible();
    const network = page.getByRole('textbox', { name: 'Network', exact: true });
    await network.fill('10.0.0.0/22');
    const details = page.getByLabel('Subnet details');
    await expect(details.getByText('255.255.252.0', { exact: true })).toBeVisible();
    await expect(details.getByText('0.0.3.255', { exact: true })).toBeVisible();
    await expect(details.getByText('1022', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Split into prefix' }).fill('/24');
    await expect(page.getByRole('list', { name: 'Subnets' }).getByRole('listitem')).toHaveCount(4);
    await page.getByRole('textbox', { name: 'Address to look for' }).fill('10.0.3.7');
    await expect(page.getByRole('status').filter({ hasText: 'is in' })).toHaveText(
      '10.0.3.7 is in 10.0.0.0/22',
    );
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await network.fill('10.0.0.0/33');
    await expect(page.getByText('"/33" is not a prefix length')).toBeVisible();
    await expect(network).toHaveValue('10.0.0.0/33');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });

  test('the palette finds the tool by cidr, subnet, ip and netmask', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
    const palette = page.getByRole('dialog', { name: 'Search tools' });
    for (const word of ['cidr', 'subnet', 'ip', 'netmask']) {
      await page.keyboard.press('Control+k');
      await expect(palette).toBeVisible();
      await page.keyboard.type(word);
      await expect(palette.getByRole('option').first()).toContainText('IP Subnet Calculator');
      await page.keyboard.press('Escape');
      await expect(palette).toBeHidden();
    }
  });
});
