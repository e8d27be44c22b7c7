import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

test.describe('User-Agent Parser', () => {
  test('a pasted log column is read line by line and counted; a bad line is named and kept', async ({
    page,
  }) => {
    await page.goto('/user-agent');
    await expect(page.getByRole('heading', { level: 1, name: 'User-Agent Parser' })).toBeVisible();
    const box = page.getByRole('textbox', { name: 'User-agent strings' });
    await box.fill(`"${FIREFOX}"\n${GOOGLEBOT}`);
    const firefox = page.getByLabel('User agent on line 1');
    await expect(firefox.getByRole('definition').filter({ hasText: /^Firefox 128\.0$/ })).toBeVisible();
    await expect(firefox.getByRole('definition').filter({ hasText: /^Gecko 20100101$/ })).toBeVisible();
    await expect(page.getByLabel('User agent on line 2')).toContainText('yes (matched "Google")');
    await expect(page.getByLabel('Counts')).toContainText('2 (2 different), 1 bots');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);

    await box.fill('bad\u0001agent');
    await expect(page.getByText('Line 1 has a control character')).toBeVisible();
    await expect(box).toHaveValue('bad\u0001agent');
    expect(await violationsInBothThemes(page)).toEqual(NO_VIOLATIONS);
  });
});
