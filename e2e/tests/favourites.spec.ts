import { seriousViolations } from '../axe';
import { test as base, createUser, expect, signIn, type TestUser } from '../fixtures';

/** Favourites and recents follow the account: each test signs in as a user of its own, with none yet. */
const test = base.extend<{ fresh: TestUser }>({
  fresh: async ({ page, stack }, use) => {
    const user = await createUser(stack, 'favourites');
    await signIn(page, user);
    await use(user);
  },
});

const dashboardTitle = { level: 1, name: 'Your developer toolbox' } as const;

test.describe('favourites and recently used tools', () => {
  test('a tool starred by keyboard stays on the dashboard and in the palette after a reload', async ({
    page,
    fresh: _fresh,
  }) => {
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', dashboardTitle)).toBeVisible();
    // The star follows its card's link in the tab order.
    await main.getByRole('link', { name: 'Changelog Generator' }).first().focus();
    await page.keyboard.press('Tab');
    const star = main.getByRole('button', { name: 'Add Changelog Generator to favourites' }).first();
    await expect(star).toBeFocused();
    await page.keyboard.press('Enter');
    const favourites = main.getByRole('region', { name: 'Favourites' });
    await expect(favourites.getByRole('link')).toHaveText(['Changelog Generator']);

    await page.reload();
    await expect(favourites.getByRole('link')).toHaveText(['Changelog Generator']);
    await expect(
      favourites.getByRole('button', { name: 'Remove Changelog Generator from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search tools' });
    await expect(palette.getByRole('group', { name: 'Favourites' }).getByRole('option')).toHaveText([
      /^Changelog Generator/,
    ]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/changelog-generator$/);
  });

  test('opened tools show under Recently used, most recent first; the header star works with Space', async ({
    page,
    fresh: _fresh,
  }) => {
    await page.goto('/mockup-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Mockup Generator' })).toBeVisible();
    await page.goto('/commit-message-assistant');
    const heading = page.getByRole('heading', { level: 1, name: 'Commit Message Assistant' });
    await expect(heading).toBeVisible();
    const star = page.getByRole('button', { name: 'Add Commit Message Assistant to favourites' });
    await star.focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('button', { name: 'Remove Commit Message Assistant from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/');
    const recent = page.getByRole('region', { name: 'Recently used' });
    await expect(recent.getByRole('link')).toHaveText(['Commit Message Assistant', 'Mockup Generator']);
    await expect(page.getByRole('region', { name: 'Favourites' }).getByRole('link')).toHaveText([
      'Commit Message Assistant',
    ]);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search tools' });
    await expect(palette.getByRole('group', { name: 'Recently used' }).getByRole('option')).toHaveText([
      /^Commit Message Assistant/,
      /^Mockup Generator/,
    ]);
  });
});
