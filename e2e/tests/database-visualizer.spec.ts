import { readFile } from 'node:fs/promises';
import { NO_VIOLATIONS, violationsInBothThemes } from '../axe';
import { expect, signedInTest, test } from '../fixtures';

test.describe('Database Schema Visualizer', () => {
  test('loads the sample, shows tables and details, exports JSON and Mermaid', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/database-visualizer');
    await expect(page.getByRole('heading', { level: 1, name: 'Schema Visualizer' })).toBeVisible();
    await page.getByRole('button', { name: /Load Database Schema/ }).click();
    await expect(page.getByText('Loaded 5 tables from your database schema')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'public.profiles' })).toBeVisible();
    await page.getByRole('button', { name: /^projects/ }).click();
    await expect(page.getByRole('table', { name: 'Columns of projects' })).toContainText('gen_random_uuid()');
    await expect(page.getByText('projects.user_id → profiles.id')).toBeVisible();
    await expect(page.getByRole('img', { name: 'ER diagram of 5 tables' })).toBeVisible();

    const json = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const jsonFile = await json;
    const schema = JSON.parse(await readFile((await jsonFile.path()) as string, 'utf8'));
    expect(schema.tables.map((t: { name: string }) => t.name)).toEqual([
      'profiles',
      'projects',
      'components',
      'sub_components',
      'user_links',
    ]);

    const mermaid = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Mermaid' }).click();
    const mermaidFile = await mermaid;
    expect(await readFile((await mermaidFile.path()) as string, 'utf8')).toMatch(
      /^erDiagram\n {2}profiles \{/,
    );
    await expect(page.getByText('Mermaid ER diagram exported successfully')).toBeVisible();

    const profiles = page.locator('g[data-table="profiles"]');
    const before = await profiles.getAttribute('transform');
    await profiles.scrollIntoViewIfNeeded();
    const box = await profiles.boundingBox();
    if (!box) throw new Error('profiles box not drawn');
    await page.mouse.move(box.x + 20, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 300, { steps: 5 });
    await page.mouse.up();
    const after = await profiles.getAttribute('transform');
    expect(after).not.toBe(before);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(page.getByText('75%')).toBeVisible();

    const png = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PNG' }).click();
    const pngBytes = await readFile((await (await png).path()) as string);
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');

    await page.reload();
    await page.getByRole('button', { name: /Load Database Schema/ }).click();
    await expect(page.locator('g[data-table="profiles"]')).toHaveAttribute('transform', after ?? '');
  });

  test('parses pasted DDL with Postgres’s parser in the browser and reports errors with their line', async ({
    page,
    user: _user,
  }) => {
    await page.goto('/database-visualizer');
    await page
      .getByLabel('SQL DDL')
      .fill(
        'create table teams (id bigint primary key);\ncreate table "Members" (id int, team_id bigint references teams (id));',
      );
    await page.getByRole('button', { name: 'Visualize SQL' }).click();
    await expect(page.getByText('Loaded 2 tables from your database schema')).toBeVisible();
    await page.getByRole('button', { name: /^Members/ }).click();
    await expect(page.getByText('Members.team_id → teams.id')).toBeVisible();

    await page.getByLabel('SQL DDL').fill('create table a (id int);\ncreate tabel b ();');
    await page.getByRole('button', { name: 'Visualize SQL' }).click();
    await expect(page.getByText('Line 2: syntax error at or near "tabel"')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('SQL DDL')).toHaveValue('create table a (id int);\ncreate tabel b ();');
  });

  signedInTest('no serious or critical axe violations, light or dark', async ({ page }) => {
    await page.goto('/database-visualizer');
    await expect(page.getByRole('heading', { level: 1, name: 'Schema Visualizer' })).toBeVisible();
    expect(await violationsInBothThemes(page), 'empty').toEqual(NO_VIOLATIONS);
    await page.getByRole('button', { name: /Load Database Schema/ }).click();
    await expect(page.getByRole('heading', { name: 'public.profiles' })).toBeVisible();
    expect(await violationsInBothThemes(page), 'loaded').toEqual(NO_VIOLATIONS);
  });
});
