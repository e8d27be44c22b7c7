// Moving presets between an account and a team (issue 80 item 4), in Chromium with two users, in a tool's "Load
// preset": Ada, a team's owner, moves hers into the team; Bob, its editor, loads it (no Move for him, and why) and
// moves his own in; Ada moves the team's back out on a phone. axe in both themes on each dialog; no sideways scroll at 390.

import type { Browser, Locator, Page } from '@playwright/test';
import { SHELL, seriousViolations } from '../axe';
import { createUser, expect, test } from '../fixtures';
import { sidewaysOverflow } from '../overflow';
import type { E2EStack } from '../stack';
import { deviceFor } from './account-helpers';
import { accept, callData, invitationLink, invite } from './share-team-helpers';

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
