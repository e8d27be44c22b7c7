import type { Locator, Page } from '@playwright/test';
import { toolCategories } from '@toolbox/core/define-tool';
import { tools } from '@toolbox/core/registry';
import { seriousViolations } from '../axe';
import { expect, test } from '../fixtures';

/** The registry's categories that hold a tool, in order: the sidebar's group headings. */
const categoryTitles = toolCategories
  .filter((category) => tools.some((tool) => tool.category === category.id))
  .map((category) => category.title);

/** Whether the page scrolls sideways, and the sidebar nav's items wider than the nav. */
async function sideways(page: Page, nav: Locator) {
  const pageScrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  const navItems = await nav.evaluate((element) =>
    Array.from(element.querySelectorAll('a, li, ul, button'))
      .filter((item) => item.getBoundingClientRect().width > element.clientWidth)
      .map((item) => item.textContent),
  );
  return { pageScrolls, navItems };
}

/** axe on `selector` alone, in the light theme and then the dark one (switched with the top bar's toggle). */
async function sidebarViolationsInBothThemes(page: Page, selector: string, reopen?: () => Promise<void>) {
  const light = await seriousViolations(page, { only: [selector] });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await reopen?.();
  await page.mouse.move(0, 0);
  const dark = await seriousViolations(page, { only: [selector] });
  return { light, dark };
}

/** Folds "Crypto & security" from its heading, checks its links are gone and the rest stay. */
async function foldCrypto(nav: Locator) {
  const heading = nav.getByRole('button', { name: 'Crypto & security' });
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'JWT Decoder' })).toBeVisible();
  await heading.click();
  await expect(heading).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'JWT Decoder' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Cron Explainer' })).toBeVisible();
  return heading;
}

test.describe('sidebar categories at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('groups fold and unfold, are remembered, fit without sideways scrolling, and pass axe in both themes', async ({
    page,
    user: _user,
  }) => {
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const nav = sidebar.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: categoryTitles[0] })).toBeVisible();
    const headings = await nav.locator('button[aria-expanded]').allTextContents();
    expect(headings).toEqual(categoryTitles);

    // The sidebar is the window's height and scrolls inside itself; nothing scrolls the page sideways.
    expect((await sidebar.boundingBox())?.height).toBe(800);
    expect(await nav.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    expect(await sideways(page, nav)).toEqual({ pageScrolls: false, navItems: [] });

    const heading = await foldCrypto(nav);
    await page.reload();
    await expect(heading).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'JWT Decoder' })).toBeHidden();
    await heading.click();
    await expect(nav.getByRole('link', { name: 'JWT Decoder' })).toBeVisible();

    // Favourites sit above the categories. The star on the dashboard's All Tools card: the worker's account may have
    // Cron Explainer among its recently used tools too (a cron test before this one in the worker), with a star of its own.
    await page
      .getByRole('region', { name: 'All Tools', exact: true })
      .getByRole('button', { name: 'Add Cron Explainer to favourites' })
      .click();
    await expect(nav.locator('button[aria-expanded]').first()).toHaveText('Favourites');
    await expect(nav.locator('ul[data-group="Favourites"]').getByRole('link')).toHaveText(['Cron Explainer']);

    await page.mouse.move(0, 0);
    expect(await sidebarViolationsInBothThemes(page, '[aria-label="Sidebar"]')).toEqual({
      light: [],
      dark: [],
    });
    // The worker's account is shared with the tests after this one (the phone's reads the headings): the favourite
    // goes again, and its group with it.
    await page.getByRole('button', { name: 'Remove Cron Explainer from favourites' }).first().click();
    await expect(nav.locator('ul[data-group="Favourites"]')).toHaveCount(0);
  });
});

test.describe('sidebar categories on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sheet lists the categories, folds them, fits the phone and passes axe in both themes', async ({
    page,
    user: _user,
  }) => {
    const open = async () => {
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const sheet = page.getByRole('dialog', { name: 'Navigation' });
      await expect.poll(async () => (await sheet.boundingBox())?.x).toBe(0);
      return sheet;
    };
    const sheet = await open();
    const nav = sheet.getByRole('navigation', { name: 'Main' });
    expect(await nav.locator('button[aria-expanded]').allTextContents()).toEqual(categoryTitles);
    expect(await sideways(page, nav)).toEqual({ pageScrolls: false, navItems: [] });
    await foldCrypto(nav);
    // The last category's last tool can be scrolled to within the sheet.
    const last = tools.filter((tool) => tool.category === 'project').at(-1);
    await nav.getByRole('link', { name: last?.title }).scrollIntoViewIfNeeded();
    await expect(nav.getByRole('link', { name: last?.title })).toBeInViewport();

    expect(
      await sidebarViolationsInBothThemes(page, '#app-sidebar', async () => {
        await open();
      }),
    ).toEqual({ light: [], dark: [] });
  });
});
