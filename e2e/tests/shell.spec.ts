import type { Locator } from '@playwright/test';
import { createUser, expect, signIn, test } from '../fixtures';

/** The sidebar's links, items and lists wider than the nav's own box, and whether the nav scrolls sideways. */
async function navOverflow(nav: Locator): Promise<{ overflow: string[]; scrolls: boolean }> {
  return nav.evaluate((element) => {
    const width = element.clientWidth;
    const overflow = Array.from(element.querySelectorAll('a, li, ul'))
      .filter((item) => item.getBoundingClientRect().width > width || item.scrollWidth > item.clientWidth)
      .map((item) => `${item.tagName} ${item.textContent}: ${item.getBoundingClientRect().width} > ${width}`);
    return { overflow, scrolls: element.scrollWidth > element.clientWidth };
  });
}

test.describe('the signed-in shell', () => {
  test('tool inputs are kept per user: another user on this browser does not see them, sign-out clears them', async ({
    page,
    stack,
    user: _user,
  }) => {
    const pattern = () => page.getByLabel('Regular expression');
    await page.goto('/regex-json');
    await pattern().fill('a-private-pattern');
    await page.reload();
    await expect(pattern()).toHaveValue('a-private-pattern');

    // The session ends without a sign-out (expired, cleared): the next user signs in on the same browser.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (/^sb-.*-auth-token$/.test(key)) localStorage.removeItem(key);
    });
    const other = await createUser(stack, 'other');
    await signIn(page, other, '/regex-json');
    await expect(pattern()).toHaveValue('');
    await pattern().fill('b-pattern');
    await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain('b-pattern');

    // Signing out removes that user's inputs from the browser, and only theirs.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('b-pattern');
    expect(stored).toContain('a-private-pattern');
  });

  test('the theme toggle persists across a reload', async ({ page, user: _user }) => {
    const html = page.locator('html');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate("localStorage.getItem('dev-toolbox-theme')")).toBe('dark');
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate("localStorage.getItem('dev-toolbox-theme')")).toBe('light');
  });

  test('the theme follows the system until the user chooses', async ({ page, user: _user }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate("localStorage.getItem('dev-toolbox-theme')")).toBeNull();
  });

  test('the sidebar collapses with Ctrl+B and the trigger, remembered in a 7-day cookie', async ({
    page,
    context,
    user: _user,
  }) => {
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar).toHaveCSS('width', '256px');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar).toHaveCSS('width', '48px');

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // Collapsed links keep their names for assistive technology.
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  });

  test('the profile shows the e-mail, Member Since and initials', async ({ page, user }) => {
    await page.getByRole('link', { name: /Profile/ }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(main.getByText(user.email)).toBeVisible();
    await expect(main.getByText('Member Since')).toBeVisible();
    const year = String(new Date().getFullYear());
    // The date under Member Since itself: the devices and shares lists below it show this year's dates too.
    await expect(main.locator('dt:has-text("Member Since") + dd')).toHaveText(new RegExp(year));
    await expect(page.title()).resolves.toBe('Profile · Dev Toolbox');
  });

  test('an unknown route shows the 404 page and logs the path', async ({ page, user: _user }) => {
    const logged = page.waitForEvent('console', (message) => message.text().includes('/no/such/page'));
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect((await logged).type()).toBe('error');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the command palette opens with Ctrl+K and navigates by keyboard', async ({ page, user: _user }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search tools' });
    await expect(palette).toBeVisible();
    await page.keyboard.type('account');
    await expect(palette.getByRole('option', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });

  test('no sidebar item is wider than the nav at 1280x800, on any route (issue 41, item 2)', async ({
    page,
    user: _user,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const route of ['/', '/dev-utilities', '/profile']) {
      await page.goto(route);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      expect({ route, ...(await navOverflow(nav)) }).toEqual({ route, overflow: [], scrolls: false });
    }
  });

  test('a palette hit on a tab of a tool opens that tab: "base64" opens Dev Utilities on Converters', async ({
    page,
    user: _user,
  }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search tools' });
    await expect(palette).toBeVisible();
    await page.keyboard.type('base64');
    await expect(palette.getByRole('option', { name: /Dev Utilities/ })).toBeVisible();
    await page.keyboard.press('Enter');
    // The page then writes its inputs into the address too (url-state.ts): the tab is the first parameter.
    await expect(page).toHaveURL(/\/dev-utilities\?tab=converters(&|$)/);
    await expect(page.getByRole('tab', { name: 'Converters' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Base64' })).toBeVisible();
    // Already on the page: another tab's word switches to it.
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await page.keyboard.type('email');
    await expect(palette.getByRole('option', { name: /Dev Utilities/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Validators' })).toHaveAttribute('aria-selected', 'true');
    // The same hit again after another tab was picked by hand (the same address) opens its tab again.
    await page.getByRole('tab', { name: 'Generators' }).click();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('email');
    await expect(palette.getByRole('option', { name: /Dev Utilities/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Validators' })).toHaveAttribute('aria-selected', 'true');
    // Another tool's tab: "parse url" opens the URL tool on Parse URL.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('parse url');
    await expect(palette.getByRole('option', { name: /URL Encoder & Parser/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/url\?tab=parse(&|$)/);
    await expect(page.getByRole('tab', { name: 'Parse URL' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the sidebar is usable by keyboard alone', async ({ page, user: _user }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    // Tab through the sidebar (skip link, brand, Dashboard, each category's heading and tools...) until the profile
    // link has focus.
    const profile = sidebar.getByRole('link', { name: /Profile/ });
    for (let step = 0; step < 80; step++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate("document.activeElement?.getAttribute('href') === '/profile'")) break;
    }
    await expect(profile).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar is a slide-in sheet', async ({ page, user: _user }) => {
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    await expect(sheet).toBeVisible();
    // 18rem wide, slid fully in from the left edge once its animation ends.
    await expect.poll(async () => (await sheet.boundingBox())?.x).toBe(0);
    expect((await sheet.boundingBox())?.width).toBe(288);
    // At 390x844 no item is wider than the sheet's nav (issue 41, item 2).
    const nav = sheet.getByRole('navigation', { name: 'Main' });
    expect(await navOverflow(nav)).toEqual({ overflow: [], scrolls: false });
    await sheet.getByRole('link', { name: /Profile/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  test('the command palette shows its results from the top, the chosen one in view, as the query changes', async ({
    page,
    user: _user,
  }) => {
    await page.getByRole('button', { name: /Search tools/ }).click();
    const palette = page.getByRole('dialog', { name: 'Search tools' });
    await expect(palette).toBeVisible();
    for (const query of ['c', 'co', 'cod']) {
      await page.getByRole('combobox').fill(query);
      const chosen = palette.getByRole('option', { selected: true });
      await expect(chosen).toHaveCount(1);
      await expect(chosen).toBeInViewport({ ratio: 1 });
      // The first result is the chosen one, and the list starts at it.
      await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
      expect(await palette.getByRole('listbox').evaluate((list) => list.scrollTop), query).toBe(0);
    }
  });
});
