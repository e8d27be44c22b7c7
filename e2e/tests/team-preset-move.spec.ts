// The last gaps of moving between an account and a team (issue 80 item 4), in Chromium with two users: Ada, a team's
// owner, moves her board into the team from its card on the dashboard, and back on a phone; Bob, the team's editor,
// sees why he cannot (on the dashboard and on the board, the project bar's Move to… disabled with its reason). Then
// presets in a tool's "Load preset": Ada moves hers into the team, Bob loads it (no Move for him, and why) and moves
// his own in, Ada moves the team's back out on a phone. axe in both themes on each dialog; no sideways scroll at 390.

import type { Browser, Locator, Page } from '@playwright/test';
import { NO_VIOLATIONS, SHELL, seriousViolations, violationsInBothThemes } from '../axe';
import { createUser, expect, test } from '../fixtures';
import { sidewaysOverflow } from '../overflow';
import type { E2EStack } from '../stack';
import { deviceFor } from './account-helpers';
import { accept, callData, invitationLink, invite } from './share-team-helpers';

const BOARD_REFUSED = 'Only the team’s owners can move a board out of it.';
const PRESET_REFUSED = 'Only the team’s owners can move a preset out of it.';
const PHONE = { width: 390, height: 844 };

/**
 * axe on the page with `open` done (a dialog, or two, opened) in the light theme and the dark one (the top bar's
 * toggle is behind a modal dialog, so the theme is switched with every dialog closed), and any sideways scroll.
 */
async function dialogChecks(page: Page, open: () => Promise<void>, shot: string) {
  const found = { light: [] as unknown[], dark: [] as unknown[], overflow: [] as string[] };
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await open();
    await page.mouse.move(0, 0);
    found[theme] = await seriousViolations(page, { exclude: SHELL });
    found.overflow.push(...(await sidewaysOverflow(page)));
    await page.screenshot({ path: test.info().outputPath(`${shot}-${theme}.png`) });
    // Escape closes the topmost dialog: the Move dialog, then the Load preset one under it.
    // (One under another is hidden from the accessibility tree, not from the DOM: counted there.)
    const dialogs = page.locator('[role="dialog"]');
    for (let open = await dialogs.count(); open > 0; open--) {
      await page.keyboard.press('Escape');
      await expect(dialogs).toHaveCount(open - 1);
    }
  }
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  return found;
}

/** In the open Move dialog of `name`: the places offered, then the move to `where`. */
async function moveIn(page: Page, name: string, where: string): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: `Move “${name}”` });
  const offered = await dialog.getByLabel('Move to').locator('option').allTextContents();
  await dialog.getByLabel('Move to').selectOption({ label: where });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Moved to ${where === 'Your account' ? 'your account' : where}`)).toBeVisible();
  return offered;
}

/** Ada's team with Bob its editor, both signed in, each at the dashboard. */
async function teamOfTwo(browser: Browser, baseURL: string | undefined, stack: E2EStack) {
  const [ada, bob] = await Promise.all(['ada', 'bob'].map((name) => createUser(stack, name)));
  const team = `Movers ${Date.now().toString(36)}`;
  const a = await deviceFor(browser, baseURL, ada!);
  await a.page.goto('/teams');
  await a.page.getByLabel('Team name').fill(team);
  await a.page.getByRole('button', { name: 'Create team' }).click();
  await expect(a.page.getByText('You are owner of this team.')).toBeVisible();
  await invite(a.page, team, bob!, 'editor');
  const b = await deviceFor(browser, baseURL, bob!);
  await accept(b.page, await invitationLink(stack, bob!.email), team, 'editor');
  return { a, b, team };
}

const teamBoards = (page: Page, team: string) =>
  page.getByRole('region', { name: `Boards of the team ${team}` });

test('a board moves from its dashboard card, and an editor is told why he cannot move it out', async ({
  browser,
  baseURL,
  stack,
}) => {
  test.setTimeout(180_000);
  const { a, b, team } = await teamOfTwo(browser, baseURL, stack);
  expect((await callData(stack, a.page, 'POST', '/projects', { name: 'Roadmap' })).status).toBe(201);

  // Ada, at 1280 px, moves it into the team from its card.
  await a.page.goto('/');
  const card = a.page
    .getByRole('region', { name: 'Your projects' })
    .getByRole('button', { name: 'Move Roadmap to…' });
  const checks = await dialogChecks(a.page, () => card.click(), 'board-card-move-1280');
  expect(checks).toEqual({ light: [], dark: [], overflow: [] });
  await card.click();
  expect(await moveIn(a.page, 'Roadmap', `Team ${team}`)).toEqual([`Team ${team}`]);
  await expect(teamBoards(a.page, team).getByRole('link', { name: 'Roadmap' })).toBeVisible();
  await expect(teamBoards(a.page, team).getByText(BOARD_REFUSED)).toHaveCount(0);

  // Bob, on a phone: the board among his team's, no Move on it, and why; the same on the board itself.
  await b.page.setViewportSize(PHONE);
  await b.page.goto('/');
  const bobs = teamBoards(b.page, team);
  await expect(bobs.getByRole('link', { name: 'Roadmap' })).toBeVisible();
  await expect(bobs.getByText(BOARD_REFUSED)).toBeVisible();
  await expect(bobs.getByRole('button', { name: /Move/ })).toHaveCount(0);
  await bobs.scrollIntoViewIfNeeded();
  await b.page.screenshot({ path: test.info().outputPath('board-editor-dashboard-390.png') });
  expect(await sidewaysOverflow(b.page)).toEqual([]);
  await bobs.getByRole('link', { name: 'Roadmap' }).click();
  const move = b.page.getByRole('button', { name: 'Move to…' });
  await expect(move).toBeDisabled();
  await expect(move).toHaveAccessibleDescription(BOARD_REFUSED);
  await expect(b.page.getByText(BOARD_REFUSED)).toBeVisible();
  await b.page.screenshot({ path: test.info().outputPath('board-editor-bar-390.png') });
  expect(await violationsInBothThemes(b.page)).toEqual(NO_VIOLATIONS);
  expect(await sidewaysOverflow(b.page)).toEqual([]);
  await b.page.setViewportSize({ width: 1280, height: 800 });
  await b.page.screenshot({ path: test.info().outputPath('board-editor-bar-1280.png') });

  // Ada, on a phone, moves it back to her account from its card: Bob loses it.
  await a.page.setViewportSize(PHONE);
  await a.page.goto('/');
  const back = teamBoards(a.page, team).getByRole('button', { name: 'Move Roadmap to…' });
  expect(await dialogChecks(a.page, () => back.click(), 'board-card-move-390')).toEqual({
    light: [],
    dark: [],
    overflow: [],
  });
  await back.click();
  expect(await moveIn(a.page, 'Roadmap', 'Your account')).toEqual(['Your account']);
  // Listed once, as hers, from the moment the move is answered (no waiting for the team's boards to be read again).
  expect(await a.page.getByRole('link', { name: 'Roadmap' }).count()).toBe(1);
  expect(await teamBoards(a.page, team).count()).toBe(0);
  await a.page.getByRole('region', { name: 'Your projects' }).scrollIntoViewIfNeeded();
  await a.page.screenshot({ path: test.info().outputPath('board-moved-home-dashboard-390.png') });
  await a.page.setViewportSize({ width: 1280, height: 800 });
  await a.page.screenshot({ path: test.info().outputPath('board-moved-home-dashboard-1280.png') });
  const theirs = await callData(stack, b.page, 'GET', '/projects');
  expect((theirs.body.projects as { name: string }[]).map((p) => p.name)).not.toContain('Roadmap');

  await Promise.all([a.context.close(), b.context.close()]);
});

/** "Load preset" on the Open Graph generator, its dialog open once the user's teams' presets are listed. */
async function openLoad(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Load preset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load preset' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const teamPresets = (dialog: Locator, team: string) =>
  dialog.getByRole('region', { name: `Presets of the team ${team}` });

test('a preset moves between an account and a team from Load preset, as the team’s roles allow', async ({
  browser,
  baseURL,
  stack,
}) => {
  test.setTimeout(180_000);
  const { a, b, team } = await teamOfTwo(browser, baseURL, stack);
  const preset = (name: string) => ({ tool_id: 'og-generator', name, inputs: { $version: 2, title: name } });
  expect((await callData(stack, a.page, 'POST', '/presets', preset('brand'))).status).toBe(201);
  expect((await callData(stack, b.page, 'POST', '/presets', preset('launch'))).status).toBe(201);

  // Ada moves her preset into the team.
  await a.page.goto('/og-generator');
  await expect(a.page.getByRole('button', { name: 'Load preset' })).toBeEnabled();
  const opener = async () => {
    const dialog = await openLoad(a.page);
    await dialog.getByRole('button', { name: 'Move brand to…' }).click();
    await expect(a.page.getByRole('dialog', { name: 'Move “brand”' })).toBeVisible();
  };
  expect(await dialogChecks(a.page, opener, 'preset-move-1280')).toEqual({
    light: [],
    dark: [],
    overflow: [],
  });
  let load = await openLoad(a.page);
  await load.getByRole('button', { name: 'Move brand to…' }).click();
  expect(await moveIn(a.page, 'brand', `Team ${team}`)).toEqual([`Team ${team}`]);
  await expect(teamPresets(load, team).getByRole('button', { name: 'Load brand' })).toBeVisible();
  await expect(load.getByRole('list', { name: 'Presets' })).toHaveCount(0);

  // Bob, on a phone: the team's preset loads, has no Move for him, and says why; his own goes into the team.
  await b.page.setViewportSize(PHONE);
  await b.page.goto('/og-generator');
  await expect(b.page.getByRole('button', { name: 'Load preset' })).toBeEnabled();
  load = await openLoad(b.page);
  const bobsTeam = teamPresets(load, team);
  await expect(bobsTeam.getByRole('button', { name: 'Load brand' })).toBeVisible();
  await expect(bobsTeam.getByText(PRESET_REFUSED)).toBeVisible();
  await expect(bobsTeam.getByRole('button', { name: /Move/ })).toHaveCount(0);
  await b.page.screenshot({ path: test.info().outputPath('preset-editor-390.png') });
  await b.page.keyboard.press('Escape');
  await expect(load).toBeHidden();
  expect(await dialogChecks(b.page, async () => void (await openLoad(b.page)), 'preset-load-390')).toEqual({
    light: [],
    dark: [],
    overflow: [],
  });
  load = await openLoad(b.page);
  await load.getByRole('button', { name: 'Move launch to…' }).click();
  expect(await moveIn(b.page, 'launch', `Team ${team}`)).toEqual([`Team ${team}`]);
  await expect(teamPresets(load, team).getByRole('button', { name: 'Load launch' })).toBeVisible();
  await teamPresets(load, team).getByRole('button', { name: 'Load brand' }).click();
  await expect(b.page.getByText('Preset loaded')).toBeVisible();
  await expect(b.page.getByLabel('Title', { exact: true })).toHaveValue('brand');

  // Ada, on a phone, moves Bob's preset out of the team into her account: it is hers now.
  await a.page.setViewportSize(PHONE);
  await a.page.reload();
  await expect(a.page.getByRole('button', { name: 'Load preset' })).toBeEnabled();
  load = await openLoad(a.page);
  await teamPresets(load, team).getByRole('button', { name: 'Move launch to…' }).click();
  expect(await moveIn(a.page, 'launch', 'Your account')).toEqual(['Your account']);
  await expect(
    load.getByRole('list', { name: 'Presets' }).getByRole('button', { name: 'Load launch' }),
  ).toBeVisible();
  await a.page.screenshot({ path: test.info().outputPath('preset-owner-390.png') });
  expect(await sidewaysOverflow(a.page)).toEqual([]);
  const hers = await callData(stack, a.page, 'GET', '/presets?tool=og-generator');
  expect((hers.body.presets as { name: string }[]).map((p) => p.name)).toEqual(['launch']);

  await Promise.all([a.context.close(), b.context.close()]);
});
