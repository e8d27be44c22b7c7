// Read-only share links (issue 80 item 1) in Chromium against the e2e stack: A shares the Schema Visualizer's
// diagram, a changelog and a project board by link; a signed-out browser opens each, drawn by the owner's own
// views with nothing that edits; A revokes the board's link on the profile page and the next load says "This link
// was revoked", as a guessed link does. axe in both themes on the /s/ pages.

import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest as test } from '../fixtures';
import { saveToProject } from './account-helpers';
import { shareLink, signedOutPage } from './share-team-helpers';

test.describe('share links', () => {
  test('A shares a schema diagram and a board; a signed-out browser reads both; a revoked link says so', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/database-visualizer');
    await page.getByRole('button', { name: /Load Database Schema/ }).click();
    await expect(page.getByRole('img', { name: 'ER diagram of 5 tables' })).toBeVisible();
    const diagramLink = await shareLink(page);

    await page.goto('/changelog-generator');
    await page.getByLabel('Change entry 1').fill('Added dark mode');
    await page.getByRole('button', { name: 'Generate Changelog' }).press('Enter');
    await expect(page.getByRole('tab', { name: 'Markdown' })).toBeVisible();
    const changelogLink = await shareLink(page);

    await page.goto('/visual-workspace-generator');
    await page.getByRole('button', { name: 'Load Sample Data' }).press('Enter');
    const generate = page.getByRole('button', { name: /Generate Workspace/ });
    await expect(generate).toBeEnabled();
    await generate.press('Enter');
    await expect(page.getByText('7 main components · 22 sub-tasks')).toBeVisible();
    await saveToProject(page, 'Launch board');
    const boardLink = await shareLink(page);

    const reader = await signedOutPage(browser, baseURL);
    const other = reader.page;
    await other.goto(diagramLink);
    await expect(other.getByRole('heading', { level: 1, name: 'Schema: 5 tables' })).toBeVisible();
    await expect(other.getByText('Read-only')).toBeVisible();
    await expect(other.getByRole('img', { name: 'ER diagram of 5 tables' })).toBeVisible();
    await expect(other.getByRole('button', { name: /Share link|Export|Load Database Schema/ })).toHaveCount(
      0,
    );
    expect(await violationsInBothThemes(other)).toEqual(NO_VIOLATIONS);

    await other.goto(changelogLink);
    await expect(other.getByRole('heading', { level: 1, name: /^My Project \d/ })).toBeVisible();
    await expect(other.getByText('Changelog Generator, shared')).toBeVisible();
    await expect(other.getByRole('region', { name: 'Keep a Changelog Format' })).toContainText(
      '- Added dark mode',
    );

    await other.goto(boardLink);
    await expect(other.getByRole('heading', { level: 1, name: 'Launch board' })).toBeVisible();
    await other.getByRole('tab', { name: 'Kanban' }).click();
    await expect(
      other.getByRole('region', { name: 'In Progress', exact: true }).getByText('Landing Page'),
    ).toBeVisible();
    await expect(other.getByRole('button', { name: /Add card|Save|Share link/ })).toHaveCount(0);
    await expect(other.getByRole('combobox', { name: 'Status of Landing Page' })).toBeDisabled();
    expect(await violationsInBothThemes(other)).toEqual(NO_VIOLATIONS);

    await page.goto('/profile');
    const links = page.getByRole('list', { name: 'Your share links' });
    await expect(links.getByText('Schema: 5 tables')).toBeVisible();
    await expect(links.getByRole('listitem').filter({ hasText: 'Launch board' })).toContainText(
      'last opened',
    );
    await links.getByRole('button', { name: 'Revoke Launch board' }).click();
    await expect(links.getByRole('listitem').filter({ hasText: 'Launch board' })).toContainText('Revoked');

    await other.reload();
    await expect(other.getByRole('heading', { level: 1, name: 'This link was revoked.' })).toBeVisible();
    await expect(other.getByText('Launch board')).toHaveCount(0);
    expect(await violationsInBothThemes(other)).toEqual(NO_VIOLATIONS);
    // A guessed link reads the same; the diagram's link still opens.
    await other.goto(`/s/${'A'.repeat(43)}`);
    await expect(other.getByRole('heading', { level: 1, name: 'This link was revoked.' })).toBeVisible();
    await other.goto(diagramLink);
    await expect(other.getByRole('img', { name: 'ER diagram of 5 tables' })).toBeVisible();
    await reader.context.close();
  });
});
