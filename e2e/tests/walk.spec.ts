import type { Page } from '@playwright/test';
import { tools } from '@toolbox/core/registry';
import { NO_VIOLATIONS, SHELL, seriousViolations, violationsInBothThemes } from '../axe';
import { expect, signedInTest } from '../fixtures';
import type { Step } from '../walk/entry';
import { expectFocusVisible, tabThrough, tabTo } from '../walk/keyboard';
import {
  brokenTitles,
  brokenWords,
  codeLigatures,
  collectConsole,
  faintSelectedTabs,
  invalidNesting,
  overflowing,
  resizeTo,
} from '../walk/layout';
import { walk } from '../walk/table';

/** Runs one step with the keyboard only: Tab to the control, then the keys a person would press. */
async function keyboardStep(page: Page, step: Step) {
  if ('type' in step) {
    const field = page.getByLabel(step.into, { exact: step.exact });
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(step.type);
    await expect(field).toHaveValue(step.type);
  } else if ('press' in step) {
    const button = page.getByRole('button', { name: step.press });
    await tabTo(page, button);
    if (!step.download) return page.keyboard.press('Enter');
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(step.download);
  } else if ('nextOption' in step) {
    const select = page.getByLabel(step.nextOption, { exact: true });
    await tabTo(page, select);
    const before = await select.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue(before);
  } else if ('tab' in step) {
    const target = page.getByRole('tab', { name: step.tab, exact: true });
    const list = page.getByRole('tablist').filter({ has: target });
    await tabTo(page, list.getByRole('tab', { selected: true }));
    for (let moves = 0; moves < 8 && (await target.getAttribute('aria-selected')) !== 'true'; moves++) {
      await page.keyboard.press('ArrowRight');
      // The tab a move focuses is selected in React's next render: wait for it, or a loaded machine reads the target
      // before it is selected and moves past it.
      await expect(list.locator('[role="tab"]:focus')).toHaveAttribute('aria-selected', 'true');
      await expectFocusVisible(page);
    }
    await expect(target).toHaveAttribute('aria-selected', 'true');
  } else if ('choose' in step) {
    await page.getByLabel(step.choose, { exact: true }).selectOption(step.option);
  } else {
    await page.locator('input[type="file"]').setInputFiles(step.upload);
  }
}

/** The signed-in dashboard, at the desktop size the overflow walk starts from; its value is the console so far. */
/** A step done the quick way (fill, click): for long inputs after the keyboard path has been checked. */
async function quickStep(page: Page, step: Step) {
  if ('type' in step) await page.getByLabel(step.into, { exact: step.exact }).fill(step.type);
  else if ('press' in step) await page.getByRole('button', { name: step.press }).first().click();
  else if ('tab' in step) await page.getByRole('tab', { name: step.tab, exact: true }).click();
  else if ('choose' in step) await page.getByLabel(step.choose, { exact: true }).selectOption(step.option);
  else await keyboardStep(page, step);
}

const test = signedInTest.extend<{ atDashboard: string[] }>({
  atDashboard: async ({ page }, use) => {
    const messages = collectConsole(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await use(messages);
  },
});

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test('every registry tool has a walk entry', () => {
  expect(tools.map((tool) => tool.id).filter((id) => !(id in walk))).toEqual([]);
});

test('the focus check tells a drawn indicator from none', async ({ page }) => {
  await page.setContent(
    `<style>.ring:focus-visible { box-shadow: 0 0 0 3px #2563eb }</style>
    <button style="outline:none">bare</button><button style="outline:none;box-shadow:0 1px 2px #0003">shadowed</button>
    <button>default</button><button class="ring" style="outline:none">ring</button>`,
  );
  await page.keyboard.press('Tab');
  await expect(expectFocusVisible(page)).rejects.toThrow('no visible focus indicator on button "bare"');
  await page.keyboard.press('Tab');
  await expect(expectFocusVisible(page)).rejects.toThrow('no visible focus indicator on button "shadowed"');
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
});

test('the shell by keyboard: skip link, sidebar link, command palette', async ({ page, atDashboard: _ }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Your developer toolbox' })).toBeVisible();
  // At 1280x800 the sidebar scrolls within itself and its footer covers no item: each link, scrolled to, is on top.
  const covered = await page.getByRole('navigation', { name: 'Main' }).evaluate((nav) =>
    Array.from(nav.querySelectorAll('a')).flatMap((link) => {
      link.scrollIntoView({ block: 'nearest' });
      const box = link.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
      return top && link.contains(top) ? [] : [link.textContent ?? ''];
    }),
  );
  expect(covered).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await tabTo(page, sidebar.getByRole('link', { name: 'Icon Library' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/icon-library(\?|$)/);

  await page.keyboard.press('ControlOrMeta+k');
  const palette = page.getByRole('dialog', { name: 'Search tools' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('regex');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/regex-json(\?|$)/);
  await expect(palette).toBeHidden();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard, profile, 404 and the command palette have no serious or critical violations in ${theme}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(`localStorage.setItem('dev-toolbox-theme', '${theme}')`);
    for (const [path, heading] of [
      ['/profile', 'Profile'],
      ['/does-not-exist', '404'],
      ['/', 'Your developer toolbox'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('dialog', { name: 'Search tools' })).toBeVisible();
    expect(await seriousViolations(page), 'command palette').toEqual([]);
  });
}

for (const tool of tools) {
  test(`${tool.id}: opened from the sidebar, main path by keyboard, output shown, no axe violations light or dark, nothing overflows at 1280 or 390, a clean console`, async ({
    page,
    atDashboard: consoleMessages,
  }, testInfo) => {
    const entry = walk[tool.id];
    expect(entry, `e2e/walk/table.ts (or table-everyday.ts) has no entry for ${tool.id}`).toBeDefined();
    const states = Object.entries(entry.axe?.states ?? {});
    // The walk, and 5 s for each further axe pass on a loaded machine.
    test.setTimeout(90_000 + 5_000 * 2 * (states.length + (entry.axe?.atOpen ? 1 : 0)));
    const exclude = entry.axe?.exclude ?? [];
    const shell = { exclude: [...SHELL, ...exclude] };
    await page.emulateMedia({ colorScheme: 'light' });
    // Badge images come from shields.io, out of reach here: the same size of image stands in (for-the-badge).
    await page.route('https://img.shields.io/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="420" height="28"><rect width="420" height="28" fill="#555"/></svg>',
      }),
    );
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: tool.title })
      .click();
    // The page then writes its inputs into its address (url-state.ts): the path is what the link opened.
    await expect(page).toHaveURL(new RegExp(`/${tool.id}(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
    if (entry.axe?.atOpen)
      expect(await violationsInBothThemes(page, { exclude }), `${tool.id} as opened`).toEqual(NO_VIOLATIONS);
    // Where "Skip to content" lands (the shell test follows that link): the path starts at the page, not the sidebar.
    await page.getByRole('main').focus();

    for (const step of entry.steps) await keyboardStep(page, step);
    await entry.see(page);
    await entry.keys?.(page);
    // From where the path ended to the end of the page: no trap in any editor or widget, focus drawn at every stop.
    const stops = await tabThrough(page, page.getByRole('main'));
    testInfo.annotations.push({ type: 'tab stops after the main action', description: String(stops) });

    if (process.env.WALK_SHOTS)
      await page.screenshot({ path: testInfo.outputPath(`${tool.id}-light.png`), fullPage: true });
    expect(await seriousViolations(page, shell), `${tool.id} light`).toEqual([]);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await entry.see(page);
    if (process.env.WALK_SHOTS)
      await page.screenshot({ path: testInfo.outputPath(`${tool.id}-dark.png`), fullPage: true });
    expect(await seriousViolations(page, shell), `${tool.id} dark`).toEqual([]);
    expect.soft(await faintSelectedTabs(page), `${tool.id}: the selected tab stands out in dark`).toEqual([]);
    // The entry's further states for axe (its tabs, say): each in dark, then in light, then back to dark.
    if (states.length > 0) {
      for (const theme of ['dark', 'light'] as const) {
        if (theme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        for (const [name, show] of states) {
          await show(page);
          // At rest: axe would judge a hovered button's tint, not its resting colours.
          await page.mouse.move(0, 0);
          expect(await seriousViolations(page, shell), `${tool.id}: ${name}, ${theme}`).toEqual([]);
        }
      }
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
    }

    // Long, realistic input (one long line, long words, many items): the layout must hold at both sizes.
    for (const step of entry.long ?? []) await quickStep(page, step);
    expect.soft(await overflowing(page), `${tool.id} at 1280x800`).toEqual([]);
    expect.soft(await brokenTitles(page), `${tool.id}: titles break between words at 1280x800`).toEqual([]);
    expect.soft(await brokenWords(page), `${tool.id}: short words stay whole at 1280x800`).toEqual([]);
    if (process.env.WALK_SHOTS)
      await page.screenshot({ path: testInfo.outputPath(`${tool.id}-long.png`), fullPage: true });
    await resizeTo(page, PHONE);
    if (process.env.WALK_SHOTS)
      await page.screenshot({ path: testInfo.outputPath(`${tool.id}-phone.png`), fullPage: true });
    expect.soft(await overflowing(page), `${tool.id} at 390x844`).toEqual([]);
    if (entry.phone) await entry.phone(page);
    expect.soft(await brokenTitles(page), `${tool.id}: titles break between words at 390x844`).toEqual([]);
    expect.soft(await brokenWords(page), `${tool.id}: short words stay whole at 390x844`).toEqual([]);
    expect.soft(await invalidNesting(page), `${tool.id}: invalid element nesting`).toEqual([]);
    expect.soft(await codeLigatures(page), `${tool.id}: code without ligatures`).toEqual([]);
    expect(consoleMessages, `${tool.id}: console errors and warnings`).toEqual([]);
  });
}
