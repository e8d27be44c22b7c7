// Moving an existing board between an account and a team (issue 80 item 4) in Chromium with two users: Ada saves a
// board to her own account, then moves it into her team from the project bar's "Move to…"; Bob, the team's editor,
// finds it on his dashboard and moves a card on it. Ada, the team's owner, moves it back to her account on a phone,
// and Bob's API read of it is refused at once. axe in both themes on the dialog; no sideways scroll at 390 px.

import type { Page } from '@playwright/test';
import { NO_VIOLATIONS, SHELL, seriousViolations, violationsInBothThemes } from '../axe';
import { createUser, expect, test } from '../fixtures';
import { sidewaysOverflow } from '../overflow';
import { column, deviceFor, generateSample, saveToProject } from './account-helpers';
import { accept, callData, invitationLink, invite } from './share-team-helpers';

const moveDialog = (page: Page, name: string) => page.getByRole('dialog', { name: `Move “${name}”` });

/**
 * axe on the open Move dialog in the light theme and the dark one (the top bar's toggle is behind a modal dialog, so
 * the theme is switched with the dialog closed), and whether the page scrolls sideways with it open.
 */
async function dialogChecks(page: Page, name: string) {
  const found = { light: [] as unknown[], dark: [] as unknown[], overflow: [] as string[] };
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Move to…' }).click();
    await expect(moveDialog(page, name)).toBeVisible();
    await page.mouse.move(0, 0);
    found[theme] = await seriousViolations(page, { exclude: SHELL });
    found.overflow.push(...(await sidewaysOverflow(page)));
    await page.keyboard.press('Escape');
    await expect(moveDialog(page, name)).toBeHidden();
  }
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  return found;
}

/** "Move to…" on the open board, to `where` (an option of the dialog's "Move to"). */
async function moveTo(page: Page, name: string, where: string) {
  expect(await dialogChecks(page, name)).toEqual({ light: [], dark: [], overflow: [] });
  await page.getByRole('button', { name: 'Move to…' }).click();
  const dialog = moveDialog(page, name);
  await dialog.getByLabel('Move to').selectOption({ label: where });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Moved to ${where === 'Your account' ? 'your account' : where}`)).toBeVisible();
}

test('a board moved from an account into a team is the team’s editors’ at once, and the owner moves it back', async ({
  browser,
  baseURL,
  stack,
}) => {
  test.setTimeout(180_000);
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

  // Ada's own board, moved into the team.
  await generateSample(a.page);
  await saveToProject(a.page, 'Roadmap');
  await moveTo(a.page, 'Roadmap', `Team ${team}`);
  const picker = a.page.getByLabel('Project', { exact: true });
  await expect(picker.locator(`optgroup[label="Team ${team}"] option`)).toHaveText(['Roadmap']);
  await expect(picker.locator('option:checked')).toHaveText('Roadmap');
  await expect(a.page.getByRole('button', { name: 'Saved' })).toBeVisible();
  expect(await violationsInBothThemes(a.page)).toEqual(NO_VIOLATIONS);

  // Bob finds it among his team's boards and moves a card.
  await b.page.goto('/');
  await b.page
    .getByRole('region', { name: `Boards of the team ${team}` })
    .getByRole('link', { name: 'Roadmap' })
    .click();
  await expect(b.page.getByText('7 main components · 22 sub-tasks')).toBeVisible();
  await b.page.getByRole('tab', { name: 'Kanban' }).click();
  const written = b.page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/functions/v1/data/components/'),
  );
  await b.page.getByLabel('Status of CLI Distribution').selectOption('Complete');
  expect((await written).status()).toBe(200);
  await expect(column(b.page, 'Complete').getByText('CLI Distribution')).toBeVisible();
  // An editor may not take the team's board out: "Move to…" is disabled for him, and says why.
  await expect(b.page.getByRole('button', { name: 'Move to…' })).toBeDisabled();
  await expect(b.page.getByRole('button', { name: 'Move to…' })).toHaveAccessibleDescription(
    'Only the team’s owners can move a board out of it.',
  );
  const id = await picker.inputValue();

  // Ada, on a phone, moves it back to her account: Bob loses it at once.
  await a.page.setViewportSize({ width: 390, height: 844 });
  await a.page.reload();
  await expect(picker.locator('option:checked')).toHaveText('Roadmap');
  await moveTo(a.page, 'Roadmap', 'Your account');
  await expect(picker.locator('optgroup[label="Your projects"] option, option')).toContainText(['Roadmap']);
  expect(await sidewaysOverflow(a.page)).toEqual([]);
  expect((await callData(stack, b.page, 'GET', `/projects/${id}`)).status).toBe(404);
  const mine = await callData(stack, a.page, 'GET', '/projects');
  expect((mine.body.projects as { id: string }[]).map((p) => p.id)).toContain(id);

  await Promise.all([a.context.close(), b.context.close()]);
});
